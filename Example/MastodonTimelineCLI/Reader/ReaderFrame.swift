/// One screenful of the reader, laid out for a terminal of a given size: a title bar, the list with the
/// selected item marked, a status line and a help line — every line within the width.
struct ReaderFrame {
    /// The gutter before every line of the list; the selected item's lines carry `▌` in it.
    static let gutter = 2
    /// The keys, shortest last dropped first when the terminal is narrow.
    static let help =
        "q quit · j/k move · g gap · ⏎ open · esc back · f fav · b boost · m bookmark · d delete · a author · r refresh · n more · / go"

    var columns: Int
    var rows: Int
    var title: String
    var header: [StyledText]
    var items: [PaneRow]
    /// The index of the selected item, if any.
    var selected: Int?
    /// The first line of the list shown (header lines count), kept so that the selection is visible.
    var top: Int
    /// The status line: what the list is doing, or a message.
    var status: String
    /// Whether the help line shows a prompt instead (`/`), and its text.
    var prompt: String?
    var colours: Bool

    /// The lines of the list area: the header, then each item's lines with its gutter, and where each
    /// item starts and ends.
    private func bodyLines() -> (lines: [StyledText], spans: [Range<Int>]) {
        var lines = header.map { StyledText(String(repeating: " ", count: Self.gutter)) + $0 }
        var spans: [Range<Int>] = []
        for (index, item) in items.enumerated() {
            let mark = StyledText(index == selected ? "▌ " : "  ", index == selected ? .boost : nil)
            let start = lines.count
            lines += item.lines.map { mark + $0 }
            lines.append(StyledText())
            spans.append(start..<lines.count)
        }
        return (lines, spans)
    }

    /// The height of the list area.
    var bodyHeight: Int { max(1, rows - 3) }

    /// The frame's lines and the `top` that keeps the selected item in view.
    func layout() -> (lines: [String], top: Int) {
        let (body, spans) = bodyLines()
        var top = min(self.top, max(0, body.count - bodyHeight))
        if let selected, spans.indices.contains(selected) {
            let span = spans[selected]
            if span.lowerBound < top || span.count > bodyHeight {
                top = selected == 0 ? 0 : span.lowerBound
            } else if span.upperBound > top + bodyHeight {
                top = span.upperBound - bodyHeight
            }
        }
        let width = max(1, columns)
        var lines = [inverse(" " + title, width: width)]
        for index in top..<(top + bodyHeight) {
            lines.append(
                index < body.count ? body[index].fitted(toColumns: width).rendered(colours: colours) : "")
        }
        lines.append(StyledText(status, .dim).fitted(toColumns: width).rendered(colours: colours))
        let bottom = prompt.map { "/ " + $0 + "▏" } ?? Self.help
        lines.append(
            StyledText(bottom, prompt == nil ? .dim : nil).fitted(toColumns: width).rendered(colours: colours)
        )
        return (Array(lines.prefix(rows)), top)
    }

    /// The frame as written: from the top-left corner, each line erased to its end.
    func text() -> (String, top: Int) {
        let (lines, top) = layout()
        return ("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J", top)
    }

    private func inverse(_ text: String, width: Int) -> String {
        let fitted = DisplayWidth.padded(TerminalText.clean(text, layout: .singleLine), toColumns: width)
        return colours ? "\u{1B}[7m" + fitted + Tint.reset : fitted
    }
}
