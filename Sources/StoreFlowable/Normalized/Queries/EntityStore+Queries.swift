/// Reading the entities of a type at once: what observers see, with optimistic changes applied and
/// nested entities at their latest versions.
///
/// An entity is present when ``EntityStore/entity(_:id:)`` reads it: one whose to-one nested entity was
/// removed reads as absent, as it does everywhere else. ``EntityStore/count(of:)`` counts stored
/// entities, such absent ones included.
///
/// On a store kept on disk (`SQLiteStore`'s), whose memory holds only what was read, a query first reads
/// every stored entity of its type from the file, once: it answers over everything stored.
extension EntityStore {
    /// The entity of `type` with `id`, as ``entity(_:id:)`` reads it, or `nil` when it is absent.
    ///
    /// ```swift
    /// let status = store[Status.self, id: "1"]
    /// ```
    ///
    /// - Complexity: O(*d*) in the number of entities nested in it.
    public subscript<Entity: NormalizedEntity>(type: Entity.Type, id id: Entity.ID) -> Entity? {
        entity(type, id: id)
    }

    /// Whether the entity of `type` with `id` is present: whether ``entity(_:id:)`` reads it.
    ///
    /// - Complexity: O(*d*) in the number of entities nested in it.
    public func contains<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> Bool {
        entity(type, id: id) != nil
    }

    /// Every entity of `type`, in no particular order.
    ///
    /// - Complexity: O(*n*) in the number of entities of the type.
    public func entities<Entity: NormalizedEntity>(_ type: Entity.Type) -> [Entity] {
        entities(type) { _ in true }
    }

    /// The entities of `type` that match `isIncluded`, in no particular order.
    ///
    /// `isIncluded` runs under the store's lock: it must not use the store.
    ///
    /// - Complexity: O(*n*) in the number of entities of the type.
    public func entities<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        where isIncluded: (Entity) -> Bool
    ) -> [Entity] {
        loadAll(type)
        return state.withLock { state in
            guard let table = state.tables.existingTable(type) else { return [] }
            return table.values.keys.compactMap { id in
                state.tables.read(type, id: id).flatMap { isIncluded($0) ? $0 : nil }
            }
        }
    }

    /// The entities of `type` that match `isIncluded`, sorted by `areInIncreasingOrder`: the first result
    /// that ``query(_:where:sortedBy:)`` delivers, read once.
    ///
    /// - Complexity: O(*n* + *m* log *m*) for *n* entities of the type of which *m* match.
    public func entities<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        where isIncluded: (Entity) -> Bool = { _ in true },
        sortedBy areInIncreasingOrder: (Entity, Entity) -> Bool
    ) -> [Entity] {
        entities(type, where: isIncluded).sorted(by: areInIncreasingOrder)
    }

    /// How many entities of `type` match `isIncluded`.
    ///
    /// - Complexity: O(*n*) in the number of entities of the type.
    public func count<Entity: NormalizedEntity>(of type: Entity.Type, where isIncluded: (Entity) -> Bool)
        -> Int
    {
        loadAll(type)
        return state.withLock { state in
            guard let table = state.tables.existingTable(type) else { return 0 }
            return table.values.keys.reduce(0) { count, id in
                count + (state.tables.read(type, id: id).map(isIncluded) == true ? 1 : 0)
            }
        }
    }
}
