import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An injected failure: when its trigger matches, the instance answers with this rule's status,
/// headers and body (or fails the transport) instead of serving the request.
///
/// Rules are checked in order before routing; the first match wins and the request changes no
/// state. A matched request is still logged and counted.
public struct FailureRule: Sendable, Hashable {
    /// Which requests fail.
    public var trigger: FailureTrigger
    /// The HTTP status to answer with (ignored when `transportError` is set).
    public var statusCode: Int
    /// Response headers, e.g. `Content-Type` or `X-RateLimit-Reset`.
    public var headers: [String: String]
    /// The response body.
    public var body: Data
    /// When set, the request fails with this `URLError` code instead of receiving a response.
    public var transportError: URLError.Code?
    /// How many times the rule may fire; `nil` means every matching request.
    public var maxHits: Int?

    /// The `X-RateLimit-Reset` of every response and of `rateLimited` unless told otherwise:
    /// five minutes after `DemoWorld.baseDate`, `2026-11-01T12:05:00.000000Z`.
    public static let defaultRateLimitReset = Timestamp.rfc3339Microseconds(
        DemoWorld.baseDate.addingTimeInterval(300)
    )

    /// Creates a rule answering matching requests with an arbitrary response.
    public init(
        trigger: FailureTrigger, statusCode: Int, headers: [String: String] = [:], body: Data = Data(),
        transportError: URLError.Code? = nil, maxHits: Int? = nil
    ) {
        self.trigger = trigger
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.transportError = transportError
        self.maxHits = maxHits
    }

    /// A Mastodon-style JSON error, `{"error": message}`, with the given status.
    public static func error(
        _ statusCode: Int, message: String, on trigger: FailureTrigger, maxHits: Int? = nil
    ) -> FailureRule {
        FailureRule(
            trigger: trigger, statusCode: statusCode,
            headers: ["Content-Type": ResponseBuilder.jsonContentType],
            body: ResponseBuilder.errorBody(message), maxHits: maxHits
        )
    }

    /// `429 Too Many Requests` with `X-RateLimit-Remaining: 0` and an ISO 8601 `X-RateLimit-Reset`
    /// (`2026-11-01T12:05:00.000000Z` unless `reset` is given), as Mastodon's rate limiter answers; with
    /// `retryAfter`, a `Retry-After` header too (seconds, or an HTTP date), as some proxies add.
    public static func rateLimited(
        on trigger: FailureTrigger, reset: String = FailureRule.defaultRateLimitReset,
        retryAfter: String? = nil, maxHits: Int? = nil
    ) -> FailureRule {
        var headers = [
            "Content-Type": ResponseBuilder.jsonContentType, "X-RateLimit-Limit": "300",
            "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset,
        ]
        headers["Retry-After"] = retryAfter
        return FailureRule(
            trigger: trigger, statusCode: 429, headers: headers,
            body: ResponseBuilder.errorBody("Too many requests"), maxHits: maxHits
        )
    }

    /// `503 Service Unavailable`, as a server in maintenance answers, with a JSON error and, when
    /// given, a `Retry-After` header (seconds, or an HTTP date).
    public static func serviceUnavailable(
        on trigger: FailureTrigger, retryAfter: String? = nil, maxHits: Int? = nil
    ) -> FailureRule {
        var headers = ["Content-Type": ResponseBuilder.jsonContentType]
        headers["Retry-After"] = retryAfter
        return FailureRule(
            trigger: trigger, statusCode: 503, headers: headers,
            body: ResponseBuilder.errorBody("Service Unavailable"), maxHits: maxHits
        )
    }

    /// `502 Bad Gateway` with the HTML body a reverse proxy (nginx) sends.
    public static func badGateway(on trigger: FailureTrigger, maxHits: Int? = nil) -> FailureRule {
        let html =
            "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
            + "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
            + "</body>\r\n</html>\r\n"
        return FailureRule(
            trigger: trigger, statusCode: 502, headers: ["Content-Type": "text/html"], body: Data(html.utf8),
            maxHits: maxHits
        )
    }

    /// A transport failure (no HTTP response at all), e.g. `.notConnectedToInternet` or `.timedOut`.
    public static func transport(_ code: URLError.Code, on trigger: FailureTrigger, maxHits: Int? = nil)
        -> FailureRule
    {
        FailureRule(trigger: trigger, statusCode: 0, transportError: code, maxHits: maxHits)
    }
}
