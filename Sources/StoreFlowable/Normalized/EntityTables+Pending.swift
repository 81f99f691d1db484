/// What the tables do for optimistic insertions and deletions: pending entities, hidden entities, and the
/// swap of a temporary entity for the server's.
extension EntityTables {
    /// Drops the optimistic layer `token` of the entity with `id`; readers see the confirmed value again
    /// with the layers left.
    mutating func dropLayer<Entity: NormalizedEntity>(_ token: UInt64, _ type: Entity.Type, id: Entity.ID) {
        guard let table = existingTable(type), var layers = table.layers[id], let confirmed = table.bases[id]
        else { return }
        layers.removeAll { $0.token == token }
        if layers.isEmpty {
            table.layers[id] = nil
            table.bases[id] = nil
        } else {
            table.layers[id] = layers
        }
        _ = store(confirmed, key: EntityKey(type, id), in: table)
    }

    /// Whether the entity with `id` reads as absent only because a pending deletion hides it, or hides an
    /// entity nested in it.
    func isHidden<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Bool {
        read(type, id: id) == nil && readConfirmed(type, id: id) != nil
    }

    /// The entities with an optimistic change pending (a draft, a hidden entity, a change): never
    /// evicted, nor are the entities nested in them.
    var pendingKeys: Set<EntityKey> {
        Set(tables.values.flatMap { ($0 as? any PendingTable)?.pendingKeys ?? [] })
    }

    /// The entities holding `old` as a nested entity, each with `new` in its place, as confirmed.
    func holders(of old: EntityKey, retargetedTo new: any NormalizedEntity) -> [any NormalizedEntity] {
        (parents[old] ?? []).compactMap { holder in
            (tables[holder.type] as? any PendingTable)?.retargeted(holder.id, from: old, to: new)
        }
    }

    /// Points every entity holding `old` at `new`, the stored server entity that replaces it, and moves
    /// their links; the holders count as changed.
    mutating func retargetHolders(of old: EntityKey, to new: any NormalizedEntity, newKey: EntityKey) {
        guard let holders = parents.removeValue(forKey: old) else { return }
        for holder in holders {
            guard let table = tables[holder.type] as? any PendingTable,
                table.retarget(holder.id, from: old, to: new, in: &self)
            else { continue }
            parents[newKey, default: []].insert(holder)
        }
    }

    /// Removes the entity with `id` and the links from the entities nested in it.
    mutating func removeWithLinks<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) {
        let key = EntityKey(type, id)
        if let table = existingTable(type) {
            for child in table.childKeys(of: id) {
                parents[child]?.remove(key)
                if parents[child]?.isEmpty == true { parents[child] = nil }
            }
        }
        remove(type, id: id)
    }
}

/// What the tables do for pending changes, whatever their entity type.
protocol PendingTable: AnyObject {
    /// The keys of the entities with an optimistic change pending.
    var pendingKeys: [EntityKey] { get }
    /// The confirmed entity with `id` holding `new` in place of `old`, or `nil` when it does not hold it.
    func retargeted(_ id: any Hashable & Sendable, from old: EntityKey, to new: any NormalizedEntity)
        -> (any NormalizedEntity)?
    /// Stores the entity with `id` holding `new` in place of `old`; whether it held it.
    func retarget(
        _ id: any Hashable & Sendable, from old: EntityKey, to new: any NormalizedEntity,
        in tables: inout EntityTables
    ) -> Bool
}

extension EntityTable: PendingTable {
    var pendingKeys: [EntityKey] {
        layers.keys.map { EntityKey(Entity.self, $0) }
    }

    func retargeted(_ id: any Hashable & Sendable, from old: EntityKey, to new: any NormalizedEntity)
        -> (any NormalizedEntity)?
    {
        retargetedValue(id, from: old, to: new)
    }

    func retarget(
        _ id: any Hashable & Sendable, from old: EntityKey, to new: any NormalizedEntity,
        in tables: inout EntityTables
    ) -> Bool {
        guard let value = retargetedValue(id, from: old, to: new) else { return false }
        _ = tables.store(value, key: EntityKey(Entity.self, value.id), in: self)
        return true
    }

    private func retargetedValue(
        _ id: any Hashable & Sendable, from old: EntityKey, to new: any NormalizedEntity
    )
        -> Entity?
    {
        guard let id = id as? Entity.ID, var value = bases[id] ?? values[id] else { return nil }
        var held = false
        for relationship in Entity.relationships where relationship.retarget(&value, old, new) { held = true }
        return held ? value : nil
    }
}
