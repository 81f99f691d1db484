/// Optimistic changes: applied at once, settled when the server answers.
extension EntityStore {
    /// Applies `change` at once, runs `operation` (the server call), then settles: on success the entity
    /// the server returned is written; on failure only this change is rolled back — other changes made
    /// meanwhile, optimistic or not, stay.
    ///
    /// - Returns: The entity `operation` returned, as stored.
    /// - Throws: The error `operation` threw, after rolling back.
    @discardableResult
    public func optimisticUpdate<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        apply change: @escaping @Sendable (inout Entity) -> Void,
        operation: () async throws -> Entity
    ) async throws -> Entity {
        let token = beginOptimisticChange(type, id: id, change)
        do {
            let result = try await operation()
            let settled = settleOptimisticChange(token, type, id: id, with: result)
            return entity(type, id: result.id) ?? settled ?? result
        } catch {
            settleOptimisticChange(token, type, id: id, with: nil)
            throw error
        }
    }

    /// Applies `change` as an optimistic layer; returns the token that settles it.
    package func beginOptimisticChange<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        _ change: @escaping @Sendable (inout Entity) -> Void
    ) -> UInt64 {
        addLayer(type, id: id, change)
    }

    /// Drops the layer `token` and, with a `result`, writes it as confirmed; returns what was stored.
    @discardableResult
    package func settleOptimisticChange<Entity: NormalizedEntity>(
        _ token: UInt64,
        _ type: Entity.Type,
        id: Entity.ID,
        with result: Entity?
    ) -> Entity? {
        var settled: Entity?
        mutate(ifTokenLive: token) { tables in
            let table = tables.table(type)
            self.dropLayer(token, id: id, in: table, tables: &tables)
            settled = result.map { tables.write($0) }
        }
        return settled
    }

    fileprivate func addLayer<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        _ change: @escaping @Sendable (inout Entity) -> Void
    ) -> UInt64 {
        let token = state.withLock { state in
            defer { state.nextToken += 1 }
            return state.nextToken
        }
        load(type, ids: CollectionOfOne(id))
        mutate { tables in
            let table = tables.table(type)
            guard let confirmed = table.bases[id] ?? table.values[id] else { return }
            table.bases[id] = confirmed
            table.layers[id, default: []].append(.init(token: token, apply: change))
            _ = tables.store(confirmed, key: EntityKey(type, id), in: table)
        }
        return token
    }

    fileprivate func dropLayer<Entity: NormalizedEntity>(
        _ token: UInt64,
        id: Entity.ID,
        in table: EntityTable<Entity>,
        tables: inout EntityTables
    ) {
        guard var layers = table.layers[id], let confirmed = table.bases[id] else { return }
        layers.removeAll { $0.token == token }
        if layers.isEmpty {
            table.layers[id] = nil
            table.bases[id] = nil
        } else {
            table.layers[id] = layers
        }
        _ = tables.store(confirmed, key: EntityKey(Entity.self, id), in: table)
    }
}
