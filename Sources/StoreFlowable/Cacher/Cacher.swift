/// Keeps data locally, per param, and decides when it is stale.
///
/// Every requirement but ``storage`` has a default that keeps values in memory, so a cacher can be a few
/// lines and override only what it persists:
///
/// ```swift
/// final class UserCacher: Cacher {
///     let storage = CacherStorage<UserID, User>()
///     var expireSeconds: Double { 60 * 5 }
/// }
/// ```
///
/// A cacher that persists overrides the load and save pairs it stores elsewhere, for example
/// ``loadData(param:)`` and ``saveData(data:param:)`` for a file per user. The cacher is the source of
/// truth: flowables read back what it returns after every save.
public protocol Cacher<Param, Data>: Sendable {
    /// What identifies the data, such as a user ID or a query.
    associatedtype Param: Hashable & Sendable
    /// The cached data.
    associatedtype Data: Sendable

    /// The cacher's identity: in-memory defaults, clock and the shared state of its flowables.
    var storage: CacherStorage<Param, Data> { get }

    /// How long saved data stays valid, in seconds. Defaults to `.infinity`: never expires.
    var expireSeconds: Double { get }

    /// Returns the cached data for `param`, or `nil` when there is none.
    func loadData(param: Param) async -> Data?

    /// Saves `data` for `param`; `nil` removes it.
    func saveData(data: Data?, param: Param) async

    /// Returns when the data for `param` was saved, in seconds since 1970, or `nil` when unknown.
    func loadDataCachedAt(param: Param) async -> Double?

    /// Saves when the data for `param` was saved, in seconds since 1970; `nil` removes the timestamp.
    func saveDataCachedAt(epochSeconds: Double?, param: Param) async

    /// Returns whether `cachedData` must be refetched although it has not expired. Defaults to `false`.
    func needRefresh(cachedData: Data, param: Param) async -> Bool
}

extension Cacher {
    /// Never expires.
    @inlinable
    public var expireSeconds: Double { .infinity }

    /// Reads the in-memory value kept by ``saveData(data:param:)``.
    @inlinable
    public func loadData(param: Param) async -> Data? {
        storage.memoryEntry(for: param)?.data
    }

    /// Keeps `data` in memory.
    @inlinable
    public func saveData(data: Data?, param: Param) async {
        storage.updateMemory(for: param) {
            $0.data = data
            $0.index = nil
        }
    }

    /// Reads the in-memory timestamp kept by ``saveDataCachedAt(epochSeconds:param:)``.
    @inlinable
    public func loadDataCachedAt(param: Param) async -> Double? {
        storage.memoryEntry(for: param)?.cachedAt
    }

    /// Keeps the timestamp in memory.
    @inlinable
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        storage.updateMemory(for: param) { $0.cachedAt = epochSeconds }
    }

    /// Never asks for a refresh beyond expiry.
    @inlinable
    public func needRefresh(cachedData: Data, param: Param) async -> Bool {
        false
    }
}
