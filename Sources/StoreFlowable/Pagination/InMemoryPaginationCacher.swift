/// A ready-made cacher of paginated lists, in both directions, that keeps everything in memory.
///
/// Items that are `Identifiable` are not duplicated when pages overlap. A page is added to the kept list
/// in place, so a late page costs as much as an early one.
///
/// ```swift
/// let feeds = InMemoryPaginationCacher<FeedID, Post, String>(expiry: .seconds(300))
/// ```
public final class InMemoryPaginationCacher<
    Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable
>:
    PaginationCacher
{
    /// How long a list stays valid after its first page was fetched, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    /// How a page joins a kept list; whether it replaced items the list had.
    @usableFromInline let _addPage:
        @Sendable (_ page: [Item], _ list: inout IdentifiedList<Item>, ListPlacement) -> Bool
    // Guarded by its own lock: the list, timestamp and keys of every param. Read and written by the
    // engine through `_AtOncePaginationCacher`, specialized for the cacher's types. `generation` changes
    // when the list is set anew or a page replaces items in place: within one generation, the list only
    // grows at its ends. Unique across lists, so a new list never has an old one's.
    @usableFromInline let _entries = Locked<
        [Param: (
            list: IdentifiedList<Item>?, cachedAt: Double?, nextKey: Key?, prevKey: Key?, generation: UInt64
        )]
    >([:])
    /// Releases the data of params unused for longer than `gcTime`.
    let releaser: UnusedDataReleaser<Param>
    /// What a refresh does with a kept list: replace it, or keep it with the new page on top.
    public let listRefresh: ListRefresh
    /// The gaps and reading position of each list, for a cacher of `Identifiable` items: an
    /// `InMemoryListPlaces` of their ID (see `InMemoryPaginationCacher+Gaps.swift`).
    let places: any ListPlacesKeeping<Param, Item, Key>

    /// Creates an empty cacher. Whether items are `Identifiable` is found out at run time.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - gcTime: How long a list stays in memory once its param is no longer in use; `nil` keeps
    ///     everything. Defaults to ``InMemoryCacher/defaultGCTime``.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    ///   - refresh: What a refresh does with a kept list. Lists of items not known to be `Identifiable`
    ///     where the cacher is created keep no gaps: a refresh replaces them whatever this says.
    public convenience init(
        expireSeconds: Double = .infinity,
        gcTime: Duration? = InMemoryCacher<Param, [Item]>.defaultGCTime,
        clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    ) {
        self.init(
            expireSeconds: expireSeconds, gcTime: gcTime, clock: clock, refresh: refresh,
            _addPage: { page, list, placement in list.add(page, placingNew: placement) })
    }

    /// Creates an empty cacher of `Identifiable` items.
    ///
    /// - Parameters:
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - gcTime: How long a list stays in memory once its param is no longer in use; `nil` keeps
    ///     everything. Defaults to ``InMemoryCacher/defaultGCTime``.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    ///   - refresh: What a refresh does with a kept list. Defaults to replacing it.
    @inlinable
    public convenience init(
        expireSeconds: Double = .infinity,
        gcTime: Duration? = InMemoryCacher<Param, [Item]>.defaultGCTime,
        clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    )
    where Item: Identifiable, Item.ID: Sendable {
        self.init(
            expireSeconds: expireSeconds, gcTime: gcTime, clock: clock, refresh: refresh,
            _places: Self._placesOfIdentifiedItems(),
            _addPage: { page, list, placement in list.addIdentified(page, placingNew: placement) })
    }

    /// Creates an empty cacher whose pages join a kept list by `_addPage`.
    @usableFromInline
    init(
        expireSeconds: Double,
        gcTime: Duration?,
        clock: EpochClock,
        refresh: ListRefresh = .replacingList,
        _places: (any Sendable)? = nil,
        _addPage addPage:
            @escaping @Sendable (_ page: [Item], _ list: inout IdentifiedList<Item>, ListPlacement) -> Bool
    ) {
        self.expireSeconds = expireSeconds
        self.clock = clock
        self.listRefresh = refresh
        let places = _places as? any ListPlacesKeeping<Param, Item, Key> ?? NoListPlaces<Param, Item, Key>()
        self.places = places
        let entries = _entries
        self.releaser = UnusedDataReleaser(gcTime: gcTime, clock: clock) { isExpired in
            let kept = entries.withLock { entries in
                entries = entries.filter { !isExpired($0.key, $0.value.cachedAt) }
                return Set(entries.keys)
            }
            places.keepOnly(kept)
        }
        self._addPage = addPage
    }

    /// Creates an empty cacher whose lists stay valid for `expiry`. Lists of items not known to be
    /// `Identifiable` where the cacher is created keep no gaps: a refresh replaces them whatever `refresh`
    /// says.
    public convenience init(
        expiry: Duration,
        gcTime: Duration? = InMemoryCacher<Param, [Item]>.defaultGCTime,
        clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    ) {
        self.init(expireSeconds: expiry.seconds, gcTime: gcTime, clock: clock, refresh: refresh)
    }

    /// Creates an empty cacher of `Identifiable` items whose lists stay valid for `expiry`.
    @inlinable
    public convenience init(
        expiry: Duration,
        gcTime: Duration? = InMemoryCacher<Param, [Item]>.defaultGCTime,
        clock: EpochClock = .system
    )
    where Item: Identifiable, Item.ID: Sendable {
        self.init(
            expireSeconds: Double(expiry.components.seconds) + Double(expiry.components.attoseconds) / 1e18,
            gcTime: gcTime, clock: clock)
    }

    /// The list kept for `param`.
    public func loadData(param: Param) async -> [Item]? {
        _read(param) { $0.list?.items }
    }

    /// Keeps `data` as the list for `param`; `nil` drops it.
    public func saveData(data: [Item]?, param: Param) async {
        _update(param, replacing: true) { entry in
            entry.list = data.map { IdentifiedList($0) }
            entry.generation = ListRevision.next()
        }
    }

    /// Adds the page after the kept list, in place.
    public func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        add(newData, placingNew: .after, param: param, cachedData: consume cachedData)
    }

    /// Adds the page before the kept list, in place.
    public func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        add(newData, placingNew: .before, param: param, cachedData: consume cachedData)
    }

    private func add(
        _ page: [Item], placingNew placement: ListPlacement, param: Param, cachedData: consuming [Item]
    ) {
        // The kept list is the source of truth; letting go of the caller's copy first lets it grow in place.
        _ = consume cachedData
        let addPage = _addPage
        _update(param) { entry in
            let isNew = entry.list == nil
            var list = entry.list.take() ?? IdentifiedList()
            if addPage(page, &list, placement) || isNew { entry.generation = ListRevision.next() }
            entry.list = list
        }
    }

    /// When the list for `param` was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        _read(param) { $0.cachedAt }
    }

    /// Keeps when the list for `param` was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        _update(param) { $0.cachedAt = epochSeconds }
    }

    /// The key of the next page of `param`.
    public func loadNextKey(param: Param) async -> Key? {
        _read(param) { $0.nextKey }
    }

    /// Keeps the key of the next page of `param`.
    public func saveNextKey(nextKey: Key?, param: Param) async {
        _update(param) { $0.nextKey = nextKey }
    }

    /// The key of the previous page of `param`.
    public func loadPrevKey(param: Param) async -> Key? {
        _read(param) { $0.prevKey }
    }

    /// Keeps the key of the previous page of `param`.
    public func savePrevKey(prevKey: Key?, param: Param) async {
        _update(param) { $0.prevKey = prevKey }
    }

    /// The list kept for `param` and when it was saved, read without suspending.
    public func peekData(param: Param) -> (data: [Item], cachedAt: Double?)? {
        _read(param) { entry in (entry.list?.items).map { ($0, entry.cachedAt) } }
    }

    /// The keys of the pages around the list for `param`, read without suspending.
    public func peekKeys(param: Param) -> (next: Key?, prev: Key?)? {
        _read(param) { ($0.nextKey, $0.prevKey) } ?? (nil, nil)
    }

    /// Reads a part of the entry of `param` in place, without copying the whole entry (a dictionary's
    /// value read through its getter would be copied first).
    @inlinable
    func _read<Part>(
        _ param: Param,
        _ part: (
            inout (
                list: IdentifiedList<Item>?, cachedAt: Double?, nextKey: Key?, prevKey: Key?,
                generation: UInt64
            )
        ) -> Part?
    ) -> Part? {
        _entries.withLock { entries in
            guard let index = entries.index(forKey: param) else { return nil }
            return part(&entries.values[index])
        }
    }

    /// Changes the entry of `param` under the lock; `replacing`: the list is set anew as a whole.
    @inlinable
    func _update(
        _ param: Param,
        replacing: Bool = false,
        _ change: (
            inout (
                list: IdentifiedList<Item>?, cachedAt: Double?, nextKey: Key?, prevKey: Key?,
                generation: UInt64
            )
        ) -> Void
    ) {
        let (stamp, emptied) = _entries.withLock { entries -> (Double?, Bool) in
            var emptied = false
            var stamp: Double?
            func apply(
                _ entry:
                    inout (
                        list: IdentifiedList<Item>?, cachedAt: Double?, nextKey: Key?, prevKey: Key?,
                        generation: UInt64
                    )
            ) {
                change(&entry)
                emptied =
                    entry.list == nil && entry.cachedAt == nil && entry.nextKey == nil && entry.prevKey == nil
                stamp = entry.cachedAt
            }
            apply(&entries[param, default: (nil, nil, nil, nil, 0)])
            if emptied { entries[param] = nil }
            return (stamp, emptied)
        }
        _noteWrite(stampedAt: stamp, param: param, emptied: emptied, replaced: replacing)
    }

    /// Removes the list, timestamp and keys of every param.
    public func removeAllData() async {
        _entries.withLock { $0 = [:] }
        places.removeAll()
        releaser.reset()
    }

    /// Lets the releaser of unused data know of a write stamped `stamp`, which left the entry of `param`
    /// holding nothing (`emptied`) or set its list anew (`replaced`): the list's gaps are then gone.
    @usableFromInline
    func _noteWrite(stampedAt stamp: Double?, param: Param, emptied: Bool, replaced: Bool) {
        if emptied || replaced { places.listReplaced(param, removed: emptied) }
        if emptied { releaser.forget(ParamKey(param)) }
        releaser.written(at: stamp)
    }
}

extension InMemoryPaginationCacher: ParamActivityObserver {
    package func paramBecameActive(_ param: ParamKey) {
        releaser.becameActive(param)
    }

    package func paramBecameInactive(_ param: ParamKey) {
        let holdsData = (param.value as? Param).map { key in _entries.withLock { $0[key] != nil } } ?? false
        releaser.becameInactive(param, holdingData: holdsData)
    }
}
