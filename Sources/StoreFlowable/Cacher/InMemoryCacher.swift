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
    /// How long saved data stays valid, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    // Guarded by its own lock: the data and timestamp of every param. Read and written by the engine
    // through `_AtOnceCacher`, specialized for the cacher's types.
    @usableFromInline let _entries = Locked<[Param: (data: Value?, cachedAt: Double?)]>([:])
    /// Releases the data of params unused for longer than `gcTime`.
    let releaser: UnusedDataReleaser<Param>

    /// Creates an empty in-memory cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long saved data stays valid. Defaults to `.infinity`.
    ///   - gcTime: How long data stays in memory once its param is no longer in use (no subscriber,
    ///     nothing in flight); released at the cacher's next write or next param change after that.
    ///     `nil` keeps everything. Defaults to ``defaultGCTime``.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(
        expireSeconds: Double = .infinity,
        gcTime: Duration? = InMemoryCacher.defaultGCTime,
        clock: EpochClock = .system
    ) {
        self.expireSeconds = expireSeconds
        self.clock = clock
        let entries = _entries
        self.releaser = UnusedDataReleaser(gcTime: gcTime, clock: clock) { isExpired in
            entries.withLock { entries in
                entries = entries.filter { !isExpired($0.key, $0.value.cachedAt) }
            }
        }
    }

    /// Creates an empty in-memory cacher whose data stays valid for `expiry`.
    public convenience init(
        expiry: Duration,
        gcTime: Duration? = InMemoryCacher.defaultGCTime,
        clock: EpochClock = .system
    ) {
        self.init(expireSeconds: expiry.seconds, gcTime: gcTime, clock: clock)
    }

    /// How long data stays in memory after its param's last subscriber left, unless a grace period is
    /// given: five minutes. (Data written with no subscriber counts from the write.)
    public static var defaultGCTime: Duration { .seconds(300) }

    /// Removes the data and timestamps of every param.
    public func removeAllData() async {
        _entries.withLock { $0 = [:] }
        releaser.reset()
    }

    /// The data kept for `param`.
    public func loadData(param: Param) async -> Value? {
        _read(param: param).data
    }

    /// Keeps `data` for `param`; `nil` drops it.
    public func saveData(data: Value?, param: Param) async {
        update(param) { $0.data = data }
    }

    /// When the data for `param` was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        _read(param: param).cachedAt
    }

    /// Keeps when the data for `param` was saved; `nil` drops the timestamp.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        update(param) { $0.cachedAt = epochSeconds }
    }

    /// The data kept for `param` and when it was saved, read without suspending.
    public func peekData(param: Param) -> (data: Value, cachedAt: Double?)? {
        let entry = _read(param: param)
        return entry.data.map { ($0, entry.cachedAt) }
    }

    /// Changes the entry of `param`, dropping it once it holds nothing.
    private func update(_ param: Param, _ change: (inout (data: Value?, cachedAt: Double?)) -> Void) {
        let (stamp, removed) = _entries.withLock { entries -> (Double?, Bool) in
            var entry = entries.removeValue(forKey: param) ?? (nil, nil)
            change(&entry)
            guard entry.data != nil || entry.cachedAt != nil else { return (nil, true) }
            entries[param] = entry
            return (entry.cachedAt, false)
        }
        _noteWrite(stampedAt: stamp, emptied: removed ? param : nil)
    }

    /// Lets the releaser of unused data know of a write stamped `stamp`, which left `emptied`, when
    /// given, holding nothing.
    @usableFromInline
    func _noteWrite(stampedAt stamp: Double?, emptied: Param? = nil) {
        if let emptied { releaser.forget(ParamKey(emptied)) }
        releaser.written(at: stamp)
    }
}

/// The engine reads and writes the cacher without suspending, specialized for its types (see
/// `_CacherBinding`).
extension InMemoryCacher: _AtOnceCacher {
    /// The data kept for `param` and its timestamp.
    @inlinable
    package func _read(param: Param) -> (data: Value?, cachedAt: Double?) {
        _entries.withLock { $0[param] } ?? (nil, nil)
    }

    /// Saves data and timestamp in one step.
    @inlinable
    package func _write(data: Value?, cachedAt: Double?, param: Param) {
        guard data != nil || cachedAt != nil else {
            _entries.withLock { _ = $0.removeValue(forKey: param) }
            return _noteWrite(stampedAt: nil, emptied: param)
        }
        _entries.withLock { $0[param] = (data, cachedAt) }
        _noteWrite(stampedAt: cachedAt)
    }
}

extension InMemoryCacher: ParamActivityObserver {
    package func paramBecameActive(_ param: ParamKey) {
        releaser.becameActive(param)
    }

    package func paramBecameInactive(_ param: ParamKey) {
        let holdsData = (param.value as? Param).map { key in _entries.withLock { $0[key] != nil } } ?? false
        releaser.becameInactive(param, holdingData: holdsData)
    }
}
