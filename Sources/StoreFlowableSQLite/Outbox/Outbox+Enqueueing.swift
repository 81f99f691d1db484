import StoreFlowable

extension Outbox {
    /// Records `operation` on disk and shows its change at once; ``send()`` sends it.
    ///
    /// When the operation has a ``OutboxOperation/replacementKey``, it replaces the waiting operations
    /// on its entity with the same key (not one being sent), and their changes; when it would leave the
    /// entity as the server last confirmed it, it cancels them out and is not kept either.
    ///
    /// - Returns: Its entry, waiting; `nil` when it cancelled waiting operations out.
    /// - Throws: ``SQLiteError`` when it cannot be written; then nothing is recorded, replaced or shown.
    @discardableResult
    public func enqueue<Operation: OutboxOperation>(_ operation: Operation) async throws(SQLiteError)
        -> OutboxEntry?
    {
        let (entry, _, _) = try await database.smallWrite(
            { connection -> (OutboxEntry?, [Int], Operation) in
                // On the database's queue, so that a draft's creation stored meanwhile is seen.
                let operation = try self.onCreatedEntity(operation, Operation.Entity.self, id: \.entityID)
                let payload = try StoredValue.data(operation)
                let entityID = try StoredValue.text(operation.entityID)
                let replaced = try self.replace(operation, entityID: entityID, in: connection)
                if !replaced.isEmpty, try self.leavesConfirmedValue(operation) {
                    return (nil, replaced, operation)
                }
                do {
                    let entry = try OutboxRows.insert(
                        kind: Operation.kind, entityType: Operation.Entity.persistentName, entityID: entityID,
                        replacementKey: operation.replacementKey, payload: payload, in: connection)
                    return (entry, replaced, operation)
                } catch {
                    self.claims.restore(replaced)
                    throw error
                }
            },
            afterCommit: { entry, replaced, operation in
                self.book.change { entries in
                    for id in replaced { entries[id] = nil }
                    if let entry { entries[entry.id] = entry }
                }
                for id in replaced {
                    guard let token = self.takeShownChange(of: id) else { continue }
                    self.store.settleOptimisticChange(
                        token, Operation.Entity.self, id: operation.entityID, with: nil)
                }
                guard let entry else { return }
                let token = self.store.beginOptimisticChange(Operation.Entity.self, id: operation.entityID) {
                    operation.apply(to: &$0)
                }
                self.shownChanges.withLock { $0[entry.id] = token }
            })
        return entry
    }

    /// Deletes the waiting rows `operation` replaces (none being sent); their IDs. In a transaction.
    private func replace<Operation: OutboxOperation>(
        _ operation: Operation, entityID: String, in connection: SQLiteConnection
    ) throws(SQLiteError) -> [Int] {
        guard let key = operation.replacementKey else { return [] }
        let rows = try OutboxRows.waiting(
            entityType: Operation.Entity.persistentName, entityID: entityID, replacementKey: key,
            in: connection)
        let replaced = rows.map(\.entry.id).filter(claims.withdraw)
        do {
            for id in replaced { try OutboxRows.delete(id, in: connection) }
        } catch {
            claims.restore(replaced)
            throw error
        }
        return replaced
    }

    /// Whether `operation` leaves its entity as the server last confirmed it (compared as stored).
    private func leavesConfirmedValue<Operation: OutboxOperation>(_ operation: Operation) throws(SQLiteError)
        -> Bool
    {
        guard let confirmed = store.confirmed(Operation.Entity.self, id: operation.entityID) else {
            return false
        }
        var changed = confirmed
        operation.apply(to: &changed)
        return try StoredValue.data(changed) == StoredValue.data(confirmed)
    }
}
