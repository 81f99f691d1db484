import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps a non-2xx response to ``MastodonError/http(status:message:rateLimitReset:)``.
enum HTTPFailure {
    /// The longest error message kept; anything longer is cut with `…`.
    static let maximumMessageLength = 300

    private struct Body: Decodable {
        var error: String?
        var errorDescription: String?

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }

    static func error(status: Int, body: Data, response: HTTPURLResponse) -> MastodonError {
        let reset = status == 429 ? response.headerValue("X-RateLimit-Reset").flatMap(parseReset) : nil
        return .http(status: status, message: message(from: body), rateLimitReset: reset)
    }

    /// The message from a JSON error body (`error`, `error_description` or both), or `nil` for
    /// HTML and other non-JSON bodies, which are never echoed.
    static func message(from body: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body) else { return nil }
        let parts = [decoded.error, decoded.errorDescription].compactMap { part -> String? in
            guard let part = part.map(singleLine), !part.isEmpty else { return nil }
            return part
        }
        guard let first = parts.first else { return nil }
        let text = parts.count == 2 && parts[0] != parts[1] ? "\(first): \(parts[1])" : first
        return text.count > maximumMessageLength ? text.prefix(maximumMessageLength) + "…" : text
    }

    /// Parses `X-RateLimit-Reset`: ISO 8601 (Mastodon, with 6 fractional digits) or Unix seconds
    /// (GoToSocial).
    static func parseReset(_ value: String) -> Date? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), trimmed.allSatisfy({ $0.isNumber || $0 == "." }) {
            return Date(timeIntervalSince1970: seconds)
        }
        return MastodonDate.parse(trimmed)
    }

    private static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
