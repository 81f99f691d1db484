extension AnyPaginationStoreFlowable where Item: Identifiable, Item.ID: Sendable {
    /// The states of the list, each with what changed in it since the subscriber's previous state: the
    /// IDs inserted, removed and moved, and those whose item changed in place (``ListDifference``).
    ///
    /// The first state's difference is ``ListDifference/isInitial`` and inserts the whole list. A slow
    /// subscriber gets the latest state with one difference covering every change it did not see.
    ///
    /// How a difference is found depends on the cacher:
    /// - ``NormalizedListCacher`` records, while such a subscriber follows a list, which IDs each change
    ///   touched. A difference costs what changed since the subscriber's last state — one updated entity
    ///   of a long list costs no pass over the list, a page costs its length — and ``ListDifference/updated``
    ///   names exactly the items that changed. After a refresh or `update(newData:)`, the two lists of IDs
    ///   are compared instead (O(*n* log *n*)); so they are for a subscriber more changes behind than
    ///   the list keeps (at least 48), which then finds every item kept listed as updated.
    /// - ``InMemoryPaginationCacher`` knows only whether the list just grew at its ends: a page costs its
    ///   length and updates nothing. When it was set anew (a fetch, a refresh, `update(newData:)`) or a
    ///   page replaced items it had, the lists of IDs are compared and every item kept is listed in
    ///   ``ListDifference/updated``, since it cannot tell which changed.
    /// - Other cachers: the lists of IDs are compared for every state, every item kept listed as updated.
    ///
    /// - Parameter forceRefresh: Whether to fetch even when the cache is valid, as in
    ///   ``StoreFlowable/publish(forceRefresh:)``.
    public func publishWithDifferences(forceRefresh: Bool = false) -> DifferenceStateSequence<Item> {
        DifferenceStateSequence(engine: engine, start: .validate(force: forceRefresh))
    }

    /// The states of the list, each with what changed since the subscriber's previous state, never
    /// fetching, as ``StoreFlowable/publishCacheOnly()`` does. See ``publishWithDifferences(forceRefresh:)``.
    public func publishCacheOnlyWithDifferences() -> DifferenceStateSequence<Item> {
        DifferenceStateSequence(engine: engine, start: .cacheOnly)
    }

    /// The states of the list with their differences; with `cacheOnly`, never fetching and ignoring
    /// `forceRefresh`.
    @available(
        *, deprecated,
        message:
            "use publishWithDifferences(forceRefresh:) or publishCacheOnlyWithDifferences(), which cannot contradict each other"
    )
    public func publishWithDifferences(forceRefresh: Bool = false, cacheOnly: Bool)
        -> DifferenceStateSequence<Item>
    {
        cacheOnly ? publishCacheOnlyWithDifferences() : publishWithDifferences(forceRefresh: forceRefresh)
    }
}
