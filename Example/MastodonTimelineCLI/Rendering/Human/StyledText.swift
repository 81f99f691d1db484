/// One line of human output as runs of text, each plain or with a ``Tint``.
///
/// Runs may hold server text: ``rendered(colours:)`` cleans each run through ``TerminalText`` and only
/// then wraps tinted runs in the renderer's own SGR sequences, so that no server text can write an
/// escape sequence, whatever colours are on. Built by interpolation:
///
/// ```swift
/// let line: StyledText = "[1] \(name, .name) \("@" + acct, .handle) · 5m"
/// ```
struct StyledText: Equatable, ExpressibleByStringInterpolation {
    /// A stretch of text with one tint, or none.
    struct Run: Equatable {
        /// The text, possibly from the server; cleaned when rendered.
        var text: String
        /// The tint, or `nil` for plain text.
        var tint: Tint?
    }

    /// Builds a ``StyledText`` from a string literal with interpolations.
    struct StringInterpolation: StringInterpolationProtocol {
        /// The runs so far.
        var runs: [Run] = []

        /// Starts an empty line.
        init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text, plain.
        mutating func appendLiteral(_ literal: String) {
            runs.append(Run(text: literal, tint: nil))
        }

        /// Adds `text` with `tint`, plain without one.
        mutating func appendInterpolation(_ text: String, _ tint: Tint? = nil) {
            runs.append(Run(text: text, tint: tint))
        }

        /// Adds a number, plain.
        mutating func appendInterpolation(_ number: Int) {
            runs.append(Run(text: String(number), tint: nil))
        }

        /// Adds the runs of `styled`, with their tints.
        mutating func appendInterpolation(_ styled: StyledText) {
            runs += styled.runs
        }
    }

    /// The runs, in order; empty runs are kept out.
    private(set) var runs: [Run]

    /// `text` with `tint`, or plain; an empty line for empty text.
    init(_ text: String = "", _ tint: Tint? = nil) {
        runs = text.isEmpty ? [] : [Run(text: text, tint: tint)]
    }

    /// A plain line.
    init(stringLiteral value: String) {
        self.init(value)
    }

    /// A line built by interpolation.
    init(stringInterpolation: StringInterpolation) {
        runs = stringInterpolation.runs.filter { !$0.text.isEmpty }
    }

    /// Whether the line has no text.
    var isEmpty: Bool { runs.isEmpty }

    /// The one tint of every run (`.some(nil)` when all are plain), or `nil` when they differ or there
    /// are none.
    var uniformTint: Tint?? {
        guard let first = runs.first else { return nil }
        return runs.allSatisfy { $0.tint == first.tint } ? .some(first.tint) : nil
    }

    /// The text without tints and uncleaned: what wrapping measures.
    var plainText: String { runs.map(\.text).joined() }

    /// The line as written: each run cleaned, tinted runs wrapped in SGR sequences when `colours`
    /// (neighbouring runs of one tint in one sequence).
    func rendered(colours: Bool) -> String {
        var line = ""
        var index = runs.startIndex
        while index < runs.endIndex {
            let tint = runs[index].tint
            var text = ""
            while index < runs.endIndex, runs[index].tint == tint {
                text += TerminalText.clean(runs[index].text, layout: .multiline)
                index += 1
            }
            if colours, let tint, !text.isEmpty {
                line += tint.start + text + Tint.reset
            } else {
                line += text
            }
        }
        return line
    }

    /// `left` and `right` a space apart; the space takes their tint when both have the same there.
    static func spaced(_ left: StyledText, _ right: StyledText) -> StyledText {
        let tint = left.runs.last?.tint == right.runs.first?.tint ? left.runs.last?.tint : nil
        return left + StyledText(" ", tint) + right
    }

    /// `left` followed by `right`.
    static func + (left: StyledText, right: StyledText) -> StyledText {
        var joined = left
        joined.runs += right.runs
        return joined
    }
}
