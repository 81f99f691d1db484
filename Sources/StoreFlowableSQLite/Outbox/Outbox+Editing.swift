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

extension Outbox {
    /// Replaces the refused creation `id` with `creation` — a post whose text the server refused,
    /// corrected — in the entry's place and the same lists: it waits again, under a new idempotency key,
    /// and its draft is shown, with the operations waiting on it.
    ///
    /// - Returns: The entry as it now is; `nil` when there is no refused creation `id` of this kind, or
    ///   when `creation`'s draft has another ID than the refused one's.
    /// - Throws: ``SQLiteError`` when it cannot be written; then the refused entry stays as it was.
    @discardableResult
    public func edit<Creation: OutboxCreation>(_ id: Int, to creation: Creation) async throws(SQLiteError)
        -> OutboxEntry?
    {
        let entityID = try StoredValue.text(creation.draft.id)
        let edited = try await database.write(
            { connection -> (OutboxRow, [OutboxRow])? in
                guard let row = try OutboxRows.row(id, in: connection), row.entry.kind == Creation.kind,
                    let refused = try? StoredValue.value(DraftPayload<Creation>.self, data: row.payload)
                else { return nil }
                let payload = try StoredValue.data(
                    DraftPayload(creation: creation, positions: refused.positions))
                guard
                    let entry = try OutboxRows.replaceRefused(
                        id, entityType: Creation.Entity.persistentName, entityID: entityID,
                        kind: Creation.kind,
                        replacementKey: nil, payload: payload, in: connection)
                else { return nil }
                return (
                    OutboxRow(entry: entry, payload: payload),
                    try OutboxRows.all(on: entry.address, in: connection)
                )
            },
            afterCommit: { edited in
                guard let (row, onDraft) = edited else { return }
                self.showAgain([row] + onDraft.filter { $0.entry.id != row.entry.id })
            })
        return edited?.0.entry
    }
}
