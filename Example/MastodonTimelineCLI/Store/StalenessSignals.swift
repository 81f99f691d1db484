import StoreFlowable

/// Interval signals that mark content stale just before each one is handed out, for a refetch trigger
/// that must refetch on every signal: a trigger refetches only content that expired or was marked
/// stale, and the lists of this command never expire on their own.
struct StalenessSignals: AsyncSequence, Sendable {
    typealias Element = Void
    typealias Failure = Never

    let signals: IntervalSignals
    /// Marks the content stale.
    let markStale: @Sendable () -> Void

    init(_ signals: IntervalSignals, markStale: @escaping @Sendable () -> Void) {
        self.signals = signals
        self.markStale = markStale
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(signals: signals.makeAsyncIterator(), markStale: markStale)
    }

    /// The signals of one iteration.
    struct Iterator: AsyncIteratorProtocol {
        var signals: IntervalSignals.Iterator
        let markStale: @Sendable () -> Void

        /// Waits for the next signal and marks the content stale; `nil` when the task is cancelled.
        mutating func next() async -> Void? {
            guard await signals.next() != nil else { return nil }
            markStale()
            return ()
        }
    }
}
