/// How the human format is laid out for the reader: how wide lines may be, whether they are
/// coloured, and whether content warnings show what they hide.
struct ReadingStyle: Equatable, Sendable {
    /// The width when neither `--width` nor the terminal says.
    static let defaultWidth = 80

    /// 80 columns, no colour, content warnings collapsed: output that is not going to a terminal.
    static let plain = ReadingStyle(width: defaultWidth, colours: false, expandsContentWarnings: false)

    /// The columns of the output, indents included.
    var width: Int
    /// Whether names, addresses, counts and marks are coloured with SGR sequences.
    var colours: Bool
    /// Whether a status with a content warning shows its text and attachments under the warning
    /// (`--expand-cw`) rather than the warning alone.
    var expandsContentWarnings: Bool

    /// A style of `width` columns.
    init(width: Int, colours: Bool, expandsContentWarnings: Bool) {
        self.width = width
        self.colours = colours
        self.expandsContentWarnings = expandsContentWarnings
    }

    /// The style the command line asks for: `--width`, else the terminal's width (`terminalWidth`),
    /// else 80; colours from `--color` (``ColorChoice/colours(isTerminal:environment:)``); and
    /// `--expand-cw`. A terminal's width is kept within the widths `--width` accepts.
    init(options: CommandOptions, terminalWidth: Int?, isTerminal: Bool, environment: [String: String]) {
        let measured = terminalWidth.flatMap { $0 > 0 ? $0 : nil }.map {
            min(max($0, CommandOptions.narrowestWidth), CommandOptions.widestWidth)
        }
        self.init(
            width: options.width ?? measured ?? Self.defaultWidth,
            colours: options.color.colours(isTerminal: isTerminal, environment: environment),
            expandsContentWarnings: options.expandsContentWarnings)
    }

    /// The width text is wrapped to under an indent of `indent` columns; at least 1.
    func textWidth(indent: Int) -> Int {
        max(1, width - indent)
    }

    /// `lines` as written, one per line (no newline after the last), each cleaned and coloured as
    /// ``StyledText/rendered(colours:)`` says.
    func render(_ lines: [StyledText]) -> String {
        lines.map { $0.rendered(colours: colours) }.joined(separator: "\n")
    }
}
