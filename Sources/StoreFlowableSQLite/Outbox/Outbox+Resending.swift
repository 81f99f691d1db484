import StoreFlowable

extension Outbox {
    /// Sends what waits, and again while something waits: after a send that left operations waiting,
    /// waits as `policy` says (as long as the server asked, when one did) and sends again;
    /// ``networkIsBack()`` ends a wait at once. Returns when nothing waits, when `policy` gives up, or
    /// when the task is cancelled.
    ///
    /// - Returns: Every send's report, combined; `waiting` is the last one's.
    /// - Throws: ``SQLiteError`` when the file cannot be read or written.
    @discardableResult
    public func keepSending(retrying policy: RetryPolicy) async throws(SQLiteError) -> OutboxReport {
        var combined = OutboxReport()
        var failedSends = 0
        while true {
            let report = try await send()
            combined.sent += report.sent
            combined.refused += report.refused
            combined.gone += report.gone
            combined.waiting = report.waiting
            combined.retryAfter = report.retryAfter
            guard report.waiting > 0, !Task.isCancelled else { return combined }
            failedSends += 1
            let failure = OutboxFailure.unavailable(retryAfter: report.retryAfter)
            guard let delay = policy.delay(after: failedSends, error: failure) else { return combined }
            policy.onRetry?(RetryAttempt(failedAttempt: failedSends, error: failure, delay: delay))
            await networkSignal.wait(upTo: delay, on: policy.clock)
        }
    }

    /// Says the network is back: a ``keepSending(retrying:)`` waiting sends at once, and one sending now
    /// sends again without waiting.
    public func networkIsBack() {
        networkSignal.signal()
    }
}
