/// A ``PaginationStoreFlowable`` built from a pagination cacher and fetcher.
///
/// ```swift
/// let feed = AnyPaginationStoreFlowable.from(cacher: feedCacher, fetcher: FeedFetcher(api: api), param: feedID)
/// Task { for await state in feed.publish() { render(state) } }
/// await feed.requestNextData()
/// ```
public struct AnyPaginationStoreFlowable<Item: Sendable>: PaginationStoreFlowable {
    /// The list the flowable publishes.
    public typealias Content = [Item]

    @usableFromInline let engine: any FlowableEngine<[Item]>
    /// The engine's page requests, made where the cacher's type is known so that they are specialized.
    @usableFromInline let requestPage: @Sendable (PageDirection, _ continueWhenError: Bool) async -> Void

    @usableFromInline
    init(
        engine: any FlowableEngine<[Item]>,
        requestPage: @escaping @Sendable (PageDirection, _ continueWhenError: Bool) async -> Void
    ) {
        self.engine = engine
        self.requestPage = requestPage
    }

    /// Creates a flowable of the list for `param`, kept in `cacher` and fetched with `fetcher`.
    ///
    /// Inlinable, so that page requests and merges are specialized for the cacher and `Item`.
    @inlinable
    public static func from<C: PaginationCacher, F: PaginationFetcher>(
        cacher: C,
        fetcher: F,
        param: C.Param
    ) -> AnyPaginationStoreFlowable<Item> where C.Item == Item, F.Item == Item, F.Param == C.Param {
        let paging = PagingOperations<C.Param, [Item]>(
            loadKey: { direction, param in
                direction == .next ? await cacher.loadNextKey(param: param) : nil
            },
            saveKey: { direction, key, param in
                if direction == .next { await cacher.saveNextKey(nextKey: key, param: param) }
            },
            fetchPage: { _, key, param in
                let result = try await fetcher.fetchNext(nextKey: key, param: param)
                return FetchedPage(data: result.data, nextKey: result.nextKey)
            },
            merge: { (_: PageDirection, cached: consuming [Item], new: [Item], param: C.Param) in
                await cacher.saveNextData(cachedData: consume cached, newData: new, param: param)
            },
            isEmpty: { $0.isEmpty },
            emptyContent: []
        )
        let engine = FlowableCore(
            cacher: cacher, param: param,
            fetchWhole: { param in
                let result = try await fetcher.fetch(param: param)
                return FetchedPage(data: result.data, nextKey: result.nextKey)
            }, paging: paging)
        return AnyPaginationStoreFlowable(
            engine: engine,
            requestPage: { await engine.requestPage($0, continueWhenError: $1) })
    }

    /// The states of the list, starting with the current one.
    /// See ``StoreFlowable/publish(forceRefresh:)``.
    public func publish(forceRefresh: Bool) -> LoadingStateSequence<[Item]> {
        engine.publish(forceRefresh: forceRefresh)
    }

    /// Returns the list from `from`, or `nil` where ``requireData(from:)`` would throw.
    public func getData(from: GettingFrom) async -> [Item]? {
        try? await engine.requireData(from: from)
    }

    /// Returns the list from `from`. See ``StoreFlowable/requireData(from:)``.
    public func requireData(from: GettingFrom) async throws -> [Item] {
        try await engine.requireData(from: from)
    }

    /// Refetches the first page if the list is not valid or the last fetch failed.
    public func validate() async {
        await engine.validate()
    }

    /// Refetches the first page, replacing the list and reopening its end.
    public func refresh() async {
        await engine.refresh()
    }

    /// Saves `newData` as the whole list with no next key, stamped now.
    public func update(newData: [Item]) async {
        await engine.replace(with: newData, nextKey: nil, prevKey: nil)
    }

    /// Saves `newData` as the whole list with `nextKey`, stamped now.
    public func update(newData: [Item], nextKey: String?) async {
        await engine.replace(with: newData, nextKey: nextKey, prevKey: nil)
    }

    /// Drops the list, its key and timestamp; active subscribers see a fetch start.
    public func clear() async {
        await engine.clear()
    }

    /// Fetches and appends the next page. See ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    public func requestNextData(continueWhenError: Bool) async {
        await requestPage(.next, continueWhenError)
    }
}
