/// A ready-made cacher of paginated lists, in both directions, that keeps everything in memory.
///
/// Items that are `Identifiable` are not duplicated when pages overlap.
public struct InMemoryPaginationCacher<Param: Hashable & Sendable, Item: Sendable>: TwoWayPaginationCacher {
    /// The storage holding the cached lists and keys.
    public let storage: CacherStorage<Param, [Item]>
    /// How long a list stays valid after its first page was fetched, in seconds.
    public let expireSeconds: Double

    /// Creates an empty cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.storage = CacherStorage(clock: clock)
        self.expireSeconds = expireSeconds
    }
}
