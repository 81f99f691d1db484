import MastodonAPI

/// One line describing an error for `error: …` on standard error.
enum ErrorMessage {
    /// The error's own description, on one line, safe for a terminal (it may quote the server).
    static func line(for error: any Error) -> String {
        let text: String
        switch error {
        case let error as MastodonError: text = error.description
        case is CancellationError: text = "cancelled"
        default: text = String(describing: error)
        }
        return TerminalText.clean(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}
