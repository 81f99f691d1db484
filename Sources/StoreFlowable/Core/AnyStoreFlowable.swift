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
    let engine: FlowEngine
    /// The cache read with its type, for ``GettingFrom/cache``; for a cacher that can
    /// (`_AtOnceCacher`), the same read and data and timestamp saved without suspending; for any other,
    /// data and timestamp saved with the data's type.
    @usableFromInline let _typed:
        (
            read: @Sendable () async -> Content?,
            readAtOnce: (@Sendable () -> Content?)?,
            writeAtOnce: (@Sendable (Content?, _ cachedAt: Double?) -> Void)?,
            save: (@Sendable (Content?, _ cachedAt: Double?) async throws -> Void)?
        )

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
        AnyStoreFlowable(_CacherBinding(cacher: cacher, fetcher: fetcher, param: param), retry: retry)
    }

    /// The states of the data, starting with the current one. See ``StoreFlowable/publish(forceRefresh:)``.
    public func publish(forceRefresh: Bool) -> LoadingStateSequence<Content> {
        engine.publish(forceRefresh: forceRefresh, as: Content.self)
    }

    /// The state a subscriber would start with, read without suspending.
    /// See ``StoreFlowable/currentState()``.
    public func currentState() -> LoadingState<Content> {
        engine.currentState(as: Content.self)
    }

    /// The states of the content as cached, never fetching. See ``StoreFlowable/publishCacheOnly()``.
    public func publishCacheOnly() -> LoadingStateSequence<Content> {
        engine.publishCacheOnly(as: Content.self)
    }

    /// The states with their freshness. See ``StoreFlowable/publishWithFreshness(forceRefresh:)``.
    public func publishWithFreshness(forceRefresh: Bool) -> FreshnessStateSequence<Content> {
        engine.publishWithFreshness(forceRefresh: forceRefresh, cacheOnly: false, as: Content.self)
    }

    /// The states with their freshness, never fetching. See ``StoreFlowable/publishCacheOnlyWithFreshness()``.
    public func publishCacheOnlyWithFreshness() -> FreshnessStateSequence<Content> {
        engine.publishWithFreshness(forceRefresh: false, cacheOnly: true, as: Content.self)
    }

    /// Returns the data from `from`, or `nil` where ``requireData(from:)`` would throw.
    public func getData(from: GettingFrom) async -> Content? {
        try? await requireData(from: from)
    }

    /// Fetches if the cache is not valid or the last fetch failed. See ``StoreFlowable/validate()``.
    public func validate() async {
        await engine.validate(force: false)
    }

    /// Fetches from the origin, keeping content visible. See ``StoreFlowable/refresh()``.
    public func refresh() async {
        await engine.validate(force: true)
    }

    /// Drops the cached data; active subscribers see a fetch start (cache-only ones see nothing cached).
    /// See ``StoreFlowable/clear()``.
    public func clear() async {
        if let writeAtOnce = _typed.writeAtOnce, engine.writeIfIdle({ _ in writeAtOnce(nil, nil) }) { return }
        await engine.overwrite(with: nil, nextKey: nil, prevKey: nil)
    }
}
