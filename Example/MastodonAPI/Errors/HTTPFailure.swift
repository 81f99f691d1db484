import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps a non-2xx response to
/// ``MastodonError/http(status:message:rateLimitReset:retryAfter:request:body:)``.
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

    /// The statuses whose `Retry-After` is read.
    static let retryAfterStatuses: Set<Int> = [429, 503]

    /// The error for a `status` answer with `body` to `request`; `now` is the client's time, used to
    /// measure a wait given as a date when the response carries no `Date` header of its own.
    static func error(
        status: Int, body: Data, response: HTTPURLResponse, request: MastodonRequest, now: Date
    ) -> MastodonError {
        let reset = status == 429 ? response.headerValue("X-RateLimit-Reset").flatMap(parseReset) : nil
        return .http(
            status: status, message: message(from: body), rateLimitReset: reset,
            retryAfter: retryAfter(status: status, reset: reset, response: response, now: now),
            request: request, body: BodyKind.of(body, contentType: response.headerValue("Content-Type")))
    }

    /// The reason phrase of the statuses a Mastodon client meets (RFC 9110), e.g. `Not Found`.
    static func reasonPhrase(_ status: Int) -> String? {
        let phrases = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
            410: "Gone", 413: "Content Too Large", 415: "Unsupported Media Type",
            422: "Unprocessable Content", 429: "Too Many Requests", 500: "Internal Server Error",
            501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return phrases[status]
    }

    /// How long the response asks the client to wait: `Retry-After` (seconds or an HTTP date) on 429 and
    /// 503, else the 429's rate limit reset. Dates are measured from the response's own `Date` (the
    /// server's clock, so that a client clock that is off does not matter), or from `now` without one. A
    /// time already past is no wait.
    static func retryAfter(status: Int, reset: Date?, response: HTTPURLResponse, now: Date) -> Duration? {
        let sent = response.headerValue("Date").flatMap(HTTPDate.parse) ?? now
        if retryAfterStatuses.contains(status), let value = response.headerValue("Retry-After") {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
                // Kept to a million seconds (eleven days), so that any number of digits fits.
                return .seconds(trimmed.count > 6 ? 1_000_000 : Int(trimmed) ?? 1_000_000)
            }
            if let date = HTTPDate.parse(trimmed) { return wait(until: date, from: sent) }
        }
        return reset.map { wait(until: $0, from: sent) }
    }

    private static func wait(until date: Date, from now: Date) -> Duration {
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite, seconds > 0 else { return .zero }
        return .milliseconds(Int64((min(seconds, 1e9) * 1_000).rounded(.up)))
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
