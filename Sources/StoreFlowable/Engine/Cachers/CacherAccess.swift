/// The operations on one cacher and param that the engine needs, with their types erased: a flowable's
/// `_CacherBinding`, with the capabilities that need no specialization picked once.
struct CacherAccess: Sendable {
    typealias Content = any Sendable

    let loadData: @Sendable () async -> Content?
    /// Saves the content, then its timestamp.
    let save: @Sendable (Content?, _ cachedAt: Double?) async throws -> Void
    let loadCachedAt: @Sendable () async -> Double?
    let needRefresh: @Sendable (Content) async -> Bool
    let now: @Sendable () -> Double
    let expireSeconds: @Sendable () -> Double
    /// Where content read from the cacher comes from: its disk or its memory.
    let origin: ContentOrigin
    /// The cached content and its timestamp, read without suspending when the cacher can.
    let peek: @Sendable () -> (data: Content, cachedAt: Double?)?
    /// Saves content, timestamp and keys without suspending, for a cacher that can (`_AtOnceCacher`).
    let writeAtOnce: (@Sendable (Content?, Double?, Snapshot.Key?, Snapshot.Key?) -> Void)?
    /// Whether the cacher's content is stale only by expiry or invalidation (see ``StaleOnlyByTime``).
    let isStaleOnlyByTime: Bool
    /// The revisions of the param's list, when the cacher keeps them (``ListRevisionSource``).
    let revisions: ListRevisions?

    init<Value>(_ binding: _CacherBinding<Value>) {
        let cacher = binding.cacher
        loadData = binding.loadData
        save = binding.save
        loadCachedAt = binding.loadCachedAt
        needRefresh = binding.needRefresh
        now = binding.now
        expireSeconds = binding.expireSeconds
        origin = cacher.isPersistent ? .disk : .memory
        peek = binding.peek
        writeAtOnce = binding.writeAtOnce
        // `publish_first_state_over_floor`: a subscriber is shown valid content in the step that
        // subscribes it, without the turn an asynchronous `needRefresh` needs.
        isStaleOnlyByTime = cacher is any StaleOnlyByTime
        revisions = ListRevisions.of(cacher, param: binding.param)
    }
}
