extension AnyPaginationStoreFlowable where Item: Identifiable, Item.ID: Sendable {
    /// The states of the list, each with its gaps and reading position.
    ///
    /// On a cacher that keeps no gaps (one of your own), every state has none and no position.
    ///
    /// - Parameter forceRefresh: Whether to fetch even when the cache is valid, as in
    ///   ``StoreFlowable/publish(forceRefresh:)``.
    public func publishWithGaps(forceRefresh: Bool = false) -> GapStateSequence<Item> {
        let engine = engine
        return GapStateSequence { Subscription(engine: engine, start: .validate(force: forceRefresh)) }
    }

    /// The states of the list with its gaps and reading position, never fetching, as
    /// ``StoreFlowable/publishCacheOnly()`` does.
    public func publishCacheOnlyWithGaps() -> GapStateSequence<Item> {
        let engine = engine
        return GapStateSequence { Subscription(engine: engine, start: .cacheOnly) }
    }

    /// Fetches a page of `gap` from `edge` and joins it to the list, or joins the request in flight for
    /// that gap; returns once it is stored, dropped or its error recorded.
    ///
    /// - From the top, the part above the gap is paged on with its next key, as
    ///   ``PaginationStoreFlowable/requestNextData(continueWhenError:)`` pages the list's end; from the
    ///   bottom, the part below is paged back with its previous key.
    /// - The gap closes once a page reaches the part on its other side, or comes back empty; otherwise
    ///   it moves past the page. A page never duplicates an item.
    /// - While it loads, the gap shows `.loading`; a failure keeps the list and shows as the gap's
    ///   `.error(rawError:)`.
    /// - A refresh, a clear or another page that changes the gap meanwhile wins: the late page is dropped.
    ///
    /// - Parameters:
    ///   - gap: The gap, as a ``StateWithGaps`` showed it.
    ///   - edge: Where to load: `nil` loads from ``ListGap/preferredEdge``.
    ///   - continueWhenError: Whether to retry after the gap's last page failed.
    public func requestGap(_ gap: ListGap, from edge: ListGap.Edge? = nil, continueWhenError: Bool = true)
        async
    {
        await engine.requestGap(gap.id, from: edge ?? gap.preferredEdge, continueWhenError: continueWhenError)
    }

    /// Keeps `anchor` as the list's reading position (`nil` forgets it): on disk with `SQLiteListCacher`,
    /// so that it comes back with the list's first state after a restart. It is not published on its own;
    /// the states that follow carry it.
    ///
    /// - Throws: ``StoreFlowableError/cacherKeepsNoPlaces`` on a cacher that keeps none; the cacher's
    ///   error when it cannot save it.
    public func saveAnchor(_ anchor: ListAnchor<Item.ID>?) async throws {
        try await engine.saveAnchor(anchor)
    }
}
