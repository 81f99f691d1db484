/// A ready-made cacher of paginated lists, in both directions, that keeps everything in memory.
///
/// Items that are `Identifiable` are not duplicated when pages overlap. A page is added to the kept list
/// in place, so a late page costs as much as an early one.
///
/// ```swift
/// let feeds = InMemoryPaginationCacher<FeedID, Post, String>(expiry: .seconds(300))
/// ```
///
/// Subclass it to keep the in-memory storage and change a rule, such as how a page is merged.
// Unchecked because the class is open: its own state is `entries`, guarded by its lock, and constants.
// A subclass keeps any state of its own `Sendable` too.
open class InMemoryPaginationCacher<Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable>:
    PaginationCacher, @unchecked Sendable
{
    private struct Entry: Sendable {
        var list: IdentifiedList<Item>?
        var cachedAt: Double?
        var nextKey: Key?
        var prevKey: Key?

        var isEmpty: Bool { list == nil && cachedAt == nil && nextKey == nil && prevKey == nil }
    }

    private let configuredExpiry: Double
    /// How long a list stays valid after its first page was fetched, in seconds.
    open var expireSeconds: Double { configuredExpiry }
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    // Guarded by its own lock: the list, timestamp and keys of every param.
    private let entries = Locked<[Param: Entry]>([:])

    /// Creates an empty cacher.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.configuredExpiry = expireSeconds
        self.clock = clock
    }

    /// Creates an empty cacher whose lists stay valid for `expiry`.
    public convenience init(expiry: Duration, clock: EpochClock = .system) {
        self.init(expireSeconds: expiry.seconds, clock: clock)
    }

    /// The list kept for `param`.
    open func loadData(param: Param) async -> [Item]? {
        entries.withLock { $0[param]?.list?.items }
    }

    /// Keeps `data` as the list for `param`; `nil` drops it.
    open func saveData(data: [Item]?, param: Param) async {
        update(param) { $0.list = data.map { IdentifiedList($0) } }
    }

    /// Adds the page after the kept list, in place.
    open func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        add(newData, placingNew: .after, param: param, cachedData: consume cachedData)
    }

    /// Adds the page before the kept list, in place.
    open func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        add(newData, placingNew: .before, param: param, cachedData: consume cachedData)
    }

    private func add(
        _ page: [Item],
        placingNew placement: ListPlacement,
        param: Param,
        cachedData: consuming [Item]
    ) {
        // The kept list is the source of truth; letting go of the caller's copy first lets it grow in place.
        _ = consume cachedData
        update(param) { entry in
            if entry.list == nil { entry.list = IdentifiedList() }
            entry.list?.add(page, placingNew: placement)
        }
    }

    /// When the list for `param` was saved.
    open func loadDataCachedAt(param: Param) async -> Double? {
        entries.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the list for `param` was saved.
    open func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        update(param) { $0.cachedAt = epochSeconds }
    }

    /// The key of the next page of `param`.
    open func loadNextKey(param: Param) async -> Key? {
        entries.withLock { $0[param]?.nextKey }
    }

    /// Keeps the key of the next page of `param`.
    open func saveNextKey(nextKey: Key?, param: Param) async {
        update(param) { $0.nextKey = nextKey }
    }

    /// The key of the previous page of `param`.
    open func loadPrevKey(param: Param) async -> Key? {
        entries.withLock { $0[param]?.prevKey }
    }

    /// Keeps the key of the previous page of `param`.
    open func savePrevKey(prevKey: Key?, param: Param) async {
        update(param) { $0.prevKey = prevKey }
    }

    private func update(_ param: Param, _ change: (inout Entry) -> Void) {
        entries.withLock { entries in
            change(&entries[param, default: Entry()])
            if entries[param]?.isEmpty == true { entries[param] = nil }
        }
    }

    /// Never asks for a refresh beyond expiry; override to refuse some content.
    open func needRefresh(cachedData: [Item], param: Param) async -> Bool {
        false
    }
}
