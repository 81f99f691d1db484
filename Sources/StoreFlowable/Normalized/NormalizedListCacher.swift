/// A pagination cacher that keeps, per param, only the ordered IDs of a list, its keys and timestamp;
/// the entities themselves live once in an ``EntityStore`` shared with every other cacher on it.
///
/// A change to an entity — through another list, an ``EntityStore/update(_:id:_:)``, or a nested
/// entity such as an author — reaches the subscribers of every list showing it, with no fetch.
///
/// ```swift
/// let store = EntityStore()
/// let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: store, expireSeconds: 300)
/// let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
/// ```
///
/// - An item already in the list is not added twice when pages overlap; the store keeps the newer copy.
/// - A removed entity leaves every list, and stays out of it until the list is refetched.
/// - While a list has subscribers, its joined items are kept and patched in place on each change, so an
///   update costs one copy of the list rather than a re-join.
public final class NormalizedListCacher<
    Param: Hashable & Sendable, Entity: NormalizedEntity, Key: Hashable & Sendable
>: PaginationCacher {
    /// One element of a list.
    public typealias Item = Entity

    /// The IDs, keys and kept items of one list.
    struct List {
        var ids: [Entity.ID] = []
        var members: Set<Entity.ID> = []
        /// The joined items, once read.
        var shown: [Entity]?
        /// Where each item of `shown` is; rebuilt when `shown` is reordered.
        var positions: [Entity.ID: Int]?
        var nextKey: Key?
        var prevKey: Key?
        var cachedAt: Double?
        var observation: EntityObservation<Entity>?
        /// Entities inserted optimistically and not settled yet, in the order they were inserted.
        var pendingInserts: [PendingInsert] = []
        /// The list's revision and, while a subscriber follows its differences, how it changed. Every
        /// change of `ids` or of the items is recorded in it.
        var log = ListChangeLog<Entity.ID>()
        /// The list's gaps and reading position.
        var places = ListPlaces<Entity.ID, Key>()
    }

    /// The store holding the entities.
    public let store: EntityStore
    /// How long a list stays valid after its first page was fetched, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    /// What a refresh does with a kept list: replace it, or keep it with the new page on top.
    public let listRefresh: ListRefresh
    /// Announces the lists that an entity change reached, so their subscribers see it.
    public let changes: CacherChanges<Param>? = CacherChanges()
    // Guarded by its own lock: the lists by param. Taken before the store's lock, never after it.
    let lists = Locked<[Param: List]>([:])
    // Guarded by its own lock: how to stop hearing of stale entities.
    let stalenessToken = Locked<UInt64?>(nil)
    // Guarded by its own lock: the params in use, whose entities are never evicted.
    let active = Locked<Set<Param>>([])
    // Guarded by its own lock, taken only within that of `lists`: how many subscribers follow the
    // differences of each list.
    let differenceFollowers = Locked<[Param: Int]>([:])
    // Guarded by its own lock, taken within those of `lists` and of the store, none after it: entities
    // that left memory for the store's source (or hold one), noted as they leave; the lists let go of
    // joined items holding them, which no longer follow their changes, before their next read.
    let unloaded = Locked<Set<Entity.ID>>([])

    /// Creates a cacher of lists of `Entity` kept in `store`.
    ///
    /// - Parameters:
    ///   - store: The store the entities are kept in; share it between cachers to share entities.
    ///   - expireSeconds: How long a list stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    ///   - refresh: What a refresh does with a kept list. Defaults to replacing it.
    public init(
        store: EntityStore, expireSeconds: Double = .infinity, clock: EpochClock = .system,
        refresh: ListRefresh = .replacingList
    ) {
        self.store = store
        self.expireSeconds = expireSeconds
        self.clock = clock
        self.listRefresh = refresh
        let unloaded = unloaded
        let token = store.listenForStaleness(Entity.self) { [weak self] ids, staleness in
            guard staleness == .unloaded else {
                self?.entitiesStale(ids, evicted: staleness == .evicted)
                return
            }
            // Under the store's lock: not through the cacher, whose last release would take that lock.
            if let ids, !ids.isEmpty { unloaded.withLock { $0.formUnion(ids) } }
        }
        stalenessToken.withLock { $0 = token }
    }

    deinit {
        if let token = stalenessToken.withLock({ $0 }) { store.stopListeningForStaleness(token) }
    }

    /// The IDs of the list for `param`, in order, or `nil` when there is none. They include the temporary
    /// IDs of pending optimistic insertions, and the IDs that pending optimistic deletions hide.
    public func ids(for param: Param) -> [Entity.ID]? {
        lists.withLock { $0[param]?.ids }
    }

    // MARK: Data

    /// The list's entities, joined to their latest versions.
    public func loadData(param: Param) async -> [Entity]? {
        lists.withLock { joined(&$0, param) }
    }

    /// The list's entities, joined to their latest versions and kept, under the lists' lock.
    func joined(_ lists: inout [Param: List], _ param: Param) -> [Entity]? {
        forgetUnloaded(&lists)
        if let shown = Self.read(&lists, param, { $0.shown }) ?? nil { return shown }
        return Self.modify(&lists, param) { list in
            // An entity hidden by a pending deletion keeps its place, to come back if the deletion fails.
            var hidden: Set<Entity.ID> = []
            let found = store.lookUp(Entity.self, ids: list.ids, hidden: &hidden)
            let items = found.compactMap { $0 }
            if items.count + hidden.count != list.ids.count {
                let missing = Set(
                    zip(list.ids, found).filter { $0.1 == nil && !hidden.contains($0.0) }.map { $0.0 })
                list.ids.removeAll { missing.contains($0) }
                list.members.subtract(missing)
                list.log.record(.removed(missing))
            }
            list.shown = items
            list.positions = nil
            return items
        }
    }

    /// Writes the entities to the store and keeps their IDs as the list; `nil` removes the list.
    public func saveData(data: [Entity]?, param: Param) async {
        replace(with: data, param: param)
    }

    /// ``saveData(data:param:)`` without suspending, for a storage that writes elsewhere first.
    package func replace(with data: [Entity]?, param: Param) {
        replace(with: data, writing: data ?? [], places: nil, param: param)
    }

    /// Keeps `data` as the list, writing the entities of `written` to the store (the others are there),
    /// with `places`, or without gaps when `nil`.
    func replace(
        with data: [Entity]?, writing written: [Entity], places: ListPlaces<Entity.ID, Key>?, param: Param
    ) {
        guard let data else {
            let removed = lists.withLock { $0.removeValue(forKey: param) }
            removed?.observation?.cancel()
            return
        }
        var ids: [Entity.ID] = []
        var members: Set<Entity.ID> = []
        ids.reserveCapacity(data.count)
        for item in data where members.insert(item.id).inserted { ids.append(item.id) }
        let observation = observation(for: param)
        // Watched before written: a collection running meanwhile keeps them.
        observation.watch(ids)
        store.put(written)
        lists.withLock { lists in
            let previous = lists[param] ?? newList(for: param)
            var list = previous
            list.places = places ?? previous.places.replacingList
            list.ids = ids
            list.members = members
            list.shown = nil
            list.positions = nil
            list.observation = observation
            if !previous.pendingInserts.isEmpty {
                observation.watchAlso(Self.keepPendingInserts(of: previous, in: &list))
            }
            list.log.record(.replaced(dropped: previous.ids.filter { !list.members.contains($0) }))
            lists[param] = list
        }
    }

    /// Writes the page's entities to the store and appends the IDs the list does not hold yet.
    public func saveNextData(cachedData: consuming [Entity], newData: [Entity], param: Param) async {
        // Dropped first: it may share storage with the kept items, which are then appended to in place.
        _ = consume cachedData
        addPage(newData, param: param, atEnd: true)
    }

    /// Writes the page's entities to the store and prepends the IDs the list does not hold yet.
    public func savePrevData(cachedData: consuming [Entity], newData: [Entity], param: Param) async {
        _ = consume cachedData
        addPage(newData, param: param, atEnd: false)
    }

    /// The IDs of `page` that a merge would add to the list of `param`: those it does not hold, once.
    package func idsToAdd(from page: [Entity], param: Param) -> [Entity.ID] {
        lists.withLock { lists in
            var seen: Set<Entity.ID> = []
            return page.compactMap { item in
                lists[param]?.members.contains(item.id) != true && seen.insert(item.id).inserted
                    ? item.id : nil
            }
        }
    }

    /// Adds a page at the end or the start of the list, without suspending; with `writing: false`, a page
    /// whose entities the store holds as they are (read from its source).
    package func addPage(_ page: [Entity], param: Param, atEnd: Bool, writing: Bool = true) {
        guard let observation = lists.withLock({ $0[param]?.observation }) else {
            replace(with: page, param: param)
            return
        }
        let pageIDs = page.map { $0.id }
        // Watched before written: a removal meanwhile reaches this list, a collection keeps them.
        observation.watchAlso(pageIDs)
        if writing { store.put(page) }
        lists.withLock { lists in
            Self.modify(&lists, param) { list in
                // Joined under the list's lock: an entity removed since it was written is not added, and a
                // removal after this is applied to the list by `entitiesChanged`.
                var hidden: Set<Entity.ID> = []
                let joined = store.lookUp(Entity.self, ids: pageIDs, hidden: &hidden)
                var addedIDs: [Entity.ID] = []
                var addedItems: [Entity] = []
                for (id, item) in zip(pageIDs, joined) {
                    guard item != nil || hidden.contains(id), list.members.insert(id).inserted else {
                        continue
                    }
                    addedIDs.append(id)
                    if let item { addedItems.append(item) }
                }
                if Self.addBesidePendingInserts(addedIDs, to: &list, atEnd: atEnd) {
                    // Placed inside the pending insertions: a subscriber compares the lists in full.
                    list.log.record(.replaced(dropped: []))
                    return
                }
                if !addedIDs.isEmpty { list.log.record(.inserted(addedIDs, atEnd: atEnd)) }
                // Taken out while it grows, so that it is grown in place rather than copied.
                if var shown = list.shown.take() {
                    if atEnd {
                        shown.append(contentsOf: addedItems)
                    } else {
                        shown.insert(contentsOf: addedItems, at: 0)
                    }
                    list.shown = shown
                }
                if atEnd {
                    list.ids.append(contentsOf: addedIDs)
                    if list.positions != nil, let count = list.shown?.count {
                        let start = count - addedItems.count
                        for (offset, item) in addedItems.enumerated() {
                            list.positions?[item.id] = start + offset
                        }
                    }
                } else {
                    list.ids.insert(contentsOf: addedIDs, at: 0)
                    list.positions = nil
                }
            }
        }
    }

    // MARK: Timestamps and keys

    /// When the list's first page was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        lists.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the list's first page was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        setCachedAt(epochSeconds, param: param)
    }

    /// Removes every list; their entities stay in the store.
    public func removeAllData() async {
        removeAll()
    }

    /// Removes every list, at once.
    package func removeAll() {
        let removed = lists.withLock { lists in
            defer { lists = [:] }
            return lists
        }
        for list in removed.values { list.observation?.cancel() }
    }

    package func setCachedAt(_ epochSeconds: Double?, param: Param) {
        lists.withLock { $0[param]?.cachedAt = epochSeconds }
    }
}

extension NormalizedListCacher: ParamActivityObserver {
    package func paramBecameActive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        active.withLock { _ = $0.insert(param) }
    }

    package func paramBecameInactive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        active.withLock { _ = $0.remove(param) }
    }
}
