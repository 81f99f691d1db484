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

    let engine: FlowEngine
    /// Reads the cache with the cacher's type known, for ``GettingFrom/cache``.
    let readCache: @Sendable () async -> [Item]?

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
        AnyPaginationStoreFlowable(
            _CacherBinding(cacher: cacher, fetcher: fetcher, param: param), retry: retry)
    }

    /// The states of the list, starting with the current one.
    /// See ``StoreFlowable/publish(forceRefresh:)``.
    public func publish(forceRefresh: Bool) -> LoadingStateSequence<[Item]> {
        engine.publish(forceRefresh: forceRefresh, as: [Item].self)
    }

    /// The state a subscriber would start with, read without suspending.
    /// See ``StoreFlowable/currentState()``.
    public func currentState() -> LoadingState<[Item]> {
        engine.currentState(as: [Item].self)
    }

    /// The states of the content as cached, never fetching. See ``StoreFlowable/publishCacheOnly()``.
    public func publishCacheOnly() -> LoadingStateSequence<[Item]> {
        engine.publishCacheOnly(as: [Item].self)
    }

    /// The states with their freshness. See ``StoreFlowable/publishWithFreshness(forceRefresh:)``.
    public func publishWithFreshness(forceRefresh: Bool) -> FreshnessStateSequence<[Item]> {
        engine.publishWithFreshness(forceRefresh: forceRefresh, cacheOnly: false, as: [Item].self)
    }

    /// The states with their freshness, never fetching. See ``StoreFlowable/publishCacheOnlyWithFreshness()``.
    public func publishCacheOnlyWithFreshness() -> FreshnessStateSequence<[Item]> {
        engine.publishWithFreshness(forceRefresh: false, cacheOnly: true, as: [Item].self)
    }

    /// Returns the list from `from`, or `nil` where ``requireData(from:)`` would throw.
    public func getData(from: GettingFrom) async -> [Item]? {
        try? await requireData(from: from)
    }

    /// Returns the list from `from`. See ``StoreFlowable/requireData(from:)``.
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
    public func validate() async {
        await engine.validate(force: false)
    }

    /// Refetches the first page, replacing the list and reopening both ends.
    public func refresh() async {
        await engine.validate(force: true)
    }

    /// Saves `newData` as the whole list with no keys, stamped now.
    public func update(newData: [Item]) async {
        await engine.overwrite(with: newData, nextKey: nil, prevKey: nil)
    }

    /// Saves `newData` as the whole list with both keys, stamped now.
    public func update(newData: [Item], nextKey: Key?, prevKey: Key?) async {
        await engine.overwrite(with: newData, nextKey: nextKey, prevKey: prevKey)
    }

    /// Drops the list, its keys and timestamp; active subscribers see a fetch start (cache-only ones see
    /// nothing cached).
    public func clear() async {
        await engine.overwrite(with: nil, nextKey: nil, prevKey: nil)
    }

    /// Fetches and appends the next page. See ``PaginationStoreFlowable/requestNextData(continueWhenError:)``.
    public func requestNextData(continueWhenError: Bool) async {
        await engine.requestPage(.next, continueWhenError: continueWhenError)
    }

    /// Fetches and prepends the previous page.
    /// See ``PaginationStoreFlowable/requestPrevData(continueWhenError:)``.
    public func requestPrevData(continueWhenError: Bool) async {
        await engine.requestPage(.prev, continueWhenError: continueWhenError)
    }
}

/// A flowable of a list in both directions: the same type as ``AnyPaginationStoreFlowable``.
public typealias AnyTwoWayPaginationStoreFlowable<Item: Sendable, Key: Hashable & Sendable> =
    AnyPaginationStoreFlowable<Item, Key>
