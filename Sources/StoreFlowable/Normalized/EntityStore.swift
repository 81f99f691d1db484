/// Keeps every entity once and tells observers exactly when what they show changes.
///
/// One store is meant to be shared app-wide. Lists built on it (``NormalizedListCacher``) hold only IDs,
/// so the same status shown in four timelines is one value: change it once and every timeline shows it.
///
/// - Writes are batched and compared: an entity equal to what is stored changes nothing and wakes no one.
/// - An observer is woken only when an entity it watches changed, directly or through a nested entity
///   (a status is changed by its author's new display name).
/// - Observers are called synchronously, after the store's lock is released, on the writer's task.
///
/// ```swift
/// let store = EntityStore()
/// store.put(statuses)
/// store.update(Status.self, id: "1") { $0.favourited = true }
/// ```
public final class EntityStore: Sendable {
    struct State {
        var tables = EntityTables()
        var observers: [UInt64: Observer] = [:]
        var watchers: [EntityKey: Set<UInt64>] = [:]
        var nextToken: UInt64 = 1
        /// Optimistic changes begun before the last ``removeAllData()`` have tokens below this: they settle
        /// into nothing.
        var firstLiveToken: UInt64 = 1
        var wakeCount = 0
        /// Entities evicted, and the nanoseconds spent choosing and removing them.
        var evictedCount = 0
        var evictionNanoseconds: Int64 = 0
        var queries = EntityQueries()
        /// The types whose every stored entity the source was read for (``loadAll(_:)``).
        var wholeTypes: Set<ObjectIdentifier> = []
        /// How many times the store was emptied: what the source read before is not kept after.
        var clearCount = 0
    }

    struct Observer {
        var keys: Set<EntityKey>
        /// Whether what it watches is in use (shown by a live subscriber): then it is never evicted.
        let isPinned: @Sendable () -> Bool
        let onChange: @Sendable ([EntityKey]) -> Void
    }

    // Guarded by its own lock: every table, observer and optimistic change of the store.
    let state = Locked(State())
    // Guarded by its own lock: who is told when entities are marked stale.
    let stalenessListeners = Locked<[UInt64: StalenessListener]>([:])
    // Guarded by its own lock: who is told when a temporary entity is replaced by the server's.
    let replacementListeners = Locked<[UInt64: ReplacementListener]>([:])

    /// The most entities the store keeps, or `nil` for no limit.
    public let entityBudget: Int?
    /// Where entities memory does not hold are read from, or `nil` when memory holds every one.
    let source: (any EntitySource)?

    /// Creates an empty store.
    ///
    /// - Parameter entityBudget: The most entities to keep in memory, or `nil` (the default) for no
    ///   limit. Beyond it the least recently written entities are evicted, but never one shown by a list
    ///   or entity that has a live subscriber, nor one nested in such an entity (a visible status's
    ///   author stays). Lists and entity cachers that showed an evicted entity are marked stale, so it
    ///   comes back with their next fetch.
    public init(entityBudget: Int? = nil) {
        self.entityBudget = entityBudget.map { max(0, $0) }
        source = nil
        if entityBudget != nil { state.withLock { $0.tables.tracksWrites = true } }
        StoreDirectory.register(self)
    }

    /// Creates a store that reads from `source` every entity it is asked for and does not hold; with an
    /// `entityBudget`, it keeps at most that many in memory, and reads evicted ones back from `source`.
    package init(source: any EntitySource, entityBudget: Int? = nil) {
        self.entityBudget = entityBudget.map { max(0, $0) }
        self.source = source
        state.withLock { state in
            state.tables.tracksRemovals = true
            state.tables.tracksWrites = entityBudget != nil
        }
        StoreDirectory.register(self)
    }

    // MARK: Reading

    /// The entity with `id`, with its nested entities at their latest versions, or `nil` when absent.
    public func entity<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Entity? {
        readLoading(type, ids: CollectionOfOne(id)) { state in
            let entity = state.tables.read(type, id: id)
            return (entity, entity != nil)
        }
    }

    /// The entities with `ids` that are present, in order, with nested entities at their latest versions.
    public func entities<Entity: NormalizedEntity>(_ type: Entity.Type, ids: [Entity.ID]) -> [Entity] {
        lookUp(type, ids: ids).compactMap { $0 }
    }

    /// The entities with `ids`, `nil` where absent, in one read.
    func lookUp<Entity: NormalizedEntity>(_ type: Entity.Type, ids: some Collection<Entity.ID>) -> [Entity?] {
        readLoading(type, ids: ids) { state in
            let found = ids.map { state.tables.read(type, id: $0) }
            return (found, !found.contains { $0 == nil })
        }
    }

    /// The confirmed value of the entity with `id`, beneath any optimistic change, with its nested
    /// entities at their latest versions.
    package func confirmed<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Entity? {
        readLoading(type, ids: CollectionOfOne(id)) { state in
            let entity = state.tables.readConfirmed(type, id: id)
            return (entity, entity != nil)
        }
    }

    /// Whether the store holds an entity of `type` for every ID in `ids`.
    package func containsAll<Entity: NormalizedEntity>(_ type: Entity.Type, ids: [Entity.ID]) -> Bool {
        readLoading(type, ids: ids) { state in
            guard let table = state.tables.existingTable(type) else { return (ids.isEmpty, ids.isEmpty) }
            let all = ids.allSatisfy { table.values[$0] != nil }
            return (all, all)
        }
    }

    /// How many entities of `type` the store holds (on disk too, for a store kept on disk).
    public func count<Entity: NormalizedEntity>(of type: Entity.Type) -> Int {
        loadAll(type)
        return state.withLock { $0.tables.existingTable(type)?.count ?? 0 }
    }

    // MARK: Writing

    /// Writes `entity` and its nested entities in one batch.
    public func put<Entity: NormalizedEntity>(_ entity: Entity) {
        put(CollectionOfOne(entity))
    }

    /// Writes `entities` and their nested entities in one batch; observers are told once.
    public func put<Entity: NormalizedEntity>(_ entities: some Sequence<Entity>) {
        mutate { tables in
            for entity in entities { _ = tables.write(entity) }
        }
    }

    /// Changes the entity with `id` in place; returns the new value, or `nil` when it is absent.
    ///
    /// With optimistic changes pending, the change applies to the confirmed value beneath them, so it
    /// survives their rollback.
    @discardableResult
    public func update<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        _ change: (inout Entity) -> Void
    ) -> Entity? {
        var updated: Entity?
        load(type, ids: CollectionOfOne(id))
        mutate { tables in
            // Nested entities joined to their latest confirmed values: writing the change back must not
            // restore an older copy of them, nor make a pending optimistic change of theirs confirmed.
            guard var confirmed = tables.readConfirmed(type, id: id) else { return }
            change(&confirmed)
            _ = tables.write(confirmed)
            updated = tables.read(type, id: id)
        }
        return updated
    }

    /// Removes the entity with `id`. Lists that showed it drop it and keep it out until they are
    /// refetched; entities holding it as a to-one relationship read as absent.
    public func remove<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) {
        mutate { $0.remove(type, id: id) }
    }

    /// Runs a batch of writes, then wakes the observers of what changed.
    func mutate(ifTokenLive token: UInt64? = nil, _ body: (inout EntityTables) -> Void) {
        var evicted: [EntityKey] = []
        let wakeUps = state.withLock { state -> [(Observer, [EntityKey])] in
            // A change begun before the store was emptied belongs to the session that was cleared.
            if let token, token < state.firstLiveToken { return [] }
            state.tables.changed = []
            body(&state.tables)
            evicted = evictOverBudget(&state)
            let affected = state.tables.changed.isEmpty ? [] : state.tables.changedWithHolders()
            if !state.queries.isEmpty { state.queries.follow(affected, evicted: evicted, in: state.tables) }
            guard !affected.isEmpty else { return [] }
            state.tables.changed = []
            var keysByObserver: [UInt64: [EntityKey]] = [:]
            for key in affected {
                for token in state.watchers[key] ?? [] { keysByObserver[token, default: []].append(key) }
            }
            state.wakeCount += keysByObserver.count
            return keysByObserver.compactMap { token, keys in state.observers[token].map { ($0, keys) } }
        }
        for (observer, keys) in wakeUps { observer.onChange(keys) }
        // Evicted entities come back from the source when next read: nothing needs fetching again.
        if source == nil { announceStale(evicted, .evicted) }
    }

    /// Evicts down to half of ``entityBudget`` when memory holds more, but never `kept` nor what is nested
    /// in it, and tells the cachers what left (``announceUnloaded(by:in:)``); returns what was evicted.
    func evictOverBudget(_ state: inout State, keeping kept: [EntityKey] = []) -> [EntityKey] {
        guard let budget = entityBudget, state.tables.count > budget else { return [] }
        let started = ContinuousClock.now
        // Half of the budget at a time: choosing what to evict walks everything kept, so it runs once per
        // that many writes (`sqlite_scroll_page_over_floor`; `--profile scroll`: 2.6 ms a page, 3.0 with
        // a quarter, more with a tenth).
        let evicted = state.tables.evict(downTo: budget / 2, keeping: pinnedKeys(state).union(kept))
        let elapsed = (ContinuousClock.now - started).components
        state.evictedCount += evicted.count
        if !evicted.isEmpty { state.wholeTypes = [] }
        state.evictionNanoseconds += elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
        announceUnloaded(by: evicted, in: state)
        return evicted
    }

    /// What observers in use watch: never evicted. With a source, what live queries match too: they
    /// answer over memory, which must then hold every entity of their types.
    func pinnedKeys(_ state: State) -> Set<EntityKey> {
        var pinned: Set<EntityKey> = []
        for observer in state.observers.values where observer.isPinned() { pinned.formUnion(observer.keys) }
        if source != nil { pinned.formUnion(state.queries.liveQueryKeys(in: state.tables)) }
        return pinned
    }

    // MARK: Observing

    /// Calls `onChange` with the IDs that changed whenever an entity with one of `ids` changes, directly
    /// or through a nested entity, or is removed. Stops when the observation is cancelled or released.
    public func observe<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        ids: some Sequence<Entity.ID>,
        onChange: @escaping @Sendable (Set<Entity.ID>) -> Void
    ) -> EntityObservation<Entity> {
        observe(type, ids: ids, isPinned: { true }, onChange: onChange)
    }

    /// Like ``observe(_:ids:onChange:)``; what it watches is kept from eviction only while `isPinned`.
    func observe<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        ids: some Sequence<Entity.ID>,
        isPinned: @escaping @Sendable () -> Bool,
        onChange: @escaping @Sendable (Set<Entity.ID>) -> Void
    ) -> EntityObservation<Entity> {
        let token = addObserver(keys: Set(ids.map { EntityKey(type, $0) }), isPinned: isPinned) { keys in
            onChange(Set(keys.compactMap { $0.id(as: type) }))
        }
        return EntityObservation(store: self, token: token)
    }

    func addObserver(
        keys: Set<EntityKey>,
        isPinned: @escaping @Sendable () -> Bool = { true },
        onChange: @escaping @Sendable ([EntityKey]) -> Void
    ) -> UInt64 {
        state.withLock { state in
            let token = state.nextToken
            state.nextToken += 1
            state.observers[token] = Observer(keys: keys, isPinned: isPinned, onChange: onChange)
            for key in keys { state.watchers[key, default: []].insert(token) }
            return token
        }
    }

    func watch(_ keys: some Sequence<EntityKey>, by token: UInt64, replacing: Bool) {
        state.withLock { state in
            // Taken out while it changes, so that its keys are changed in place rather than copied.
            guard var observer = state.observers.removeValue(forKey: token) else { return }
            let newKeys = Set(keys)
            if replacing {
                for key in observer.keys.subtracting(newKeys) { Self.unwatch(key, token, &state.watchers) }
                observer.keys = newKeys
            } else {
                observer.keys.formUnion(newKeys)
            }
            for key in newKeys { state.watchers[key, default: []].insert(token) }
            state.observers[token] = observer
        }
    }

    /// Stops `token` watching `keys`, and only those.
    func unwatch(_ keys: some Sequence<EntityKey>, by token: UInt64) {
        state.withLock { state in
            guard var observer = state.observers.removeValue(forKey: token) else { return }
            for key in keys where observer.keys.remove(key) != nil {
                Self.unwatch(key, token, &state.watchers)
            }
            state.observers[token] = observer
        }
    }

    func removeObserver(_ token: UInt64) {
        state.withLock { state in
            guard let observer = state.observers.removeValue(forKey: token) else { return }
            for key in observer.keys { Self.unwatch(key, token, &state.watchers) }
        }
    }

    private static func unwatch(_ key: EntityKey, _ token: UInt64, _ watchers: inout [EntityKey: Set<UInt64>])
    {
        watchers[key]?.remove(token)
        if watchers[key]?.isEmpty == true { watchers[key] = nil }
    }
}
