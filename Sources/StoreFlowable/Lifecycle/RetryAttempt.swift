/// A retry about to happen, as ``RetryPolicy/onRetry`` is told.
public struct RetryAttempt: Sendable {
    /// The attempt that failed, 1 for the first.
    public let failedAttempt: Int
    /// Why it failed.
    public let error: any Error
    /// How long until the next attempt.
    public let delay: Duration

    /// A retry after `failedAttempt` failed with `error`, in `delay`.
    public init(failedAttempt: Int, error: any Error, delay: Duration) {
        self.failedAttempt = failedAttempt
        self.error = error
        self.delay = delay
    }
}
