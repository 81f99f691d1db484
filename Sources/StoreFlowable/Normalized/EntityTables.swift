/// The tables of an ``EntityStore``: one per entity type, each entity once, with the links from nested
/// entities to the entities holding them. Changed only under the store's lock.
struct EntityTables {
    private(set) var tables: [ObjectIdentifier: any AnyEntityTable] = [:]
    /// For each entity, the entities that hold it, so a change reaches what shows it.
    var parents: [EntityKey: Set<EntityKey>] = [:]
    /// The entities a batch of writes changed.
    var changed: Set<EntityKey> = []
    /// Whether reads see confirmed values, beneath optimistic changes, rather than what readers see.
    var readsConfirmed = false
    /// Whether each entity's last write is numbered, for evicting the least recently written first.
    var tracksWrites = false
    /// Whether a nested entity is written only where none is stored yet: while entities read from the
    /// source are kept, what memory holds is as new as the file or newer.
    var keepsStoredNested = false
    /// How deep in nested entities the write in progress is.
    private var writeDepth = 0
    /// The entities that held an entity the last eviction removed: they may read as absent now.
    private(set) var evictionHolders: Set<EntityKey> = []
    /// Whether removals are remembered, for a store with a source: an entity removed from memory must not
    /// be read back from the source until it is written again.
    var tracksRemovals = false
    /// The entities removed since last written, while ``tracksRemovals``.
    private var removedKeys: Set<EntityKey> = []
    private var writeCount: UInt64 = 0

    /// Drops every entity; returns the keys that were stored.
    mutating func removeAll() -> Set<EntityKey> {
        var removed: Set<EntityKey> = []
        for table in tables.values { removed.formUnion(table.allKeys) }
        tables = [:]
        parents = [:]
        removedKeys = []
        return removed
    }

    /// How many entities are stored.
    var count: Int { tables.values.reduce(0) { $0 + $1.count } }

    /// Removes the least recently written entities until at most `limit` are left, but never one
    /// reachable from `pinned` (what live subscribers show, with the entities nested in it) nor one
    /// reachable from an entity with an optimistic change pending. Observers are not told: the entities did not change. Returns the
    /// keys removed.
    ///
    /// - Complexity: O(*n* log *n*) in the number of stored entities; a caller evicts a tenth of its
    ///   budget at a time, so that this runs once per that many writes.
    mutating func evict(downTo limit: Int, keeping pinned: Set<EntityKey>) -> [EntityKey] {
        evictionHolders = []
        let excess = count - limit
        guard tracksWrites, excess > 0 else { return [] }
        let kept = reachable(from: pinned.union(pendingKeys))
        var ticks = tables.values.flatMap { $0.evictableWrites(keeping: kept) }
        guard !ticks.isEmpty else { return [] }
        ticks.sort()
        let newest = ticks[min(excess, ticks.count) - 1]
        var remaining = excess
        var evicted: [EntityKey] = []
        for table in tables.values where remaining > 0 {
            for entity in table.evict(writtenUpTo: newest, keeping: kept, atMost: remaining) {
                let (key, children) = (entity.key, entity.children)
                if let holders = parents.removeValue(forKey: key) { evictionHolders.formUnion(holders) }
                for child in children { parents[child]?.remove(key) }
                evicted.append(key)
            }
            remaining = excess - evicted.count
        }
        return evicted
    }

    /// `roots` and every entity nested in them, transitively.
    func reachable(from roots: Set<EntityKey>) -> Set<EntityKey> {
        var reachable: Set<EntityKey> = []
        var queue = Array(roots)
        while let key = queue.popLast() {
            guard reachable.insert(key).inserted, let table = tables[key.type] else { continue }
            queue.append(contentsOf: table.childKeys(of: key.id))
        }
        return reachable
    }

    /// The keys of every entity of the type `type` identifies.
    func keys(ofType type: ObjectIdentifier) -> [EntityKey] {
        tables[type]?.allKeys ?? []
    }

    func existingTable<Entity: NormalizedEntity>(_ type: Entity.Type) -> EntityTable<Entity>? {
        tables[ObjectIdentifier(type)] as? EntityTable<Entity>
    }

    mutating func table<Entity: NormalizedEntity>(_ type: Entity.Type) -> EntityTable<Entity> {
        if let table = existingTable(type) { return table }
        let table = EntityTable<Entity>()
        tables[ObjectIdentifier(type)] = table
        return table
    }

    /// Writes `entity` and its nested entities; returns the stored value.
    mutating func write<Entity: NormalizedEntity>(_ entity: Entity) -> Entity {
        if keepsStoredNested, writeDepth > 0 {
            if let stored = existingTable(Entity.self)?.values[entity.id] { return stored }
            // Removed from memory: it stays removed, and its holder reads as absent, as it did before.
            if wasRemoved(EntityKey(Entity.self, entity.id)) { return entity }
        }
        writeDepth += 1
        defer { writeDepth -= 1 }
        var entity = entity
        let relationships = Entity.relationships
        for relationship in relationships { relationship.normalize(&entity, &self) }
        let key = EntityKey(Entity.self, entity.id)
        for relationship in relationships {
            for child in relationship.childKeys(entity) { parents[child, default: []].insert(key) }
        }
        return store(entity, key: key, in: table(Entity.self))
    }

    /// Stores an already normalised value as the confirmed one, keeping optimistic layers on top.
    mutating func store<Entity: NormalizedEntity>(
        _ entity: Entity,
        key: EntityKey,
        in table: EntityTable<Entity>
    ) -> Entity {
        let visible: Entity?
        if table.layers[entity.id] != nil {
            table.bases[entity.id] = entity
            visible = table.applyLayers(to: entity)
        } else {
            visible = entity
        }
        if table.values[entity.id] != visible {
            table.values[entity.id] = visible
            changed.insert(key)
        }
        if !removedKeys.isEmpty { removedKeys.remove(key) }
        if tracksWrites {
            writeCount &+= 1
            table.lastWrite[entity.id] = writeCount
        }
        return visible ?? entity
    }

    /// The entity with its nested entities re-joined to their latest versions, or `nil` when it or a
    /// to-one entity it needs is absent. A relationship that leads back to an entity the read is inside
    /// of (`path`) is cut: see ``EntityRelationship``.
    func read<Entity: NormalizedEntity>(
        _ type: Entity.Type, id: Entity.ID, inside path: UnsafePointer<ReadPath>? = nil
    ) -> Entity? {
        guard let table = existingTable(type),
            var entity = readsConfirmed ? table.bases[id] ?? table.values[id] : table.values[id]
        else { return nil }
        let relationships = Entity.relationships
        guard !relationships.isEmpty else { return entity }
        return ReadPath.extending(path, with: type, id: id) { path in
            for relationship in relationships {
                guard relationship.join(&entity, self, path) else { return nil }
            }
            return entity
        }
    }

    mutating func remove<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) {
        if tracksRemovals { removedKeys.insert(EntityKey(type, id)) }
        guard let table = existingTable(type) else { return }
        // An entity hidden by a pending deletion has a confirmed value but none that readers see.
        let shown = table.values.removeValue(forKey: id) != nil
        guard table.bases.removeValue(forKey: id) != nil || shown else { return }
        table.layers.removeValue(forKey: id)
        changed.insert(EntityKey(type, id))
        table.lastWrite.removeValue(forKey: id)
    }

    /// Whether the entity was removed, and not written since, while ``tracksRemovals``.
    func wasRemoved(_ key: EntityKey) -> Bool {
        !removedKeys.isEmpty && removedKeys.contains(key)
    }

    /// `changed` and, transitively, every entity holding one of them.
    func changedWithHolders() -> Set<EntityKey> {
        withHolders(changed)
    }

    /// `keys` and, transitively, every entity holding one of them.
    func withHolders(_ keys: Set<EntityKey>) -> Set<EntityKey> {
        var result = keys
        var queue = Array(keys)
        while let key = queue.popLast() {
            for parent in parents[key] ?? [] where result.insert(parent).inserted {
                queue.append(parent)
            }
        }
        return result
    }

    /// The entity with `id` as confirmed, beneath optimistic changes, its nested entities joined to their
    /// confirmed latest versions: what an update builds on.
    func readConfirmed<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Entity? {
        var view = self
        view.readsConfirmed = true
        return view.read(type, id: id)
    }

    /// Removes every entity not reachable from `roots`; returns how many were removed.
    mutating func collect(keeping roots: Set<EntityKey>) -> Int {
        let reachable = reachable(from: roots)
        var removed = 0
        for table in tables.values { removed += table.removeAll(except: reachable) }
        parents = parents.filter { reachable.contains($0.key) }
        for key in parents.keys { parents[key]?.formIntersection(reachable) }
        return removed
    }
}
