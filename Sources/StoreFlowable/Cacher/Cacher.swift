/// Keeps data locally, per param, and decides when it is stale: storage only.
///
/// Flowables built on the same cacher share everything: one fetch at a time per param, and every
/// subscriber sees every change. That coordination belongs to the library, keyed by the cacher's
/// identity, so nothing written in a cacher can break it. A cacher is therefore a class: one instance
/// per store of data, kept for as long as the data is.
///
/// ``InMemoryCacher`` is ready to use. A cacher of your own stores wherever it likes:
///
/// ```swift
/// final class UserFileCacher: Cacher {
///     let directory: URL
///     var expireSeconds: Double { 300 }
///
///     func loadData(param: String) async -> User? { … }
///     func saveData(data: User?, param: String) async { … }
///     func loadDataCachedAt(param: String) async -> Double? { … }
///     func saveDataCachedAt(epochSeconds: Double?, param: String) async { … }
///     func removeAllData() async { … }
/// }
/// ```
///
/// The cacher is the source of truth: flowables read back what it returns after every save. A storage
/// that also changes on its own, such as an entity store or a database written by another process,
/// announces which params changed through ``changes``.
///
/// > Important: The library calls these methods one at a time per param. Do not call back into a
/// > flowable from them: a flowable on the same param waits for them to return.
public protocol Cacher<Param, Value>: AnyObject, Sendable {
    /// What identifies the data, such as a user ID or a query.
    associatedtype Param: Hashable & Sendable
    /// The cached value. (Named `Value` so that `Data` keeps meaning Foundation's bytes in a cacher.)
    associatedtype Value: Sendable

    /// How long saved data stays valid, in seconds. Defaults to ``expiry`` in seconds, or `.infinity`
    /// when that is `nil`. Implement this or ``expiry``; the library reads this one.
    var expireSeconds: Double { get }

    /// How long saved data stays valid; `nil` (the default) means it never expires.
    var expiry: Duration? { get }

    /// The source of "now" for cache timestamps and expiry. Defaults to the system clock.
    var clock: EpochClock { get }

    /// Announcements of params whose data changed outside any flowable. Defaults to `nil`: none.
    var changes: CacherChanges<Param>? { get }

    /// Returns the cached data for `param`, or `nil` when there is none.
    func loadData(param: Param) async -> Value?

    /// Saves `data` for `param`; `nil` removes it.
    func saveData(data: Value?, param: Param) async throws

    /// Returns when the data for `param` was saved, in seconds since 1970, or `nil` when unknown.
    ///
    /// Data without a timestamp never expires by time, as in StoreFlowable.swift 4: only
    /// ``needRefresh(cachedData:param:)`` has it refetched, and ``CacheLifecycle/invalidateAll()`` cannot
    /// reach it. Return `-Double.infinity` for data that must be refetched by its next subscriber.
    func loadDataCachedAt(param: Param) async -> Double?

    /// Saves when the data for `param` was saved, in seconds since 1970; `nil` removes the timestamp.
    func saveDataCachedAt(epochSeconds: Double?, param: Param) async throws

    /// Returns whether `cachedData` must be refetched although it has not expired. Defaults to `false`.
    func needRefresh(cachedData: Value, param: Param) async -> Bool

    /// Removes the data and timestamps of every param: what a logout needs (see ``clearAll()``).
    func removeAllData() async throws

    /// Whether the cacher keeps data on disk, so that data read from it may come from an earlier run.
    /// Defaults to `false`. Subscribers see it as the content's ``ContentOrigin``.
    var isPersistent: Bool { get }

    /// The cached data for `param` and when it was saved, read without suspending; `nil` when nothing is
    /// cached or when this cacher cannot read without suspending (the default).
    ///
    /// It must agree with ``loadData(param:)`` and ``loadDataCachedAt(param:)``: the library reads it in
    /// their place when it returns a value. ``StoreFlowable/currentState()`` and ``FlowableModel`` read it,
    /// so that a screen opens on cached content before its first `await`. The library's in-memory,
    /// normalized and SQLite list cachers implement it.
    func peekData(param: Param) -> (data: Value, cachedAt: Double?)?
}

extension Cacher {
    /// ``expiry`` in seconds, or `.infinity`: never expires.
    public var expireSeconds: Double { expiry?.seconds ?? .infinity }

    /// Never expires.
    public var expiry: Duration? { nil }

    /// The system clock.
    public var clock: EpochClock { .system }

    /// No announcements: the data changes only through flowables.
    public var changes: CacherChanges<Param>? { nil }

    /// Never asks for a refresh beyond expiry.
    public func needRefresh(cachedData: Value, param: Param) async -> Bool {
        false
    }

    /// `false`: the cacher keeps data in memory.
    public var isPersistent: Bool { false }

    /// `nil`: the data can only be read by suspending, through ``loadData(param:)``.
    public func peekData(param: Param) -> (data: Value, cachedAt: Double?)? {
        nil
    }
}
