import Foundation

/// How a failed fetch is tried again: how many attempts, how long to wait between them, and on which
/// clock.
///
/// The wait before attempt *n* + 1 is drawn at random between zero and
/// `min(maxDelay, baseDelay × 2ⁿ⁻¹)` ("full jitter"), unless the error says when to come back
/// (``RetryAfterProviding``), as an HTTP 429 with `Retry-After` does: that wait is kept when it is at most
/// `maxDelay`, and a longer one ends the retries at once. During the retries subscribers
/// keep seeing `.loading(content:)`; after the last failure, `.error(rawError:content:)` with the content
/// kept. Retries stop when the fetching task is cancelled or nobody waits for the fetch any more.
///
/// ```swift
/// let retry = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30))
/// let home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: .home, retry: retry)
/// ```
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included; 1 means no retry.
    public var maxAttempts: Int
    /// The ceiling of the first wait; each later ceiling doubles it.
    public var baseDelay: Duration
    /// The longest wait: the largest ceiling of the policy's own waits, and the longest a server may ask
    /// for — an error that asks for a longer one (``RetryAfterProviding``) fails at once.
    public var maxDelay: Duration
    /// Whether waits are drawn at random below their ceiling (``Jitter/full``) or are the ceiling.
    public var jitter: Jitter
    /// The clock the waits are slept on.
    public var clock: any Clock<Duration>
    /// Whether an error is worth another attempt. By default every error but a cancellation is.
    public var shouldRetry: @Sendable (any Error) -> Bool
    /// Called before each wait, for a screen that says "retrying in 12 s".
    public var onRetry: (@Sendable (RetryAttempt) -> Void)?
    /// A number in `0 ..< 1`, for the jitter.
    var random: @Sendable () -> Double

    /// How waits relate to their ceiling.
    public enum Jitter: Sendable, Hashable {
        /// A wait is drawn uniformly between zero and its ceiling.
        case full
        /// A wait is its ceiling.
        case none
    }

    /// A policy of `maxAttempts` attempts, waiting up to `baseDelay`, doubling up to `maxDelay`.
    public init(
        maxAttempts: Int,
        baseDelay: Duration = .seconds(1),
        maxDelay: Duration = .seconds(30),
        jitter: Jitter = .full,
        clock: any Clock<Duration> = ContinuousClock(),
        shouldRetry: @escaping @Sendable (any Error) -> Bool = { !($0 is CancellationError) },
        onRetry: (@Sendable (RetryAttempt) -> Void)? = nil
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.clock = clock
        self.shouldRetry = shouldRetry
        self.onRetry = onRetry
        self.random = { Double.random(in: 0..<1) }
    }

    /// No retry: a failed fetch fails at once. The default.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before the attempt after `failedAttempt` (1 for the first attempt) failed with `error`;
    /// `nil` when there is no further attempt.
    package func delay(after failedAttempt: Int, error: any Error) -> Duration? {
        guard failedAttempt < maxAttempts, shouldRetry(error) else { return nil }
        if let asked = (error as? any RetryAfterProviding)?.retryAfter {
            return asked <= maxDelay ? max(.zero, asked) : nil
        }
        // Compared in seconds first, so that a long run of attempts caps at `maxDelay` instead of
        // overflowing.
        let doubling = pow(2, Double(failedAttempt - 1))
        let ceiling = baseDelay.seconds * doubling >= maxDelay.seconds ? maxDelay : baseDelay * doubling
        switch jitter {
        case .none: return ceiling
        case .full: return ceiling * random()
        }
    }
}
