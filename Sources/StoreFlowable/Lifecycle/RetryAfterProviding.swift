/// An error that says when to try again, such as an HTTP 429 with `Retry-After`, or a Mastodon
/// response with `X-RateLimit-Reset`. A ``RetryPolicy`` waits that long instead of its own delay.
public protocol RetryAfterProviding: Error {
    /// How long to wait before trying again; `nil` when the error does not say.
    var retryAfter: Duration? { get }
}
