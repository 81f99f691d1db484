/// A ready-made cacher that keeps everything in memory, with an optional expiry.
///
/// ```swift
/// let cacher = InMemoryCacher<UserID, User>(expiry: .seconds(300))
/// let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(), param: userID)
/// ```
///
/// Share one instance between the flowables that show the same data: flowables on one cacher share
/// their fetches and changes.
public final class InMemoryCacher<Param: Hashable & Sendable, Value: Sendable>: Cacher {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var data: Value?
        @usableFromInline var cachedAt: Double?

        @inlinable
        init() {}

        @inlinable
        init(data: Value?, cachedAt: Double?) {
            self.data = data
            self.cachedAt = cachedAt
        }
    }

    /// How long saved data stays valid, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    // Guarded by its own lock: the data and timestamp of every param.
    @usableFromInline let entries = Locked<[Param: Entry]>([:])

    /// Creates an empty in-memory cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long saved data stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.expireSeconds = expireSeconds
        self.clock = clock
    }

    /// Creates an empty in-memory cacher whose data stays valid for `expiry`.
    public convenience init(expiry: Duration, clock: EpochClock = .system) {
        self.init(expireSeconds: expiry.seconds, clock: clock)
    }

    /// The data kept for `param`.
    @inlinable
    public func loadData(param: Param) async -> Value? {
        entries.withLock { $0[param]?.data }
    }

    /// Keeps `data` for `param`; `nil` drops it.
    @inlinable
    public func saveData(data: Value?, param: Param) async {
        update(param) { $0.data = data }
    }

    /// When the data for `param` was saved.
    @inlinable
    public func loadDataCachedAt(param: Param) async -> Double? {
        entries.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the data for `param` was saved; `nil` drops the timestamp.
    @inlinable
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        update(param) { $0.cachedAt = epochSeconds }
    }

    /// Saves data and timestamp in one step, for a param nobody is using.
    @inlinable
    func write(_ data: Value?, cachedAt: Double?, param: Param) {
        entries.withLock { entries in
            if data == nil, cachedAt == nil {
                entries.removeValue(forKey: param)
            } else {
                entries[param] = Entry(data: data, cachedAt: cachedAt)
            }
        }
    }

    /// Changes the entry of `param`, dropping it once it holds nothing.
    @inlinable
    func update(_ param: Param, _ change: (inout Entry) -> Void) {
        entries.withLock { entries in
            var entry = entries.removeValue(forKey: param) ?? Entry()
            change(&entry)
            if entry.data != nil || entry.cachedAt != nil { entries[param] = entry }
        }
    }

}
