/// A cacher of one entity per param, kept in an ``EntityStore`` shared with every other cacher on it.
///
/// A flowable on it shows the entity's latest version: a change made through any list or cacher on the
/// same store reaches its subscribers with no fetch.
///
/// ```swift
/// let statuses = NormalizedEntityCacher<String, Status>(store: store)
/// let status = AnyStoreFlowable.from(cacher: statuses, fetcher: StatusFetcher(client: client), param: id)
/// ```
public final class NormalizedEntityCacher<Param: Hashable & Sendable, Entity: NormalizedEntity>: Cacher {
    private struct Entry {
        var id: Entity.ID?
        var cachedAt: Double?
        var observation: EntityObservation<Entity>?
        /// Whether the entity was absent when last read: then its removal changes nothing shown.
        var readAbsent = false
    }

    /// The store holding the entities.
    public let store: EntityStore
    /// How long an entity stays valid after it was fetched, in seconds.
    public let expireSeconds: Double
    /// The source of "now" for timestamps and expiry.
    public let clock: EpochClock
    /// Announces the params whose entity changed in the store, so their subscribers see it.
    public let changes: CacherChanges<Param>? = CacherChanges()
    // Guarded by its own lock: the entity ID and timestamp per param. Never held while writing to the store.
    private let entries = Locked<[Param: Entry]>([:])
    // Guarded by its own lock: how to stop hearing of stale and replaced entities.
    private let listenerTokens = Locked<(staleness: UInt64?, replacement: UInt64?)>((nil, nil))
    // Guarded by its own lock: the params in use, whose entities are never evicted.
    private let active = Locked<Set<Param>>([])

    /// Creates a cacher of `Entity` values kept in `store`.
    ///
    /// - Parameters:
    ///   - store: The store the entities are kept in; share it between cachers to share entities.
    ///   - expireSeconds: How long an entity stays valid. Defaults to `.infinity`.
    ///   - clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(store: EntityStore, expireSeconds: Double = .infinity, clock: EpochClock = .system) {
        self.store = store
        self.expireSeconds = expireSeconds
        self.clock = clock
        let staleness = store.listenForStaleness(Entity.self) { [weak self] ids, staleness in
            // It reads the store each time: an entity that left memory is read back from the source.
            guard staleness != .unloaded else { return }
            self?.entitiesStale(ids, evicted: staleness == .evicted)
        }
        let replacement = store.listenForReplacement(Entity.self) { [weak self] old, new in
            self?.entityReplaced(old, by: new)
        }
        listenerTokens.withLock { $0 = (staleness, replacement) }
    }

    deinit {
        let tokens = listenerTokens.withLock { $0 }
        if let token = tokens.staleness { store.stopListeningForStaleness(token) }
        if let token = tokens.replacement { store.stopListeningForReplacement(token) }
    }

    /// Shows the server's entity where the temporary one of an optimistic insertion was shown. The
    /// observation keeps watching the temporary one, so that its removal wakes it once, then the
    /// server's.
    private func entityReplaced(_ old: Entity.ID, by new: Entity.ID) {
        let observations = entries.withLock { entries in
            let params = entries.compactMap { $0.value.id == old ? $0.key : nil }
            for param in params { entries[param]?.id = new }
            return params.compactMap { entries[$0]?.observation }
        }
        for observation in observations { observation.watchAlso([new]) }
    }

    /// Announces `param`, unless its entity was absent when last read and still is.
    private func entityChanged(_ param: Param) {
        let id = entries.withLock { $0[param].flatMap { $0.readAbsent ? $0.id : nil } }
        if let id, store.entity(Entity.self, id: id) == nil { return }
        changes?.announce(param)
    }

    /// Invalidates the params that show one of `ids` (every param when `nil`); a param whose entity was
    /// evicted is marked saved at `-.infinity` instead (stale for any expiry), so that its next
    /// subscriber refetches it.
    private func entitiesStale(_ ids: Set<Entity.ID>?, evicted: Bool) {
        let params = entries.withLock { entries in
            let params = entries.compactMap { param, entry -> Param? in
                guard let id = entry.id else { return nil }
                return ids.map { $0.contains(id) } ?? true ? param : nil
            }
            if evicted {
                for param in params { entries[param]?.cachedAt = -.infinity }
            }
            return params
        }
        if !params.isEmpty, !evicted { changes?.announceStale(params) }
    }

    /// The entity for `param` at its latest version, or `nil` when there is none or it was removed.
    public func loadData(param: Param) async -> Entity? {
        guard let id = entries.withLock({ $0[param]?.id }) else { return nil }
        let entity = store.entity(Entity.self, id: id)
        entries.withLock { entries in
            if entries[param]?.id == id { entries[param]?.readAbsent = entity == nil }
        }
        return entity
    }

    /// The entity for `param` at its latest version and when it was saved, read without suspending.
    public func peekData(param: Param) -> (data: Entity, cachedAt: Double?)? {
        guard let entry = entries.withLock({ $0[param] }), let id = entry.id,
            let entity = store.entity(Entity.self, id: id)
        else { return nil }
        return (entity, entry.cachedAt)
    }

    /// Writes the entity to the store and remembers its ID for `param`; `nil` forgets it.
    public func saveData(data: Entity?, param: Param) async {
        guard let data else {
            let removed = entries.withLock { $0.removeValue(forKey: param) }
            removed?.observation?.cancel()
            return
        }
        let existing = entries.withLock { $0[param]?.observation }
        let observation =
            existing
            ?? store.observe(
                Entity.self, ids: [], isPinned: { [active] in active.withLock { $0.contains(param) } }
            ) {
                [weak self] _ in
                self?.entityChanged(param)
            }
        observation.watch([data.id])
        store.put(data)
        entries.withLock { entries in
            entries[param, default: Entry()].id = data.id
            entries[param]?.observation = observation
        }
    }

    /// Forgets which entity every param shows; the entities stay in the store.
    public func removeAllData() async {
        let removed = entries.withLock { entries in
            defer { entries = [:] }
            return entries
        }
        for entry in removed.values { entry.observation?.cancel() }
    }

    /// When the entity for `param` was saved.
    public func loadDataCachedAt(param: Param) async -> Double? {
        entries.withLock { $0[param]?.cachedAt }
    }

    /// Keeps when the entity for `param` was saved.
    public func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        entries.withLock { $0[param]?.cachedAt = epochSeconds }
    }
}

extension NormalizedEntityCacher: ParamActivityObserver {
    package func paramBecameActive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        active.withLock { _ = $0.insert(param) }
    }

    package func paramBecameInactive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        active.withLock { _ = $0.remove(param) }
    }
}
