import StoreFlowable

/// The states of one subscription, with their freshness (and, for a timeline that keeps its place, its
/// gaps), pulled one at a time from whichever task asks: so that a pull can be left waiting while
/// interactive mode also waits for a typed line, and taken up later. The subscription ends when the
/// feed is released.
actor StateFeed<Item: ScreenItem> {
    /// The subscription's iteration.
    private enum Source {
        case freshness(FreshnessStateSequence<[Item]>.Iterator)
        case gaps(GapStateSequence<Item>.Iterator)
    }

    private var source: Source

    /// Subscribes through `states`.
    init(_ states: FreshnessStateSequence<[Item]>) {
        source = .freshness(states.makeAsyncIterator())
    }

    /// Subscribes through `states`, whose updates carry the list's gaps and reading position.
    init(_ states: GapStateSequence<Item>) {
        source = .gaps(states.makeAsyncIterator())
    }

    /// The next state; `nil` once the pulling task is cancelled.
    func next() async -> ListUpdate<Item>? {
        switch source {
        case .freshness(var iterator):
            defer { source = .freshness(iterator) }
            return await iterator.next(isolation: self).map { ListUpdate($0) }
        case .gaps(var iterator):
            defer { source = .gaps(iterator) }
            return await iterator.next(isolation: self).map { ListUpdate($0) }
        }
    }
}
