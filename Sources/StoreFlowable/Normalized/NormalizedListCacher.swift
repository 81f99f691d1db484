/// A pagination cacher that keeps, per param, only the ordered IDs of a list, its keys and timestamp;
/// the entities themselves live once in an ``EntityStore`` shared with every other cacher on it.
///
/// A change to an entity — through another list, an ``EntityStore/update(_:id:_:)``, or a nested
/// entity such as an author — reaches the subscribers of every list showing it, with no fetch.
///
/// ```swift
/// let store = EntityStore()
/// let timelines = NormalizedListCacher<TimelineRequest, Status>(store: store, expireSeconds: 300)
/// let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
/// ```
///
/// - An item already in the list is not added twice when pages overlap; the store keeps the newer copy.
/// - A removed entity leaves every list, and stays out of it until the list is refetched.
/// - While a list has subscribers, its joined items are kept and patched in place on each change, so an
///   update costs one copy of the list rather than a re-join.
public final class NormalizedListCacher<Param: Hashable & Sendable, Entity: NormalizedEntity>:
    TwoWayPaginationCacher
{
    /// One element of a list.
    public typealias Item = Entity

    private struct List {
        var ids: [Entity.ID] = []
        var members: Set<Entity.ID> = []
        /// The joined items, kept while the list has subscribers.
        var shown: [Entity]?
        /// Where each item of `shown` is; rebuilt when `shown` is reordered.
        var positions: [Entity.ID: Int]?
        var nextKey: String?
        var prevKey: String?
        var cachedAt: Double?
        var version: UInt64 = 0
        var observation: EntityObservation<Entity>?
    }

    /// The cacher's flowable coordination and clock.
    public let storage: CacherStorage<Param, [Entity]>
    /// The store holding the entities.
    public let store: EntityStore
    /// How long a list stays valid after its first page was fetched, in seconds.
    public let expireSeconds: Double
    // Guarded by its own lock: the lists by param. Never held while writing to the store.
    private let lists = Locked<[Param: List]>([:])

    /// Creates a cacher of lists of `Entity` kept in `store`.
    ///
    /// - Parameters:
    ///   - store: The store the entities are kept in; share it between cachers to share entities.
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(store: EntityStore, expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.store = store
        self.expireSeconds = expireSeconds
        self.storage = CacherStorage(clock: clock)
    }

    /// The IDs of the list for `param`, in order, or `nil` when there is none.
    public func ids(for param: Param) -> [Entity.ID]? {
        lists.withLock { $0[param]?.ids }
    }

    // MARK: Data

    /// The list's entities, joined to their latest versions.
    public func loadData(param: Param) async -> [Entity]? {
        guard
            let (ids, version, shown) = lists.withLock({ lists in
                lists[param].map { ($0.ids, $0.version, $0.shown) }
            })
        else { return nil }
        if let shown { return shown }
        let found = store.lookUp(Entity.self, ids: ids)
        let items = found.compactMap { $0 }
        let keep = storage.hasSubscribers(for: param)
        lists.withLock { lists in
            guard var list = lists[param], list.version == version else { return }
            if items.count != ids.count {
                let missing = Set(zip(ids, found).filter { $0.1 == nil }.map(\.0))
                list.ids.removeAll { missing.contains($0) }
                list.members.subtract(missing)
            }
            if keep {
                list.shown = items
                list.positions = nil
            }
            lists[param] = list
        }
        return items
    }

    /// Writes the entities to the store and keeps their IDs as the list; `nil` removes the list.
    public func saveData(data: [Entity]?, param: Param) async {
        guard let data else {
            let removed = lists.withLock { $0.removeValue(forKey: param) }
            removed?.observation?.cancel()
            return
        }
        store.put(data)
        var ids: [Entity.ID] = []
        var members: Set<Entity.ID> = []
        ids.reserveCapacity(data.count)
        for item in data where members.insert(item.id).inserted { ids.append(item.id) }
        let observation = observation(for: param)
        lists.withLock { lists in
            var list = lists[param] ?? List()
            list.ids = ids
            list.members = members
            list.shown = nil
            list.positions = nil
            list.version += 1
            list.observation = observation
            lists[param] = list
        }
        observation.watch(ids)
    }

    /// Writes the page's entities to the store and appends the IDs the list does not hold yet.
    public func saveNextData(cachedData: [Entity], newData: [Entity], param: Param) async {
        await addPage(newData, param: param, atEnd: true)
    }

    /// Writes the page's entities to the store and prepends the IDs the list does not hold yet.
    public func savePrevData(cachedData: [Entity], newData: [Entity], param: Param) async {
        await addPage(newData, param: param, atEnd: false)
    }

    private func addPage(_ page: [Entity], param: Param, atEnd: Bool) async {
        store.put(page)
        let hasList = lists.withLock { $0[param] != nil }
        guard hasList else {
            await saveData(data: page, param: param)
            return
        }
        let pageIDs = page.map(\.id)
        let joined = store.lookUp(Entity.self, ids: pageIDs)
        let (observation, added) = lists.withLock { lists -> (EntityObservation<Entity>?, [Entity.ID]) in
            guard var list = lists[param] else { return (nil, []) }
            var addedIDs: [Entity.ID] = []
            var addedItems: [Entity] = []
            for (id, item) in zip(pageIDs, joined) where list.members.insert(id).inserted {
                addedIDs.append(id)
                if let item { addedItems.append(item) }
            }
            if atEnd {
                list.ids.append(contentsOf: addedIDs)
                list.shown?.append(contentsOf: addedItems)
            } else {
                list.ids.insert(contentsOf: addedIDs, at: 0)
                list.shown?.insert(contentsOf: addedItems, at: 0)
                list.positions = nil
            }
            if atEnd, list.positions != nil, let count = list.shown?.count {
                let start = count - addedItems.count
                for (offset, item) in addedItems.enumerated() { list.positions?[item.id] = start + offset }
            }
            list.version += 1
            lists[param] = list
            return (list.observation, addedIDs)
        }
        observation?.watchAlso(added)
    }

    // MARK: Timestamps and keys

    /// When the list's first page was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        lists.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the list's first page was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        lists.withLock { $0[param]?.cachedAt = epochSeconds }
    }

    /// The key of the list's next page.
    public func loadNextKey(param: Param) async -> String? {
        lists.withLock { $0[param]?.nextKey }
    }

    /// Keeps the key of the list's next page.
    public func saveNextKey(nextKey: String?, param: Param) async {
        lists.withLock { $0[param]?.nextKey = nextKey }
    }

    /// The key of the list's previous page.
    public func loadPrevKey(param: Param) async -> String? {
        lists.withLock { $0[param]?.prevKey }
    }

    /// Keeps the key of the list's previous page.
    public func savePrevKey(prevKey: String?, param: Param) async {
        lists.withLock { $0[param]?.prevKey = prevKey }
    }

    // MARK: Changes

    private func observation(for param: Param) -> EntityObservation<Entity> {
        if let existing = lists.withLock({ $0[param]?.observation }) { return existing }
        return store.observe(Entity.self, ids: []) { [weak self] changed in
            self?.entitiesChanged(changed, param: param)
        }
    }

    /// Patches the kept items in place, drops removed entities, and shows subscribers the result.
    private func entitiesChanged(_ changed: Set<Entity.ID>, param: Param) {
        let ids = Array(changed)
        let latest = store.lookUp(Entity.self, ids: ids)
        let shown = lists.withLock { lists -> [Entity]?? in
            guard var list = lists[param] else { return nil }
            var removed: Set<Entity.ID> = []
            if var shown = list.shown {
                list.shown = nil
                let positions = list.positions ?? Self.positions(of: shown)
                for (id, item) in zip(ids, latest) {
                    guard let position = positions[id] else { continue }
                    if let item { shown[position] = item } else { removed.insert(id) }
                }
                if !removed.isEmpty { shown.removeAll { removed.contains($0.id) } }
                list.shown = shown
                list.positions = removed.isEmpty ? positions : nil
            } else {
                removed = Set(zip(ids, latest).filter { $0.1 == nil }.map(\.0))
            }
            if !removed.isEmpty {
                list.ids.removeAll { removed.contains($0) }
                list.members.subtract(removed)
            }
            list.version += 1
            lists[param] = list
            return .some(list.shown)
        }
        // Kept items are shown at once, so a change has reached subscribers when the write returns;
        // otherwise, or while a flowable writes this list, the list is read back after that write.
        guard let shown else { return }
        if let items = shown, storage.publishChange(items, for: param) { return }
        Task { await storage.notifyChange(of: param, in: self) }
    }

    private static func positions(of items: [Entity]) -> [Entity.ID: Int] {
        var positions = [Entity.ID: Int](minimumCapacity: items.count)
        for (position, item) in items.enumerated() { positions[item.id] = position }
        return positions
    }
}
