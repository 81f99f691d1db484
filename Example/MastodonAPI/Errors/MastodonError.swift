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
    /// on 429; `nil` when the answer does not say. `request` is the request that got the answer and
    /// `body` what its body was; both are set on every error the client throws.
    case http(
        status: Int, message: String?, rateLimitReset: Date?, retryAfter: Duration? = nil,
        request: MastodonRequest? = nil, body: BodyKind? = nil)
    /// The response was not the expected JSON: `detail` names the JSON path that failed. On every error
    /// the client throws, `request` is the request answered, `expected` what the answer should have
    /// been (`a Mastodon status list`) and `mismatch` how far off it was.
    case decoding(
        String, request: MastodonRequest? = nil, expected: String? = nil, mismatch: DecodingMismatch? = nil)
    /// A pagination link pointed at another origin than the instance; it was not requested.
    case crossOriginLink(URL)
    /// The server redirected a request to another origin (scheme, host or port); the redirect was
    /// not followed, so nothing was sent there. The URL is where the redirect pointed.
    case crossOriginRedirect(URL)
    /// A request got no complete answer within the time limit: which request, and the limit.
    case timedOut(method: String, url: URL, after: Duration)
    /// The instance URL is unusable (e.g. plain http to a non-loopback host).
    case invalidInstance(String)
    /// The request did not complete (host unreachable, TLS failure, …): why, and, on every error the
    /// client throws, which request.
    case transport(String, request: MastodonRequest? = nil)
    /// The response's body, once decompressed, was larger than the client takes
    /// (``MastodonClient/maximumResponseBytes``); reading it was stopped there.
    case responseTooLarge(method: String, url: URL, limit: Int)

    /// The HTTP status for ``http(status:message:rateLimitReset:retryAfter:)``, otherwise `nil`.
    public var statusCode: Int? {
        if case .http(let status, _, _, _, _, _) = self { return status }
        return nil
    }

    /// How long the server asked to wait before the next request, for an HTTP error that says so;
    /// otherwise `nil`.
    public var retryAfter: Duration? {
        if case .http(_, _, _, let wait, _, _) = self { return wait }
        return nil
    }

    /// Whether the answer shows that what answered is not a Mastodon server, or not its API: a 404 to
    /// an API path without Mastodon's JSON error, a success whose body is not JSON, or JSON of another
    /// shape than the API's. Only an error the client made from an answer can tell.
    public var suggestsNonMastodonServer: Bool {
        switch self {
        case .http(404, nil, _, _, let request?, _?): request.url.path.hasPrefix("/api/")
        case .decoding(_, _?, _, .notJSON?), .decoding(_, _?, _, .topLevel?): true
        default: false
        }
    }

    /// One line describing the error, with the request it belongs to when known, e.g.
    /// `GET https://mastodon.social:443/api/v1/statuses/1: HTTP 404 Not Found: Record not found`.
    public var description: String {
        switch self {
        case .http(let status, let message, let reset, let wait, let request, let body):
            var line = (request.map { "\($0): " } ?? "") + Self.statusLine(status)
            if let message {
                line += ": \(message)"
            } else {
                line += " (\(Self.note(on: body)))"
            }
            if let reset {
                line += "; rate limit resets at \(MastodonDate.string(from: reset))"
            } else if let wait {
                line += "; retry after \(Self.wholeSeconds(wait)) s"
            }
            return line
        case .decoding(let detail, let request, let expected, let mismatch):
            let prefix = request.map { "\($0): " } ?? ""
            if case .notJSON(let body)? = mismatch {
                return prefix + "the response is \(body.phrase), not JSON"
            }
            guard let expected else { return prefix + "Unexpected response from the server: \(detail)" }
            return prefix
                + "the response is not \(expected) (\(mismatch == .malformed ? "" : "at ")\(detail))"
        case .crossOriginLink(let url):
            return "Refused to follow a link to another origin: \(MastodonRequest.text(of: url))"
        case .crossOriginRedirect(let url):
            return "Refused to follow a redirect to another origin: \(RequestSender.originText(url))"
        case .timedOut(let method, let url, let limit):
            return
                "Network error: \(MastodonRequest(method: method, url: url)) timed out after \(Self.seconds(limit))"
        case .invalidInstance(let reason):
            return "Invalid instance URL: \(reason)"
        case .transport(let reason, let request):
            return "Network error: " + (request.map { "\($0): " } ?? "") + reason
        case .responseTooLarge(let method, let url, let limit):
            return "The response to \(MastodonRequest(method: method, url: url)) is larger than "
                + "\(Self.size(limit)); it was not read"
        }
    }

    /// `HTTP 404 Not Found`, or `HTTP 599` for a status without a known reason phrase.
    static func statusLine(_ status: Int) -> String {
        "HTTP \(status)" + (HTTPFailure.reasonPhrase(status).map { " " + $0 } ?? "")
    }

    /// What an error answer without a message held: `an HTML page, not JSON`, `an empty body`, …
    private static func note(on body: BodyKind?) -> String {
        switch body {
        case nil: "non-JSON body"
        case .json?: "JSON without an error message"
        case .empty?: BodyKind.empty.phrase
        case let body?: "\(body.phrase), not JSON"
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
