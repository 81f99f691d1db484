/// A ``StoreFlowable`` built from a cacher and a fetcher.
///
/// ```swift
/// let flowable = AnyStoreFlowable.from(cacher: userCacher, fetcher: UserFetcher(api: api), param: userID)
/// for await state in flowable.publish() {
///     render(state)
/// }
/// ```
///
/// The flowable is a cheap value: create one wherever it is needed. Every flowable on the same cacher
/// and param shares one state, so two screens showing the same user make one request and see the same
/// updates.
public struct AnyStoreFlowable<Content: Sendable>: StoreFlowable {
    @usableFromInline let engine: FlowEngine
    /// Reads the cache with the cacher's type known, for ``GettingFrom/cache``.
    @usableFromInline let readCache: @Sendable () async -> Content?
    /// Saves data and timestamp without suspending, when the cacher can (``InMemoryCacher``).
    @usableFromInline let writeDirectly: (@Sendable (Content?, Double?) -> Void)?

    @usableFromInline
    init(
        engine: FlowEngine,
        readCache: @escaping @Sendable () async -> Content?,
        writeDirectly: (@Sendable (Content?, Double?) -> Void)? = nil
    ) {
        self.engine = engine
        self.readCache = readCache
        self.writeDirectly = writeDirectly
    }

    /// Creates a flowable for `param` that keeps data in `cacher` and fetches it with `fetcher`.
    /// A failed fetch is tried again as `retry` says (by default it is not).
    ///
    /// Inlinable, so that the cacher's and fetcher's code runs specialized for their types.
    @inlinable
    public static func from<C: Cacher, F: Fetcher>(
        cacher: C,
        fetcher: F,
        param: C.Param,
        retry: RetryPolicy = .none
    ) -> AnyStoreFlowable<Content> where C.Value == Content, F.Value == Content, F.Param == C.Param {
        AnyStoreFlowable(
            engine: FlowEngine(
                registry: RegistryDirectory.registry(for: cacher), key: ParamKey(param),
                access: CacherAccess(cacher: cacher, param: param),
                fetchWhole: { FetchedPage(data: try await fetcher.fetch(param: param)) }, retry: retry),
            readCache: { await cacher.loadData(param: param) },
            writeDirectly: directWrite(to: cacher, param: param))
    }

    /// How to save to `cacher` without suspending, when it is an ``InMemoryCacher``.
    @inlinable
    static func directWrite<C: Cacher>(to cacher: C, param: C.Param) -> (
        @Sendable (Content?, Double?) -> Void
    )?
    where C.Value == Content {
        guard let memory = cacher as? InMemoryCacher<C.Param, Content> else { return nil }
        return { data, cachedAt in memory.write(data, cachedAt: cachedAt, param: param) }
    }

    /// The states of the data, starting with the current one. See ``StoreFlowable/publish(forceRefresh:)``.
    @inlinable
    public func publish(forceRefresh: Bool) -> LoadingStateSequence<Content> {
        engine.publish(forceRefresh: forceRefresh, as: Content.self)
    }

    /// The state a subscriber would start with, read without suspending.
    /// See ``StoreFlowable/currentState()``.
    @inlinable
    public func currentState() -> LoadingState<Content> {
        engine.currentState(as: Content.self)
    }

    /// The states of the content as cached, never fetching. See ``StoreFlowable/publishCacheOnly()``.
    @inlinable
    public func publishCacheOnly() -> LoadingStateSequence<Content> {
        engine.publishCacheOnly(as: Content.self)
    }

    /// The states with their freshness. See ``StoreFlowable/publishWithFreshness(forceRefresh:)``.
    @inlinable
    public func publishWithFreshness(forceRefresh: Bool) -> FreshnessStateSequence<Content> {
        engine.publishWithFreshness(forceRefresh: forceRefresh, cacheOnly: false, as: Content.self)
    }

    /// The states with their freshness, never fetching. See ``StoreFlowable/publishCacheOnlyWithFreshness()``.
    @inlinable
    public func publishCacheOnlyWithFreshness() -> FreshnessStateSequence<Content> {
        engine.publishWithFreshness(forceRefresh: false, cacheOnly: true, as: Content.self)
    }

    /// Returns the data from `from`, or `nil` where ``requireData(from:)`` would throw.
    @inlinable
    public func getData(from: GettingFrom) async -> Content? {
        try? await requireData(from: from)
    }

    /// Returns the data from `from`. See ``StoreFlowable/requireData(from:)``.
    @inlinable
    public func requireData(from: GettingFrom) async throws -> Content {
        if from == .cache {
            guard let data = await readCache() else { throw StoreFlowableError.noCachedData }
            return data
        }
        guard let data = try await engine.requireData(from: from) as? Content else {
            throw StoreFlowableError.cacheReturnedUnexpectedType
        }
        return data
    }

    /// Fetches if the cache is not valid or the last fetch failed. See ``StoreFlowable/validate()``.
    @inlinable
    public func validate() async {
        await engine.validate(force: false)
    }

    /// Fetches from the origin, keeping content visible. See ``StoreFlowable/refresh()``.
    @inlinable
    public func refresh() async {
        await engine.validate(force: true)
    }

    /// Saves `newData` stamped now; every subscriber sees it. See ``StoreFlowable/update(newData:)``.
    @inlinable
    public func update(newData: Content) async {
        // Nobody uses the param: an in-memory cacher is written at once, with no turn to wait for.
        if let writeDirectly, engine.writeIfIdle({ writeDirectly(newData, $0) }) { return }
        await engine.overwrite(with: newData, nextKey: nil, prevKey: nil)
    }

    /// Drops the cached data; active subscribers see a fetch start (cache-only ones see nothing cached).
    /// See ``StoreFlowable/clear()``.
    @inlinable
    public func clear() async {
        if let writeDirectly, engine.writeIfIdle({ _ in writeDirectly(nil, nil) }) { return }
        await engine.overwrite(with: nil, nextKey: nil, prevKey: nil)
    }
}
