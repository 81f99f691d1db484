import StoreFlowable

/// Optimistic insertions and deletions on a persisted store: the draft and the pending deletion live in
/// memory only; what the server confirmed is stored.
extension SQLiteStore {
    /// Inserts `draft` at once, in memory, into the lists of `positions`, runs `operation` (the server
    /// call), then stores the entity it returned and settles as `EntityStore.optimisticInsert` does.
    ///
    /// ```swift
    /// let posted = try await persisted.optimisticInsert(draft, into: [.start(of: timelines, param: .home)]) {
    ///     try await client.post(text)
    /// }
    /// ```
    ///
    /// - The draft is never written to disk: an app killed while the request is pending opens again
    ///   without it.
    /// - On success one transaction stores the server's entity, its place at the start or the end of each
    ///   ``SQLiteListCacher`` list among `positions` that still shows the draft, and the stored entities
    ///   that nested the draft, now nesting the server's entity. Memory settles right after the commit.
    /// - A failure, of `operation` or of the write, removes the draft from memory and rethrows; the file
    ///   is not touched.
    ///
    /// - Returns: The entity `operation` returned, as stored.
    /// - Throws: `OptimisticInsertError.temporaryIDInUse` when the store already holds an entity with the
    ///   draft's ID; what `operation` threw; ``SQLiteError`` when the server's entity cannot be stored.
    @discardableResult
    public func optimisticInsert<Entity: PersistentEntity>(
        _ draft: Entity,
        into positions: [ListPosition<Entity>],
        operation: () async throws -> Entity
    ) async throws -> Entity {
        let token = try store.beginOptimisticInsert(draft, into: positions)
        do {
            let result = try await operation()
            _ = try await database.write(
                { connection -> Bool in
                    // Emptied since (a logout): the old session's post settles into nothing.
                    guard self.store.isLive(token) else { return false }
                    try self.storeSettled(
                        draft, as: result, in: positions, token: token, connection: connection)
                    return true
                },
                afterCommit: { live in
                    self.store.settleOptimisticInsert(
                        token, temporaryID: draft.id, in: positions, with: live ? result : nil)
                })
            return store.entity(Entity.self, id: result.id) ?? result
        } catch {
            store.settleOptimisticInsert(token, temporaryID: draft.id, in: positions, with: nil)
            throw error
        }
    }

    /// Hides the entity with `id` at once, in memory, runs `operation` (the server call), then deletes it
    /// from disk and settles as `EntityStore.optimisticDelete` does.
    ///
    /// - The pending deletion is never written to disk: an app killed while the request is pending opens
    ///   again with the entity, as the server may still have it.
    /// - On success one transaction deletes the entity and its place in every stored list; memory settles
    ///   right after the commit.
    /// - A failure, of `operation` or of the write, shows the entity again and rethrows.
    ///
    /// - Returns: What `operation` returned.
    /// - Throws: What `operation` threw; ``SQLiteError`` when the entity cannot be deleted from disk.
    @discardableResult
    public func optimisticDelete<Entity: PersistentEntity, Output>(
        _ type: Entity.Type,
        id: Entity.ID,
        operation: () async throws -> Output
    ) async throws -> Output {
        let token = store.beginOptimisticDelete(type, id: id)
        do {
            let output = try await operation()
            try await database.write(
                { connection in
                    guard self.store.isLive(token) else { return }
                    try self.deleteRow(type, id: id, in: connection)
                },
                afterCommit: { _ in self.store.settleOptimisticDelete(token, type, id: id, deleted: true) })
            return output
        } catch {
            store.settleOptimisticDelete(token, type, id: id, deleted: false)
            throw error
        }
    }

    /// Stores `result` in place of `draft`: its row, its place in the persisted lists that still show the
    /// draft, and the stored rows that nested the draft. In a transaction.
    func storeSettled<Entity: PersistentEntity>(
        _ draft: Entity,
        as result: Entity,
        in positions: [ListPosition<Entity>],
        token: UInt64,
        connection: SQLiteConnection
    ) throws(SQLiteError) {
        try writeRows(CollectionOfOne(result), in: connection)
        for position in positions {
            guard let list = position.list as? any PersistedInsertList else { continue }
            try list.persistSettled(token: token, serverID: result.id, atEnd: position.atEnd, in: connection)
        }
        if draft.id != result.id {
            for holder in store.holders(ofTemporary: Entity.self, id: draft.id, replacedBy: result) {
                guard let holder = holder as? any PersistentEntity else { continue }
                try rewriteIfStored(holder, in: connection)
            }
            if try EntityRows.contains(Entity.self, id: draft.id, in: connection) {
                try deleteRow(Entity.self, id: draft.id, in: connection)
            }
        }
        try keepWithinLimits(in: connection)
    }

    /// Writes `entity`'s row if the file holds one: a stored entity that nested a draft.
    private func rewriteIfStored<Entity: PersistentEntity>(_ entity: Entity, in connection: SQLiteConnection)
        throws(SQLiteError)
    {
        guard try EntityRows.contains(Entity.self, id: entity.id, in: connection) else { return }
        try writeRows(CollectionOfOne(entity), in: connection)
    }
}
