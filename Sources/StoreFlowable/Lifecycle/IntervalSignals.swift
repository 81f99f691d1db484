/// A signal every `interval` on a clock, for a refetch trigger on a timer:
///
/// ```swift
/// cacher.refetch(on: IntervalSignals(every: .seconds(60)))
/// ```
///
/// The first signal comes one interval after iteration starts. Tests pass a clock they advance by hand.
public struct IntervalSignals: AsyncSequence, Sendable {
    /// The time of each signal.
    public typealias Element = Void
    /// Iteration ends rather than throwing when its task is cancelled.
    public typealias Failure = Never

    /// The time between signals.
    public let interval: Duration
    /// The clock the signals are timed on.
    public let clock: any Clock<Duration>

    /// Signals every `interval` on `clock` (by default the continuous clock).
    public init(every interval: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.interval = interval
        self.clock = clock
    }

    /// Starts waiting for the first signal.
    public func makeAsyncIterator() -> Iterator {
        Iterator(interval: interval, clock: clock)
    }

    /// The signals of one iteration.
    public struct Iterator: AsyncIteratorProtocol {
        let interval: Duration
        let clock: any Clock<Duration>

        /// Waits one interval; `nil` when the task is cancelled.
        public mutating func next() async -> Void? {
            do {
                try await clock.sleep(for: interval)
            } catch {
                return nil
            }
            return Task.isCancelled ? nil : ()
        }
    }
}
