/// Optimistic deletions: an entity hidden at once from the store and every list, gone for good when the
/// request succeeds, back in its places when it fails.
extension EntityStore {
    /// Hides the entity with `id` at once, runs `operation` (the server call), then settles: on success
    /// the entity is removed; on failure it is shown again and the error is rethrown.
    ///
    /// ```swift
    /// try await store.optimisticDelete(Status.self, id: id) {
    ///     try await client.delete(id: id)
    /// }
    /// ```
    ///
    /// - While pending, the entity reads as absent: every list showing it drops it, and every entity
    ///   cacher and observation watching it sees it removed. Each list keeps its place, so that a failure
    ///   puts it back exactly where it was; a refresh or a page that brings it back meanwhile keeps it
    ///   hidden too.
    /// - On failure it comes back with its latest confirmed value: a write made meanwhile, such as a
    ///   refresh's newer copy, is kept.
    /// - After ``removeAllData()`` meanwhile (a logout) it settles into nothing.
    ///
    /// - Returns: What `operation` returned.
    /// - Throws: What `operation` threw, once the entity is shown again.
    @discardableResult
    public func optimisticDelete<Entity: NormalizedEntity, Output>(
        _ type: Entity.Type,
        id: Entity.ID,
        operation: () async throws -> Output
    ) async throws -> Output {
        let token = beginOptimisticDelete(type, id: id)
        let result: Output
        do {
            result = try await operation()
        } catch {
            settleOptimisticDelete(token, type, id: id, deleted: false)
            throw error
        }
        settleOptimisticDelete(token, type, id: id, deleted: true)
        return result
    }

    /// Hides the entity with `id` under a layer of its own; returns the token that settles it.
    package func beginOptimisticDelete<Entity: NormalizedEntity>(_ type: Entity.Type, id: Entity.ID) -> UInt64
    {
        let token = takeToken()
        load(type, ids: CollectionOfOne(id))
        mutate { tables in
            let table = tables.table(type)
            guard let confirmed = table.bases[id] ?? table.values[id] else { return }
            table.bases[id] = confirmed
            table.layers[id, default: []].append(.init(token: token, apply: { _ in }, hides: true))
            _ = tables.store(confirmed, key: EntityKey(type, id), in: table)
        }
        return token
    }

    /// Settles the deletion `token`: removes the entity when `deleted`, shows it again otherwise.
    package func settleOptimisticDelete<Entity: NormalizedEntity>(
        _ token: UInt64,
        _ type: Entity.Type,
        id: Entity.ID,
        deleted: Bool
    ) {
        mutate(ifTokenLive: token) { tables in
            tables.dropLayer(token, type, id: id)
            if deleted { tables.remove(type, id: id) }
        }
    }

    /// The entities with `ids`, `nil` where absent, in one read; `hidden` gains the IDs among them that
    /// read as absent only because a pending deletion hides them (or an entity nested in them).
    func lookUp<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        ids: some Collection<Entity.ID>,
        hidden: inout Set<Entity.ID>
    ) -> [Entity?] {
        readLoading(type, ids: ids) { state in
            var complete = true
            let found = ids.map { id -> Entity? in
                if let entity = state.tables.read(type, id: id) { return entity }
                if state.tables.isHidden(type, id: id) { hidden.insert(id) }
                complete = false
                return nil
            }
            return (found, complete)
        }
    }
}
