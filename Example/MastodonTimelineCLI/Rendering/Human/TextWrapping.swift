/// Breaks plain text into lines of at most a given width, at spaces.
enum TextWrapping {
    /// The lines of `text` no longer than `width` characters, except single words that are longer
    /// (links). Line breaks in `text` are kept; blank lines are dropped.
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = ""
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }
}
