/// A command line that cannot be run: unknown options or bad values. The tool writes two lines, the
/// error and ``hint``, and exits with status 2.
struct UsageError: Error, Equatable {
    /// The line after the error, in place of the whole usage, which would scroll the error away.
    static let hint = "run 'mastodon-timeline --help' for the usage"

    /// One line saying what is wrong, with what was most likely meant when that can be told
    /// (`unknown option '--pagse'; did you mean '--pages'?`).
    let message: String

    /// The two lines written to standard error: `error: …` and ``hint``, each safe for a terminal.
    var lines: String {
        "error: \(TerminalText.clean(message))\n\(Self.hint)\n"
    }
}
