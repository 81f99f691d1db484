import Foundation
import StoreFlowable

/// Everything that can go wrong talking to a Mastodon server, each with one clear human line.
///
/// Task cancellation is not wrapped: it surfaces as `CancellationError`.
///
/// An HTTP error that says when to come back carries the wait (``retryAfter``), so that a StoreFlowable
/// `RetryPolicy` waits that long before trying again.
public enum MastodonError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError,
    RetryAfterProviding
{
    /// The server answered with a non-2xx status.
    ///
    /// `message` comes from the JSON body's `error` / `error_description` and is `nil` for HTML or
    /// other non-JSON bodies (from proxies); `rateLimitReset` is set for 429 from `X-RateLimit-Reset`.
    /// `retryAfter` is how long the server asked the client to wait, measured when the answer came:
    /// from `Retry-After` on 429 and 503 (seconds or an HTTP date), otherwise from `X-RateLimit-Reset`
    /// on 429; `nil` when the answer does not say.
    case http(status: Int, message: String?, rateLimitReset: Date?, retryAfter: Duration? = nil)
    /// The response was not the expected JSON; the text names the JSON path that failed.
    case decoding(String)
    /// A pagination link pointed at another origin than the instance; it was not requested.
    case crossOriginLink(URL)
    /// The server redirected a request to another origin (scheme, host or port); the redirect was
    /// not followed, so nothing was sent there. The URL is where the redirect pointed.
    case crossOriginRedirect(URL)
    /// A request got no complete answer within the time limit: which request, and the limit.
    case timedOut(method: String, url: URL, after: Duration)
    /// The instance URL is unusable (e.g. plain http to a non-loopback host).
    case invalidInstance(String)
    /// The request did not complete (host unreachable, timeout, TLS failure, …).
    case transport(String)
    /// The response's body, once decompressed, was larger than the client takes
    /// (``MastodonClient/maximumResponseBytes``); reading it was stopped there.
    case responseTooLarge(method: String, url: URL, limit: Int)

    /// The HTTP status for ``http(status:message:rateLimitReset:retryAfter:)``, otherwise `nil`.
    public var statusCode: Int? {
        if case .http(let status, _, _, _) = self { return status }
        return nil
    }

    /// How long the server asked to wait before the next request, for an HTTP error that says so;
    /// otherwise `nil`.
    public var retryAfter: Duration? {
        if case .http(_, _, _, let wait) = self { return wait }
        return nil
    }

    /// One line describing the error, e.g. `HTTP 404: Record not found`.
    public var description: String {
        switch self {
        case .http(let status, let message, let reset, let wait):
            var line = "HTTP \(status)"
            if let message {
                line += ": \(message)"
            } else {
                line += " (non-JSON body)"
            }
            if let reset {
                line += "; rate limit resets at \(MastodonDate.string(from: reset))"
            } else if let wait {
                line += "; retry after \(Self.wholeSeconds(wait)) s"
            }
            return line
        case .decoding(let detail):
            return "Unexpected response from the server: \(detail)"
        case .crossOriginLink(let url):
            return "Refused to follow a link to another origin: \(url.absoluteString)"
        case .crossOriginRedirect(let url):
            return "Refused to follow a redirect to another origin: \(RequestSender.originText(url))"
        case .timedOut(let method, let url, let limit):
            return "Network error: \(method) \(url.absoluteString) timed out after \(Self.seconds(limit))"
        case .invalidInstance(let reason):
            return "Invalid instance URL: \(reason)"
        case .transport(let reason):
            return "Network error: \(reason)"
        case .responseTooLarge(let method, let url, let limit):
            return
                "The response to \(method) \(url.absoluteString) is larger than \(Self.size(limit)); it was not read"
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return "\(seconds)s" }
        return String(format: "%.3gs", Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// `duration` in whole seconds, rounded up.
    private static func wholeSeconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds + 1 : seconds
    }

    /// The same line as ``description``.
    public var errorDescription: String? { description }
}
