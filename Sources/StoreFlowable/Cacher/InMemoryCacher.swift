/// A ready-made cacher that keeps everything in memory, with an optional expiry.
///
/// ```swift
/// let cacher = InMemoryCacher<UserID, User>(expiry: .seconds(300))
/// let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(), param: userID)
/// ```
///
/// Share one instance between the flowables that show the same data: flowables on one cacher share
/// their fetches and changes.
///
/// Subclass it to keep the in-memory storage and change only a rule, such as ``needRefresh(cachedData:param:)``:
///
/// ```swift
/// final class DraftAwareCacher: InMemoryCacher<String, Post> {
///     override func needRefresh(cachedData: Post, param: String) async -> Bool { cachedData.isDraft }
/// }
/// ```
// Unchecked because the class is open: its own state is `entries`, guarded by its lock, and constants.
// A subclass keeps any state of its own `Sendable` too.
open class InMemoryCacher<Param: Hashable & Sendable, Data: Sendable>: Cacher, @unchecked Sendable {
    private struct Entry {
        var data: Data?
        var cachedAt: Double?
    }

    private let configuredExpiry: Double
    /// How long saved data stays valid, in seconds: the value given to the initializer.
    open var expireSeconds: Double { configuredExpiry }
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    // Guarded by its own lock: the data and timestamp of every param.
    private let entries = Locked<[Param: Entry]>([:])

    /// Creates an empty in-memory cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long saved data stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.configuredExpiry = expireSeconds
        self.clock = clock
    }

    /// Creates an empty in-memory cacher whose data stays valid for `expiry`.
    public convenience init(expiry: Duration, clock: EpochClock = .system) {
        self.init(expireSeconds: expiry.seconds, clock: clock)
    }

    /// The data kept for `param`.
    open func loadData(param: Param) async -> Data? {
        entries.withLock { $0[param]?.data }
    }

    /// Keeps `data` for `param`; `nil` drops it.
    open func saveData(data: Data?, param: Param) async {
        entries.withLock { entries in
            var entry = entries.removeValue(forKey: param) ?? Entry()
            entry.data = data
            if entry.data != nil || entry.cachedAt != nil { entries[param] = entry }
        }
    }

    /// When the data for `param` was saved.
    open func loadDataCachedAt(param: Param) async -> Double? {
        entries.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the data for `param` was saved; `nil` drops the timestamp.
    open func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        entries.withLock { entries in
            var entry = entries.removeValue(forKey: param) ?? Entry()
            entry.cachedAt = epochSeconds
            if entry.data != nil || entry.cachedAt != nil { entries[param] = entry }
        }
    }

    /// Never asks for a refresh beyond expiry; override to refuse some content.
    open func needRefresh(cachedData: Data, param: Param) async -> Bool {
        false
    }
}
