import MastodonAPI

/// One line describing an error for `error: …` on standard error.
enum ErrorMessage {
    /// The error's own description, on one line, safe for a terminal (it may quote the server). An
    /// answer that shows the server is not a Mastodon server says so first
    /// (`http://127.0.0.1:8080 does not answer like a Mastodon server: GET … gave HTTP 404 (an HTML
    /// page)`), even where a screen took it for a missing status or account.
    static func line(for error: any Error) -> String {
        let text: String
        switch error {
        case let error as MastodonError: text = notMastodon(error) ?? error.description
        case let error as NotFound: text = notMastodon(error.cause) ?? error.description
        case is CancellationError: text = "cancelled"
        default: text = String(describing: error)
        }
        return TerminalText.clean(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// `ORIGIN does not answer like a Mastodon server: REQUEST gave ANSWER`, when `error` shows it
    /// (``MastodonError/suggestsNonMastodonServer``); otherwise `nil`.
    static func notMastodon(_ error: MastodonError) -> String? {
        guard error.suggestsNonMastodonServer else { return nil }
        let request: MastodonRequest
        let answer: String
        switch error {
        case .http(let status, _, _, _, let sent?, let body?):
            request = sent
            answer =
                "HTTP \(status) (\(body == .json ? "JSON without Mastodon's error message" : body.phrase))"
        case .decoding(_, let sent?, _, .notJSON(let body)?):
            request = sent
            answer = "\(body.phrase), not JSON"
        case .decoding(let detail, let sent?, let expected, _):
            request = sent
            answer = "JSON that is not \(expected ?? "what the Mastodon API sends") (at \(detail))"
        default:
            return nil
        }
        return "\(request.origin) does not answer like a Mastodon server: \(request) gave \(answer)"
    }
}
