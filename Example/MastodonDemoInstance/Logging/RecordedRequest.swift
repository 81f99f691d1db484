import Foundation

/// One request the demo instance received, in arrival order.
public struct RecordedRequest: Sendable, Hashable {
    /// The HTTP method, e.g. `GET` or `POST`.
    public let method: String
    /// The full request URL.
    public let url: URL
    /// Whether the request carried a non-empty `Authorization` header.
    public let hadAuthorization: Bool
    /// The HTTP status answered, or 0 when an injected transport error was raised.
    public let statusCode: Int
    /// The request's `Idempotency-Key` header, when it carried one.
    public let idempotencyKey: String?

    /// Creates a log entry.
    public init(
        method: String, url: URL, hadAuthorization: Bool, statusCode: Int, idempotencyKey: String? = nil
    ) {
        self.method = method
        self.url = url
        self.hadAuthorization = hadAuthorization
        self.statusCode = statusCode
        self.idempotencyKey = idempotencyKey
    }
}
