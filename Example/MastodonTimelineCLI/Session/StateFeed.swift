import StoreFlowable

/// The states of one subscription, with their freshness, pulled one at a time from whichever task
/// asks: so that a pull can be left waiting while interactive mode also waits for a typed line, and
/// taken up later. The subscription ends when the feed is released.
actor StateFeed<Content: Sendable> {
    private var iterator: FreshnessStateSequence<Content>.Iterator

    /// Subscribes through `states`.
    init(_ states: FreshnessStateSequence<Content>) {
        iterator = states.makeAsyncIterator()
    }

    /// The next state; `nil` once the pulling task is cancelled.
    func next() async -> StateWithFreshness<Content>? {
        var iterator = self.iterator
        defer { self.iterator = iterator }
        return await iterator.next(isolation: self)
    }
}
