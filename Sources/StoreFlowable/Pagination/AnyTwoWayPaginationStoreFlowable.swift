/// A ``TwoWayPaginationStoreFlowable`` built from a two-way pagination cacher and fetcher.
///
/// ```swift
/// let timeline = AnyTwoWayPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: .home)
/// await timeline.requestNextData()  // older posts, appended
/// await timeline.requestPrevData()  // newer posts, prepended
/// ```
public struct AnyTwoWayPaginationStoreFlowable<Item: Sendable>: TwoWayPaginationStoreFlowable {
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
    public static func from<C: TwoWayPaginationCacher, F: TwoWayPaginationFetcher>(
        cacher: C,
        fetcher: F,
        param: C.Param
    ) -> AnyTwoWayPaginationStoreFlowable<Item> where C.Item == Item, F.Item == Item, F.Param == C.Param {
        let paging = PagingOperations<C.Param, [Item]>(
            loadKey: { direction, param in
                switch direction {
                case .next: return await cacher.loadNextKey(param: param)
                case .prev: return await cacher.loadPrevKey(param: param)
                }
            },
            saveKey: { direction, key, param in
                switch direction {
                case .next: await cacher.saveNextKey(nextKey: key, param: param)
                case .prev: await cacher.savePrevKey(prevKey: key, param: param)
                }
            },
            fetchPage: { direction, key, param in
                switch direction {
                case .next:
                    let result = try await fetcher.fetchNext(nextKey: key, param: param)
                    return FetchedPage(data: result.data, nextKey: result.nextKey)
                case .prev:
                    let result = try await fetcher.fetchPrev(prevKey: key, param: param)
                    return FetchedPage(data: result.data, prevKey: result.prevKey)
                }
            },
            merge: { (direction: PageDirection, cached: consuming [Item], new: [Item], param: C.Param) in
                switch direction {
                case .next: await cacher.saveNextData(cachedData: consume cached, newData: new, param: param)
                case .prev: await cacher.savePrevData(cachedData: consume cached, newData: new, param: param)
                }
            },
            isEmpty: { $0.isEmpty },
            emptyContent: []
        )
        let engine = FlowableCore(
            cacher: cacher, param: param,
            fetchWhole: { param in
                let result = try await fetcher.fetch(param: param)
                return FetchedPage(data: result.data, nextKey: result.nextKey, prevKey: result.prevKey)
            }, paging: paging)
        return AnyTwoWayPaginationStoreFlowable(
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

    /// Refetches the first page, replacing the list and reopening both ends.
    public func refresh() async {
        await engine.refresh()
    }

    /// Saves `newData` as the whole list with no keys, stamped now.
    public func update(newData: [Item]) async {
        await engine.replace(with: newData, nextKey: nil, prevKey: nil)
    }

    /// Saves `newData` as the whole list with `nextKey` and no previous key, stamped now.
    public func update(newData: [Item], nextKey: String?) async {
        await engine.replace(with: newData, nextKey: nextKey, prevKey: nil)
    }

    /// Saves `newData` as the whole list with both keys, stamped now.
    public func update(newData: [Item], nextKey: String?, prevKey: String?) async {
        await engine.replace(with: newData, nextKey: nextKey, prevKey: prevKey)
    }

    /// Drops the list, its keys and timestamp; active subscribers see a fetch start.
    public func clear() async {
        await engine.clear()
    }

    /// Fetches and appends the next page. See ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    public func requestNextData(continueWhenError: Bool) async {
        await requestPage(.next, continueWhenError)
    }

    /// Fetches and prepends the previous page.
    /// See ``TwoWayPaginationStoreFlowable/requestPrevData(continueWhenError:)``.
    public func requestPrevData(continueWhenError: Bool) async {
        await requestPage(.prev, continueWhenError)
    }
}
