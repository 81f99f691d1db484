/// A cached piece of data that fetches itself when needed and publishes its state.
///
/// Create one with ``AnyStoreFlowable/from(cacher:fetcher:param:retry:)``. Flowables built on the same cacher
/// and param share their state: one fetch at a time, and every subscriber sees every change.
public protocol StoreFlowable<Content>: Sendable {
    /// The data the flowable publishes.
    associatedtype Content: Sendable

    /// The states of the data, starting with the current one.
    ///
    /// Subscribing validates the cache like ``validate()``: with no valid cache and nothing in flight, one
    /// fetch starts. See ``LoadingStateSequence`` for what it emits and when it ends.
    ///
    /// - Parameter forceRefresh: Refresh on subscribing, as ``refresh()`` does, keeping content visible.
    func publish(forceRefresh: Bool) -> LoadingStateSequence<Content>

    /// The states of the content as the cacher holds it, never fetching: the cached content as
    /// `.completed`, `.error(StoreFlowableError.noCachedData)` when there is none, then every change
    /// made to it, including fetches other subscribers start. For screens that must not hit the network.
    func publishCacheOnly() -> LoadingStateSequence<Content>

    /// The states of the content, each with when its content was saved and where it came from.
    ///
    /// - Parameter forceRefresh: Refresh on subscribing, as ``refresh()`` does, keeping content visible.
    func publishWithFreshness(forceRefresh: Bool) -> FreshnessStateSequence<Content>

    /// The states of the content as the cacher holds it, each with its freshness, never fetching, like
    /// ``publishCacheOnly()``.
    func publishCacheOnlyWithFreshness() -> FreshnessStateSequence<Content>

    /// The state a subscriber would start with, read without suspending: what the param's subscribers
    /// see now, or else `.completed` with valid cached content, `.loading(content:)` with content that
    /// would be refetched, and `.loading(content: nil)` when nothing is cached or the cacher cannot be
    /// read without suspending (see ``Cacher/peekData(param:)``). Never fetches.
    ///
    /// What a view shows before its first `await`; ``FlowableModel`` starts from it.
    func currentState() -> LoadingState<Content>

    /// Returns the data from `from`, or `nil` where ``requireData(from:)`` would throw.
    func getData(from: GettingFrom) async -> Content?

    /// Returns the data from `from`.
    ///
    /// - ``GettingFrom/both``: valid cached data, or the result of a fetch (joining one in flight).
    /// - ``GettingFrom/origin``: the result of a fetch (joining one in flight).
    /// - ``GettingFrom/cache``: the cached data, valid or not.
    ///
    /// - Throws: The origin's error, unchanged, when the fetch fails;
    ///   ``StoreFlowableError/noCachedData`` when `.cache` finds nothing.
    func requireData(from: GettingFrom) async throws -> Content

    /// Fetches if the cache is absent, expired, refused by `needRefresh`, or the last fetch failed;
    /// returns once that fetch ends. Joins a fetch in flight.
    func validate() async

    /// Fetches from the origin, keeping the cached content visible meanwhile; returns once the fetch ends.
    /// Joins a fetch in flight.
    func refresh() async

    /// Saves `newData` as if just fetched, stamped now; every subscriber sees `.completed` with it.
    func update(newData: Content) async

    /// Drops the cached data, keys and timestamp. Active subscribers see `.loading(content: nil)` and a
    /// fetch starts for them; subscribers of ``publishCacheOnly()`` alone see
    /// ``StoreFlowableError/noCachedData`` and nothing is fetched.
    func clear() async
}

extension StoreFlowable {
    /// `.loading(content: nil)`: a flowable that cannot read its cache without suspending.
    public func currentState() -> LoadingState<Content> {
        .loading(content: nil)
    }

    /// The states of the data, starting with the current one. See ``publish(forceRefresh:)``.
    public func publish() -> LoadingStateSequence<Content> {
        publish(forceRefresh: false)
    }

    /// The states of the content with their freshness, fetching when the cache is not valid.
    public func publishWithFreshness() -> FreshnessStateSequence<Content> {
        publishWithFreshness(forceRefresh: false)
    }

    /// The states with their freshness; with `cacheOnly`, never fetching and ignoring `forceRefresh`.
    @available(
        *, deprecated,
        message:
            "use publishWithFreshness(forceRefresh:) or publishCacheOnlyWithFreshness(), which cannot contradict each other"
    )
    public func publishWithFreshness(forceRefresh: Bool, cacheOnly: Bool) -> FreshnessStateSequence<Content> {
        cacheOnly ? publishCacheOnlyWithFreshness() : publishWithFreshness(forceRefresh: forceRefresh)
    }

    /// Returns valid cached data or fetches it; `nil` when the fetch fails.
    public func getData() async -> Content? {
        await getData(from: .both)
    }

    /// Returns valid cached data or fetches it. See ``requireData(from:)``.
    public func requireData() async throws -> Content {
        try await requireData(from: .both)
    }
}
