/// Inverse relationships: the entities that point at a given entity through a nested-entity key path —
/// the statuses an account wrote, the boosts of a status — read from an index kept up to date write by
/// write, never by a scan.
///
/// The index of a key path is built the first time it is asked for, in one pass over the type, and is
/// then kept up to date for the life of the store: each write of a root costs it O(1) per target, and so
/// do removal, eviction and garbage collection. The key path is usually one declared in
/// ``NormalizedEntity/relationships``.
extension EntityStore {
    /// The entities of `type` whose `keyPath` points at the entity with `id`, in no particular order.
    ///
    /// ```swift
    /// let byAda = store.entities(Status.self, referencing: "ada", through: \.account)
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* such entities; O(*n*) in the number of entities of the type the first
    ///   time the key path is asked for.
    public func entities<Entity: NormalizedEntity, Target: NormalizedEntity>(
        _ type: Entity.Type,
        referencing id: Target.ID,
        through keyPath: KeyPath<Entity, Target> & Sendable
    ) -> [Entity] {
        entities(type, referencing: id, of: Target.self, through: keyPath) { [$0[keyPath: keyPath].id] }
    }

    /// The entities of `type` whose optional `keyPath` points at the entity with `id`, in no particular
    /// order: the boosts of a status.
    ///
    /// ```swift
    /// let boosts = store.entities(Status.self, referencing: statusID, through: \.reblog)
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* such entities; O(*n*) in the number of entities of the type the first
    ///   time the key path is asked for.
    public func entities<Entity: NormalizedEntity, Target: NormalizedEntity>(
        _ type: Entity.Type,
        referencing id: Target.ID,
        through keyPath: KeyPath<Entity, Target?> & Sendable
    ) -> [Entity] {
        entities(type, referencing: id, of: Target.self, through: keyPath) {
            $0[keyPath: keyPath].map { [$0.id] } ?? []
        }
    }

    /// The entities of `type` whose to-many `keyPath` holds the entity with `id`, in no particular order:
    /// the statuses that mention an account.
    ///
    /// - Complexity: O(*k*) for *k* such entities; O(*n*) in the number of entities of the type the first
    ///   time the key path is asked for.
    public func entities<Entity: NormalizedEntity, Target: NormalizedEntity>(
        _ type: Entity.Type,
        referencing id: Target.ID,
        through keyPath: KeyPath<Entity, [Target]> & Sendable
    ) -> [Entity] {
        entities(type, referencing: id, of: Target.self, through: keyPath) { $0[keyPath: keyPath].map(\.id) }
    }

    private func entities<Entity: NormalizedEntity, Target: NormalizedEntity>(
        _ type: Entity.Type,
        referencing id: Target.ID,
        of target: Target.Type,
        through keyPath: AnyKeyPath,
        targets: @escaping @Sendable (Entity) -> [Target.ID]
    ) -> [Entity] {
        loadAll(type)
        return state.withLock { state in
            let index: InverseIndex<Entity, Target> = state.queries.index(
                keyPath, targets: targets, tables: state.tables)
            return index.roots(pointingAt: id).compactMap { state.tables.read(type, id: $0) }
        }
    }
}
