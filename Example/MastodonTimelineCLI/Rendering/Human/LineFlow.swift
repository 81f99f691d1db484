/// Lays out lines that are not plain paragraphs within a width: headers and count lines made of
/// pieces that are kept whole when they fit (`Name`, `@user`, `· 5m`), and items whose later lines
/// hang under their first (`🖼 image: a long description…`).
///
/// Widths are measured the way ``TextWrapping`` measures them: a line fits when ``TextWrapping``
/// keeps it on one line.
enum LineFlow {
    /// `chunks` a space apart, as many on a line as fit in `width`; each later line starts with `hang`
    /// spaces and fits in what is left. A chunk wider than a line on its own is wrapped by
    /// ``TextWrapping`` when it has one tint, and has a line of its own otherwise.
    static func lines(_ chunks: [StyledText], width: Int, hang: Int) -> [StyledText] {
        let indent = StyledText(String(repeating: " ", count: hang))
        let laterWidth = max(1, width - hang)
        var lines: [StyledText] = []
        var current = StyledText()
        func finish(_ line: StyledText) {
            lines.append(lines.isEmpty ? line : indent + line)
        }
        for chunk in chunks where !chunk.isEmpty {
            if !current.isEmpty {
                let candidate = StyledText.spaced(current, chunk)
                if fits(candidate.plainText, width: lines.isEmpty ? width : laterWidth) {
                    current = candidate
                    continue
                }
                finish(current)
            }
            current = chunk
            let lineWidth = lines.isEmpty ? width : laterWidth
            guard !fits(chunk.plainText, width: lineWidth), let tint = chunk.uniformTint else { continue }
            let pieces = TextWrapping.lines(chunk.plainText, width: laterWidth)
            pieces.dropLast().forEach { finish(StyledText($0, tint)) }
            current = StyledText(pieces.last ?? "", tint)
        }
        if !current.isEmpty { finish(current) }
        return lines
    }

    /// `text` wrapped to `width` with `tint`, every line but the first starting with `hang` spaces.
    static func hanging(_ text: String, width: Int, hang: Int, tint: Tint? = nil) -> [StyledText] {
        let indent = String(repeating: " ", count: hang)
        return TextWrapping.lines(text, width: max(1, width - hang)).enumerated().map { index, line in
            index == 0 ? StyledText(line, tint) : StyledText(indent) + StyledText(line, tint)
        }
    }

    /// Whether `text` (one line, several words) fits in `width` columns.
    private static func fits(_ text: String, width: Int) -> Bool {
        TextWrapping.lines(text, width: width).count <= 1
    }
}
