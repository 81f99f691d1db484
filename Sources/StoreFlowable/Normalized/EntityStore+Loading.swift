/// Reading entities from the store's ``EntitySource`` when memory does not hold them. Every read of the
/// store goes through here first; a store without a source (in memory only) pays one `nil` check.
extension EntityStore {
    /// The entity with `id` as memory holds it now, never read from the source.
    package func entityInMemory<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Entity? {
        state.withLock { $0.tables.read(type, id: id) }
    }

    /// How many entities memory holds, of every type.
    package var entitiesInMemory: Int {
        state.withLock { $0.tables.count }
    }

    /// Reads the entities of `type` with `ids` that memory does not hold from the source, and keeps them.
    /// Removed entities stay removed; a value written meanwhile is kept over the one read.
    func load<Entity: NormalizedEntity>(_ type: Entity.Type, ids: some Sequence<Entity.ID>) {
        guard let source else { return }
        let (missing, clears) = state.withLock { state -> ([Entity.ID], Int) in
            let table = state.tables.existingTable(type)
            let missing = ids.filter { id in
                if table?.values[id] == nil && table?.bases[id] == nil {
                    return !state.tables.wasRemoved(EntityKey(type, id))
                }
                // Held, but reading as absent with no deletion pending: an entity nested in it was
                // evicted or collected, and is read again with it.
                return table?.values[id] != nil && state.tables.read(type, id: id) == nil
            }
            return (missing, state.clearCount)
        }
        guard !missing.isEmpty else { return }
        // Those of `ids` memory held are about to be read with the rest: evicting them to make room for
        // the rest would leave the reader short.
        let read = source.entities(type, ids: missing)
        keep(read, readAfter: clears, reading: ids.map { EntityKey(type, $0) })
    }

    /// Reads every stored entity of `type` that memory does not hold, once: later writes reach memory
    /// anyway, so that the type stays whole in memory until something is collected or evicted.
    func loadAll<Entity: NormalizedEntity>(_ type: Entity.Type) {
        guard let source else { return }
        let key = ObjectIdentifier(type)
        let (whole, clears) = state.withLock { ($0.wholeTypes.contains(key), $0.clearCount) }
        guard !whole else { return }
        let read = source.allEntities(type)
        if keep(read, readAfter: clears) { state.withLock { _ = $0.wholeTypes.insert(key) } }
    }

    /// Keeps `entities` read from the source where memory has no value, no removal since, and no
    /// ``removeAllData()`` since `clears`; wakes no observer (nothing changed), but live queries and
    /// inverse indexes see them. What is made room for them never includes them nor `reading`. Returns
    /// whether they were kept.
    @discardableResult
    private func keep(
        _ entities: [any NormalizedEntity], readAfter clears: Int, reading: [EntityKey] = []
    ) -> Bool {
        state.withLock { state in
            guard state.clearCount == clears else { return false }
            state.tables.changed = []
            state.tables.keepsStoredNested = true
            for entity in entities { Self.keep(entity, in: &state.tables) }
            state.tables.keepsStoredNested = false
            // What was just read is what a reader is about to read: never the part evicted to make room.
            let evicted = evictOverBudget(&state, keeping: entities.map { Self.key($0) } + reading)
            if !state.queries.isEmpty, !state.tables.changed.isEmpty || !evicted.isEmpty {
                state.queries.follow(state.tables.changedWithHolders(), evicted: evicted, in: state.tables)
            }
            state.tables.changed = []
            return true
        }
    }

    private static func key<Entity: NormalizedEntity>(_ entity: Entity) -> EntityKey {
        EntityKey(Entity.self, entity.id)
    }

    /// Keeps `entity` where memory has no value and no removal of it; where memory has a value, keeps
    /// the entities nested in it that memory lacks (evicted since).
    private static func keep<Entity: NormalizedEntity>(_ entity: Entity, in tables: inout EntityTables) {
        guard !tables.wasRemoved(EntityKey(Entity.self, entity.id)) else { return }
        let table = tables.existingTable(Entity.self)
        guard table?.values[entity.id] != nil || table?.bases[entity.id] != nil else {
            _ = tables.write(entity)
            return
        }
        let key = EntityKey(Entity.self, entity.id)
        for relationship in Entity.relationships {
            for child in relationship.children(of: entity) { keep(child, in: &tables) }
            // Eviction forgot who holds what it evicted: a change of the child must reach the holder again.
            for child in relationship.childKeys(entity) { tables.parents[child, default: []].insert(key) }
        }
    }

    /// Reads `ids` from memory, loading any memory lacks first.
    func readLoading<Entity: NormalizedEntity, Result>(
        _ type: Entity.Type,
        ids: some Collection<Entity.ID>,
        _ read: (inout State) -> (result: Result, complete: Bool)
    ) -> Result {
        let first = state.withLock { read(&$0) }
        guard source != nil, !first.complete else { return first.result }
        // Read again even when this load read nothing: another may have kept what it read meanwhile.
        load(type, ids: ids)
        return state.withLock { read(&$0).result }
    }
}
