/// The operations on one cacher and param that the engine needs, with their types erased.
///
/// Built in the flowables' inlinable factories, where the cacher's type is known, so that the cacher's
/// own code runs specialized; the engine that calls them is plain, non-generic code.
@usableFromInline
struct CacherAccess: Sendable {
    @usableFromInline typealias Content = any Sendable

    @usableFromInline let loadData: @Sendable () async -> Content?
    @usableFromInline let saveData: @Sendable (Content?) async throws -> Void
    @usableFromInline let loadCachedAt: @Sendable () async -> Double?
    @usableFromInline let saveCachedAt: @Sendable (Double?) async throws -> Void
    @usableFromInline let needRefresh: @Sendable (Content) async -> Bool
    @usableFromInline let now: @Sendable () -> Double
    @usableFromInline let expireSeconds: @Sendable () -> Double
    /// Where content read from the cacher comes from: its disk or its memory.
    @usableFromInline let origin: ContentOrigin
    /// The cached content and its timestamp, read without suspending when the cacher can.
    @usableFromInline let peek: @Sendable () -> (data: Content, cachedAt: Double?)?
    /// Whether the cacher's content is stale only by expiry or invalidation (see ``StaleOnlyByTime``).
    @usableFromInline let isStaleOnlyByTime: Bool
    /// The revisions of the param's list, when the cacher keeps them.
    @usableFromInline let revisions: ListRevisions?

    @inlinable
    init<C: Cacher>(cacher: C, param: C.Param) {
        loadData = { await cacher.loadData(param: param) }
        saveData = { try await cacher.saveData(data: $0 as? C.Value, param: param) }
        loadCachedAt = { await cacher.loadDataCachedAt(param: param) }
        saveCachedAt = { try await cacher.saveDataCachedAt(epochSeconds: $0, param: param) }
        needRefresh = { data in
            guard let data = data as? C.Value else { return true }
            return await cacher.needRefresh(cachedData: data, param: param)
        }
        now = { cacher.clock.now() }
        expireSeconds = { cacher.expireSeconds }
        origin = cacher.isPersistent ? .disk : .memory
        peek = { cacher.peekData(param: param).map { ($0.data, $0.cachedAt) } }
        isStaleOnlyByTime = cacher is any StaleOnlyByTime
        revisions = ListRevisions.of(cacher, param: param)
    }
}
