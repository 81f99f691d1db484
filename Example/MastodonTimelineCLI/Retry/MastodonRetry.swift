import MastodonAPI
import StoreFlowable

/// How the command retries a failed fetch: only when the server is overloaded or rate limits it
/// (HTTP 429 and 5xx), a few times, with waits a person can sit through.
///
/// A server that names its wait (`Retry-After`, or the reset of Mastodon's rate limit) is waited for,
/// unless that is more than ``longestWait`` away: then the command gives up at once with the server's
/// answer, which says when the limit resets. Every other failure (404, 401, a network error, a
/// malformed answer) fails at once.
enum MastodonRetry {
    /// Attempts in all, the first included.
    static let maxAttempts = 3
    /// The ceiling of the first wait when the server names none; it doubles for the next.
    static let baseDelay = Duration.seconds(1)
    /// The longest wait a server may ask for that the command still waits out, and the ceiling of its own
    /// waits (1 s, then 2 s, with three attempts).
    static let longestWait = Duration.seconds(60)

    /// The policy of every fetch of the command: waits slept on `clock`, each announced to `onRetry`.
    static func policy(
        clock: any Clock<Duration>, onRetry: (@Sendable (RetryAttempt) -> Void)?
    ) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: longestWait, jitter: .full,
            clock: clock,
            shouldRetry: isWorthRetrying, onRetry: onRetry)
    }

    /// Whether `error` is an HTTP 429 or 5xx whose wait, if the server names one, is short enough.
    @Sendable static func isWorthRetrying(_ error: any Error) -> Bool {
        guard let error = error as? MastodonError, let status = error.statusCode,
            status == 429 || (500...599).contains(status)
        else { return false }
        return (error.retryAfter ?? .zero) <= longestWait
    }

    /// What the progress line says during the wait: `rate limited, retrying in 12 s`, or
    /// `server error (HTTP 502), retrying in 2 s`.
    static func notice(for attempt: RetryAttempt) -> String {
        let status = (attempt.error as? MastodonError)?.statusCode
        let reason = status == 429 ? "rate limited" : status.map { "server error (HTTP \($0))" } ?? "failed"
        let (seconds, attoseconds) = attempt.delay.components
        let whole = attoseconds > 0 ? seconds + 1 : seconds
        return whole <= 0 ? "\(reason), retrying now" : "\(reason), retrying in \(whole) s"
    }
}
