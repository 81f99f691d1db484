/// A ready-made cacher that keeps everything in memory, with an optional expiry.
///
/// ```swift
/// let cacher = InMemoryCacher<UserID, User>(expireSeconds: 300)
/// let user = AnyStoreFlowable.from(cacher: cacher, fetcher: UserFetcher(), param: userID)
/// ```
public struct InMemoryCacher<Param: Hashable & Sendable, Data: Sendable>: Cacher {
    /// The storage holding the cached values.
    public let storage: CacherStorage<Param, Data>
    /// How long saved data stays valid, in seconds.
    public let expireSeconds: Double

    /// Creates an empty in-memory cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long saved data stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.storage = CacherStorage(clock: clock)
        self.expireSeconds = expireSeconds
    }
}
