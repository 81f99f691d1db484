/// A ``PaginationStoreFlowable`` built from a pagination cacher and fetcher.
///
/// ```swift
/// let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: .home)
/// await timeline.requestNextData()  // older posts, appended
/// await timeline.requestPrevData()  // newer posts, prepended (when the fetcher gave a previous key)
/// ```
///
/// Flowables on the same cacher and param share one state, whichever kind they are.
public struct AnyPaginationStoreFlowable<Item: Sendable, Key: Hashable & Sendable>: PaginationStoreFlowable {
    /// The list the flowable publishes.
    public typealias Content = [Item]

    @usableFromInline let engine: FlowEngine
    /// Reads the cache with the cacher's type known, for ``GettingFrom/cache``.
    @usableFromInline let readCache: @Sendable () async -> [Item]?

    @usableFromInline
    init(engine: FlowEngine, readCache: @escaping @Sendable () async -> [Item]?) {
        self.engine = engine
        self.readCache = readCache
    }

    /// Creates a flowable of the list for `param`, kept in `cacher` and fetched with `fetcher`.
    /// A failed fetch is tried again as `retry` says (by default it is not).
    ///
    /// Inlinable, so that the cacher's and fetcher's code runs specialized for their types.
    @inlinable
    public static func from<C: PaginationCacher, F: PaginationFetcher>(
        cacher: C,
        fetcher: F,
        param: C.Param,
        retry: RetryPolicy = .none
    ) -> AnyPaginationStoreFlowable<Item, Key>
    where C.Item == Item, C.Key == Key, F.Item == Item, F.Key == Key, F.Param == C.Param {
        // The library's own in-memory cacher stores a page in one step.
        let storeAtOnce: (@Sendable (PageDirection, any AnyObject & Sendable) -> StoredPage)?
        if let inMemory = cacher as? InMemoryPaginationCacher<C.Param, Item, Key> {
            storeAtOnce = { direction, page in
                let page = page as? TypedPage<Item, Key>
                let items = page?.items ?? []
                // An empty page ends its direction.
                let key = items.isEmpty ? nil : page?.keyBeyond
                return inMemory.storePage(items, keyBeyond: key, direction, param: param)
            }
        } else {
            storeAtOnce = nil
        }
        let paging = PagingOperations(
            loadKey: { direction in
                switch direction {
                case .next: return await cacher.loadNextKey(param: param)
                case .prev: return await cacher.loadPrevKey(param: param)
                }
            },
            saveKey: { direction, key in
                switch direction {
                case .next: try await cacher.saveNextKey(nextKey: key as? Key, param: param)
                case .prev: try await cacher.savePrevKey(prevKey: key as? Key, param: param)
                }
            },
            fetchPage: { direction, key in
                typealias Page = TypedPage<Item, Key>
                guard let key = key as? Key else { return Page(items: [], keyBeyond: nil) }
                switch direction {
                case .next:
                    let result = try await fetcher.fetchNext(nextKey: key, param: param)
                    return Page(items: result.data, keyBeyond: result.nextKey)
                case .prev:
                    let result = try await fetcher.fetchPrev(prevKey: key, param: param)
                    return Page(items: result.data, keyBeyond: result.prevKey)
                }
            },
            storePage: {
                (direction: PageDirection, cached: consuming (any Sendable)?, page: any AnyObject & Sendable)
                in
                if let storeAtOnce {
                    // The kept list is the one merged into: letting go of this copy lets it grow in place.
                    _ = consume cached
                    return storeAtOnce(direction, page)
                }
                let page = page as? TypedPage<Item, Key>
                let items = page?.items ?? []
                // An empty page ends its direction.
                let key = items.isEmpty ? nil : page?.keyBeyond
                if !items.isEmpty {
                    var list = (consume cached) as? [Item]
                    if list == nil { list = await cacher.loadData(param: param) }
                    switch direction {
                    case .next:
                        try await cacher.saveNextData(
                            cachedData: list.take() ?? [], newData: items, param: param)
                    case .prev:
                        try await cacher.savePrevData(
                            cachedData: list.take() ?? [], newData: items, param: param)
                    }
                }
                switch direction {
                case .next: try await cacher.saveNextKey(nextKey: key, param: param)
                case .prev: try await cacher.savePrevKey(prevKey: key, param: param)
                }
                if let read = cacher.peekData(param: param), let keys = cacher.peekKeys(param: param) {
                    return StoredPage(data: read.data, key: direction == .next ? keys.next : keys.prev)
                }
                let read = await cacher.loadData(param: param)
                switch direction {
                case .next: return StoredPage(data: read, key: await cacher.loadNextKey(param: param))
                case .prev: return StoredPage(data: read, key: await cacher.loadPrevKey(param: param))
                }
            },
            storePageAtOnce: storeAtOnce,
            isEmpty: { ($0 as? [Item])?.isEmpty ?? true },
            peekKeys: { cacher.peekKeys(param: param).map { ($0.next, $0.prev) } }
        )
        return AnyPaginationStoreFlowable(
            engine: FlowEngine(
                registry: RegistryDirectory.registry(for: cacher), key: ParamKey(param),
                access: CacherAccess(cacher: cacher, param: param),
                fetchWhole: {
                    let result = try await fetcher.fetch(param: param)
                    return FetchedPage(data: result.data, nextKey: result.nextKey, prevKey: result.prevKey)
                }, paging: paging, retry: retry),
            readCache: { await cacher.loadData(param: param) })
    }

    /// The states of the list, starting with the current one.
    /// See ``StoreFlowable/publish(forceRefresh:)``.
    @inlinable
    public func publish(forceRefresh: Bool) -> LoadingStateSequence<[Item]> {
        engine.publish(forceRefresh: forceRefresh, as: [Item].self)
    }

    /// The state a subscriber would start with, read without suspending.
    /// See ``StoreFlowable/currentState()``.
    @inlinable
    public func currentState() -> LoadingState<[Item]> {
        engine.currentState(as: [Item].self)
    }

    /// The states of the content as cached, never fetching. See ``StoreFlowable/publishCacheOnly()``.
    @inlinable
    public func publishCacheOnly() -> LoadingStateSequence<[Item]> {
        engine.publishCacheOnly(as: [Item].self)
    }

    /// The states with their freshness. See ``StoreFlowable/publishWithFreshness(forceRefresh:)``.
    @inlinable
    public func publishWithFreshness(forceRefresh: Bool) -> FreshnessStateSequence<[Item]> {
        engine.publishWithFreshness(forceRefresh: forceRefresh, cacheOnly: false, as: [Item].self)
    }

    /// The states with their freshness, never fetching. See ``StoreFlowable/publishCacheOnlyWithFreshness()``.
    @inlinable
    public func publishCacheOnlyWithFreshness() -> FreshnessStateSequence<[Item]> {
        engine.publishWithFreshness(forceRefresh: false, cacheOnly: true, as: [Item].self)
    }

    /// Returns the list from `from`, or `nil` where ``requireData(from:)`` would throw.
    @inlinable
    public func getData(from: GettingFrom) async -> [Item]? {
        try? await requireData(from: from)
    }

    /// Returns the list from `from`. See ``StoreFlowable/requireData(from:)``.
    @inlinable
    public func requireData(from: GettingFrom) async throws -> [Item] {
        if from == .cache {
            guard let list = await readCache() else { throw StoreFlowableError.noCachedData }
            return list
        }
        guard let list = try await engine.requireData(from: from) as? [Item] else {
            throw StoreFlowableError.cacheReturnedUnexpectedType
        }
        return list
    }

    /// Refetches the first page if the list is not valid or the last fetch failed.
    @inlinable
    public func validate() async {
        await engine.validate(force: false)
    }

    /// Refetches the first page, replacing the list and reopening both ends.
    @inlinable
    public func refresh() async {
        await engine.validate(force: true)
    }

    /// Saves `newData` as the whole list with no keys, stamped now.
    @inlinable
    public func update(newData: [Item]) async {
        await engine.overwrite(with: newData, nextKey: nil, prevKey: nil)
    }

    /// Saves `newData` as the whole list with both keys, stamped now.
    @inlinable
    public func update(newData: [Item], nextKey: Key?, prevKey: Key?) async {
        await engine.overwrite(with: newData, nextKey: nextKey, prevKey: prevKey)
    }

    /// Drops the list, its keys and timestamp; active subscribers see a fetch start (cache-only ones see
    /// nothing cached).
    @inlinable
    public func clear() async {
        await engine.overwrite(with: nil, nextKey: nil, prevKey: nil)
    }

    /// Fetches and appends the next page. See ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    @inlinable
    public func requestNextData(continueWhenError: Bool) async {
        await engine.requestPage(.next, continueWhenError: continueWhenError)
    }

    /// Fetches and prepends the previous page.
    /// See ``PaginationStoreFlowable/requestPrevData(continueWhenError:)``.
    @inlinable
    public func requestPrevData(continueWhenError: Bool) async {
        await engine.requestPage(.prev, continueWhenError: continueWhenError)
    }
}

/// A flowable of a list in both directions: the same type as ``AnyPaginationStoreFlowable``.
public typealias AnyTwoWayPaginationStoreFlowable<Item: Sendable, Key: Hashable & Sendable> =
    AnyPaginationStoreFlowable<Item, Key>
