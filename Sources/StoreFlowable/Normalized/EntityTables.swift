/// The tables of an ``EntityStore``: one per entity type, each entity once, with the links from nested
/// entities to the entities holding them. Changed only under the store's lock.
struct EntityTables {
    private(set) var tables: [ObjectIdentifier: any AnyEntityTable] = [:]
    /// For each entity, the entities that hold it, so a change reaches what shows it.
    private(set) var parents: [EntityKey: Set<EntityKey>] = [:]
    /// The entities a batch of writes changed.
    var changed: Set<EntityKey> = []
    /// Whether reads see confirmed values, beneath optimistic changes, rather than what readers see.
    var readsConfirmed = false

    /// Drops every entity; returns the keys that were stored.
    mutating func removeAll() -> Set<EntityKey> {
        var removed: Set<EntityKey> = []
        for table in tables.values { removed.formUnion(table.allKeys) }
        tables = [:]
        parents = [:]
        return removed
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
        let visible: Entity
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
        return visible
    }

    /// The entity with its nested entities re-joined to their latest versions, or `nil` when it or a
    /// to-one entity it needs is absent.
    func read<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Entity? {
        guard let table = existingTable(type),
            var entity = readsConfirmed ? table.bases[id] ?? table.values[id] : table.values[id]
        else { return nil }
        for relationship in Entity.relationships {
            guard relationship.join(&entity, self) else { return nil }
        }
        return entity
    }

    mutating func remove<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) {
        guard let table = existingTable(type), table.values.removeValue(forKey: id) != nil else { return }
        table.bases.removeValue(forKey: id)
        table.layers.removeValue(forKey: id)
        changed.insert(EntityKey(type, id))
    }

    /// `changed` and, transitively, every entity holding one of them.
    func changedWithHolders() -> Set<EntityKey> {
        var result = changed
        var queue = Array(changed)
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
        var reachable: Set<EntityKey> = []
        var queue = Array(roots)
        while let key = queue.popLast() {
            guard reachable.insert(key).inserted, let table = tables[key.type] else { continue }
            queue.append(contentsOf: table.childKeys(of: key.id))
        }
        var removed = 0
        for table in tables.values { removed += table.removeAll(except: reachable) }
        parents = parents.filter { reachable.contains($0.key) }
        for key in parents.keys { parents[key]?.formIntersection(reachable) }
        return removed
    }
}

/// What the store needs of a table whatever its entity type.
protocol AnyEntityTable: AnyObject, Sendable {
    var count: Int { get }
    func childKeys(of id: any Hashable & Sendable) -> [EntityKey]
    func removeAll(except reachable: Set<EntityKey>) -> Int
    /// The keys of every entity in the table.
    var allKeys: [EntityKey] { get }
}

/// The entities of one type. A reference type so a table is changed in place.
// Unchecked: every property is read and written only under `EntityStore.state`'s lock.
final class EntityTable<Entity: NormalizedEntity>: AnyEntityTable, @unchecked Sendable {
    struct Layer {
        let token: UInt64
        let apply: @Sendable (inout Entity) -> Void
    }

    /// What readers see: the confirmed value with any optimistic changes applied.
    var values: [Entity.ID: Entity] = [:]
    /// The confirmed values of entities that have optimistic changes pending.
    var bases: [Entity.ID: Entity] = [:]
    var layers: [Entity.ID: [Layer]] = [:]

    var allKeys: [EntityKey] {
        values.keys.map { EntityKey(Entity.self, $0) }
    }

    var count: Int { values.count }

    func applyLayers(to base: Entity) -> Entity {
        var value = base
        for layer in layers[base.id] ?? [] { layer.apply(&value) }
        return value
    }

    func childKeys(of id: any Hashable & Sendable) -> [EntityKey] {
        guard let id = id as? Entity.ID, let entity = values[id] else { return [] }
        return Entity.relationships.flatMap { $0.childKeys(entity) }
    }

    func removeAll(except reachable: Set<EntityKey>) -> Int {
        let before = values.count
        values = values.filter { reachable.contains(EntityKey(Entity.self, $0.key)) }
        bases = bases.filter { values[$0.key] != nil }
        layers = layers.filter { values[$0.key] != nil }
        return before - values.count
    }
}
