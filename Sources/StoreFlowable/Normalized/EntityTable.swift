/// What the store needs of a table whatever its entity type.
protocol AnyEntityTable: AnyObject, Sendable {
    var count: Int { get }
    func childKeys(of id: any Hashable & Sendable) -> [EntityKey]
    func removeAll(except reachable: Set<EntityKey>) -> Int
    /// The keys of every entity in the table.
    var allKeys: [EntityKey] { get }
    /// The write numbers of the entities that may be evicted: not in `kept`, no optimistic change pending.
    func evictableWrites(keeping kept: Set<EntityKey>) -> [UInt64]
    /// Removes up to `limit` evictable entities written at or before `newest`; returns each one's key
    /// and the keys of the entities nested in it.
    func evict(writtenUpTo newest: UInt64, keeping kept: Set<EntityKey>, atMost limit: Int)
        -> [EvictedEntity]
}

/// The entities of one type. A reference type so a table is changed in place.
// Unchecked: every property is read and written only under `EntityStore.state`'s lock.
final class EntityTable<Entity: NormalizedEntity>: AnyEntityTable, @unchecked Sendable {
    struct Layer {
        let token: UInt64
        let apply: @Sendable (inout Entity) -> Void
        /// Whether the layer hides the entity (a deletion pending) rather than changing it.
        var hides = false
    }

    /// What readers see: the confirmed value with any optimistic changes applied; absent while a pending
    /// deletion hides it.
    var values: [Entity.ID: Entity] = [:]
    /// The confirmed values of entities that have optimistic changes pending.
    var bases: [Entity.ID: Entity] = [:]
    var layers: [Entity.ID: [Layer]] = [:]
    /// The number of each entity's last write, when the store evicts the least recently written.
    var lastWrite: [Entity.ID: UInt64] = [:]

    var allKeys: [EntityKey] {
        values.keys.map { EntityKey(Entity.self, $0) }
    }

    var count: Int { values.count }

    func evictableWrites(keeping kept: Set<EntityKey>) -> [UInt64] {
        let keptIDs = Self.ids(in: kept)
        return lastWrite.compactMap { id, write in
            layers[id] == nil && !keptIDs.contains(id) ? write : nil
        }
    }

    /// The IDs of this table's entities among `keys`, typed: checked far faster than the keys.
    private static func ids(in keys: Set<EntityKey>) -> Set<Entity.ID> {
        Set(keys.compactMap { $0.id(as: Entity.self) })
    }

    func evict(writtenUpTo newest: UInt64, keeping kept: Set<EntityKey>, atMost limit: Int)
        -> [EvictedEntity]
    {
        let keptIDs = Self.ids(in: kept)
        var evicted: [EvictedEntity] = []
        var evictedIDs: [Entity.ID] = []
        for (id, write) in lastWrite where evicted.count < limit && write <= newest && layers[id] == nil {
            guard !keptIDs.contains(id), let entity = values.removeValue(forKey: id) else { continue }
            evicted.append(
                EvictedEntity(
                    key: EntityKey(Entity.self, id),
                    children: Entity.relationships.flatMap { $0.childKeys(entity) }))
            evictedIDs.append(id)
        }
        for id in evictedIDs { lastWrite[id] = nil }
        return evicted
    }

    /// `base` with the optimistic changes pending on it, or `nil` while a pending deletion hides it.
    func applyLayers(to base: Entity) -> Entity? {
        var value = base
        for layer in layers[base.id] ?? [] {
            if layer.hides { return nil }
            layer.apply(&value)
        }
        return value
    }

    func childKeys(of id: any Hashable & Sendable) -> [EntityKey] {
        guard let id = id as? Entity.ID, let entity = values[id] ?? bases[id] else { return [] }
        return Entity.relationships.flatMap { $0.childKeys(entity) }
    }

    func removeAll(except reachable: Set<EntityKey>) -> Int {
        let before = values.count
        values = values.filter { reachable.contains(EntityKey(Entity.self, $0.key)) }
        // A hidden entity still shown by a list is kept beneath its pending deletion.
        let kept = { (id: Entity.ID) in
            self.values[id] != nil || reachable.contains(EntityKey(Entity.self, id))
        }
        bases = bases.filter { kept($0.key) }
        layers = layers.filter { kept($0.key) }
        if !lastWrite.isEmpty { lastWrite = lastWrite.filter { values[$0.key] != nil } }
        return before - values.count
    }
}

/// An entity eviction removed, with the entities nested in it. A struct rather than a tuple: a labelled
/// tuple's type is looked up at run time in unspecialized generic code, at each element
/// (`eviction_per_entity_over_floor`, group `lifecycle`).
struct EvictedEntity {
    let key: EntityKey
    let children: [EntityKey]
}
