import StoreFlowable

extension Outbox {
    /// Replaces the failed entry `id` with `operation`, on the same entity and in the entry's place: it
    /// waits again, under a new idempotency key (it is another request), and its change is shown.
    /// ``send()`` sends it before the operations on the entity enqueued after the failed one.
    ///
    /// - Returns: The entry as it now is; `nil` when there is no failed entry `id`, or when it is on
    ///   another entity than `operation`'s.
    /// - Throws: ``SQLiteError`` when it cannot be written; then the failed entry stays as it was.
    @discardableResult
    public func edit<Operation: OutboxOperation>(_ id: Int, to operation: Operation) async throws(SQLiteError)
        -> OutboxEntry?
    {
        let payload = try StoredValue.data(operation)
        let entityID = try StoredValue.text(operation.entityID)
        return try await database.write(
            { connection in
                try OutboxRows.replaceRefused(
                    id, entityType: Operation.Entity.persistentName, entityID: entityID, kind: Operation.kind,
                    replacementKey: operation.replacementKey, payload: payload, in: connection)
            },
            afterCommit: { entry in
                guard let entry else { return }
                self.book.change { $0[id] = entry }
                let token = self.store.beginOptimisticChange(Operation.Entity.self, id: operation.entityID) {
                    operation.apply(to: &$0)
                }
                self.shownChanges.withLock { $0[id] = token }
            })
    }
}
