/// What the store needs of the queries of one entity type, whatever the type.
protocol AnyTypeQueries: AnyObject, Sendable {
    var isEmpty: Bool { get }
    var liveQueryCount: Int { get }
    /// Re-reads the entity with `id`, which changed — `directly`, or through a nested entity — and
    /// notes it in every query. Returns whether this was the first entity of the batch for this type.
    func entityChanged(_ id: any Hashable & Sendable, directly: Bool, in tables: EntityTables) -> Bool
    /// Applies the batch to every live query; returns how many results were delivered.
    func deliver() -> Int
    /// Forgets the entities a garbage collection removed; returns how many results were delivered.
    func collected(in tables: EntityTables) -> Int
    /// Empties every query; returns how many results were delivered.
    func removeAll() -> Int
}

/// The live queries and inverse indices of one entity type.
// Unchecked: every property is read and written only under `EntityStore.state`'s lock.
final class TypeQueries<Entity: NormalizedEntity>: AnyTypeQueries, @unchecked Sendable {
    var liveQueries: [UInt64: LiveQuery<Entity>] = [:]
    /// By the key path they follow.
    var indices: [AnyKeyPath: any AnyInverseIndex<Entity>] = [:]
    /// Whether an entity of the current batch was noted.
    private var isTouched = false

    var isEmpty: Bool { liveQueries.isEmpty && indices.isEmpty }
    var liveQueryCount: Int { liveQueries.count }

    func entityChanged(_ id: any Hashable & Sendable, directly: Bool, in tables: EntityTables) -> Bool {
        guard let id = id as? Entity.ID else { return false }
        if directly, !indices.isEmpty {
            let stored = tables.existingTable(Entity.self)?.values[id]
            for index in indices.values { index.update(id, stored: stored) }
        }
        guard !liveQueries.isEmpty else { return false }
        // Read once, joined to the latest nested entities, for every query of the type.
        let value = tables.read(Entity.self, id: id)
        for query in liveQueries.values { query.record(id, value) }
        defer { isTouched = true }
        return !isTouched
    }

    func deliver() -> Int {
        isTouched = false
        return liveQueries.values.reduce(0) { $0 + ($1.deliver() ? 1 : 0) }
    }

    func collected(in tables: EntityTables) -> Int {
        let values = tables.existingTable(Entity.self)?.values ?? [:]
        for index in indices.values { index.dropRoots { values[$0] != nil } }
        for query in liveQueries.values { query.dropMembers { values[$0] != nil } }
        return deliver()
    }

    func removeAll() -> Int {
        for index in indices.values { index.removeAll() }
        return liveQueries.values.reduce(0) { $0 + ($1.removeAll() ? 1 : 0) }
    }
}
