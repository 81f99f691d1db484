import StoreFlowable

extension Outbox {
    /// Records `creation` on disk and shows its draft at once in the lists of `positions`; ``send()``
    /// sends it.
    ///
    /// - The draft is shown again after every restart, in those lists, until the server has it; the
    ///   server's entity then takes its place, on disk and in memory.
    /// - Operations enqueued on the draft's ID wait for its creation and are sent with the server's ID.
    ///
    /// - Parameters:
    ///   - creation: The creation, with its draft under a temporary ID.
    ///   - positions: Where the draft is shown: positions in ``SQLiteListCacher`` lists of this store.
    ///     (A position in another list cannot be found again after a restart: it is left out.)
    /// - Returns: Its entry, waiting.
    /// - Throws: `OptimisticInsertError.temporaryIDInUse` when the store holds an entity with the
    ///   draft's ID; ``SQLiteError`` when it cannot be written. Then nothing is recorded or shown.
    @discardableResult
    public func enqueue<Creation: OutboxCreation>(
        _ creation: Creation,
        into positions: [ListPosition<Creation.Entity>] = []
    ) async throws -> OutboxEntry {
        let draft = creation.draft
        guard store.entity(Creation.Entity.self, id: draft.id) == nil else {
            throw OptimisticInsertError.temporaryIDInUse
        }
        let persistedPositions = positions.filter { $0.list is any PersistedInsertList }
        let stored = persistedPositions.compactMap {
            ($0.list as? any PersistedInsertList)?.stored(atEnd: $0.atEnd)
        }
        let payload = try StoredValue.data(DraftPayload(creation: creation, positions: stored))
        let entityID = try StoredValue.text(draft.id)
        return try await database.smallWrite(
            { connection in
                try OutboxRows.insert(
                    kind: Creation.kind, entityType: Creation.Entity.persistentName, entityID: entityID,
                    replacementKey: nil, payload: payload, in: connection)
            },
            afterCommit: { entry in
                self.book.change { $0[entry.id] = entry }
                guard let token = try? self.store.beginOptimisticInsert(draft, into: persistedPositions)
                else {
                    return
                }
                self.shownChanges.withLock { $0[entry.id] = token }
                self.shownDrafts.withLock { $0[entry.id] = (Creation.kind, payload) }
            })
    }

    /// Records `deletion` on disk and hides its entity at once from the store and every list; ``send()``
    /// sends it.
    ///
    /// On a draft whose creation waits unsent (or was refused), it cancels the creation and every
    /// operation on the draft: the draft goes, and nothing is sent. On a draft being sent, it waits for
    /// the creation and is sent with the server's ID.
    ///
    /// - Returns: Its entry, waiting; `nil` when it cancelled a draft.
    /// - Throws: ``SQLiteError`` when it cannot be written; then nothing is recorded, cancelled or hidden.
    @discardableResult
    public func enqueue<Deletion: OutboxDeletion>(_ deletion: Deletion) async throws(SQLiteError)
        -> OutboxEntry?
    {
        let kinds = registeredKinds()
        let (entry, _, _) = try await database.smallWrite(
            { connection -> (OutboxEntry?, [OutboxRow], Deletion) in
                // On the database's queue, so that a draft's creation stored meanwhile is seen.
                let deletion = try self.onCreatedEntity(deletion, Deletion.Entity.self, id: \.entityID)
                let address = EntityAddress(
                    type: Deletion.Entity.persistentName, id: try StoredValue.text(deletion.entityID))
                let rows = try OutboxRows.all(on: address, in: connection)
                let ids = rows.map(\.entry.id)
                if rows.contains(where: { kinds[$0.entry.kind]?.role == .creation }),
                    self.claims.withdraw(all: ids)
                {
                    do {
                        return (nil, try OutboxRows.deleteAll(on: address, in: connection), deletion)
                    } catch {
                        self.claims.restore(ids)
                        throw error
                    }
                }
                let entry = try OutboxRows.insert(
                    kind: Deletion.kind, entityType: address.type, entityID: address.id,
                    replacementKey: nil, payload: try StoredValue.data(deletion), in: connection)
                return (entry, [], deletion)
            },
            afterCommit: { entry, cancelled, deletion in
                guard let entry else { return self.forget(cancelled, kinds: kinds) }
                self.book.change { $0[entry.id] = entry }
                guard self.store.entity(Deletion.Entity.self, id: deletion.entityID) != nil else { return }
                let token = self.store.beginOptimisticDelete(Deletion.Entity.self, id: deletion.entityID)
                self.shownChanges.withLock { $0[entry.id] = token }
            })
        return entry
    }

    /// Moves the operations waiting on the draft at `address` to the server's ID `serverID`, their
    /// payloads rewritten; the rows as moved. In the transaction that stores the server's entity.
    func retarget(_ address: EntityAddress, to serverID: String, in connection: SQLiteConnection)
        throws(SQLiteError) -> [OutboxRow]
    {
        guard serverID != address.id else { return [] }
        createdIDs.withLock { $0[address] = serverID }
        let kinds = registeredKinds()
        var moved: [OutboxRow] = []
        for var row in try OutboxRows.all(on: address, in: connection) {
            guard let kind = kinds[row.entry.kind], kind.role != .creation else { continue }
            let payload = try kind.retarget(row.payload, serverID)
            try OutboxRows.move(row.entry.id, to: serverID, payload: payload, in: connection)
            row.entry.entityID = serverID
            moved.append(OutboxRow(entry: row.entry, payload: payload))
        }
        return moved
    }

    /// `value`, naming the server's entity when it names (by `id`) a draft this process created since.
    func onCreatedEntity<Value, Entity: PersistentEntity>(
        _ value: Value, _ type: Entity.Type, id: WritableKeyPath<Value, Entity.ID>
    ) throws(SQLiteError) -> Value {
        let address = EntityAddress(type: Entity.persistentName, id: try StoredValue.text(value[keyPath: id]))
        guard let serverID = createdID(of: address) else { return value }
        var moved = value
        moved[keyPath: id] = try StoredValue.value(Entity.ID.self, text: serverID)
        return moved
    }

    /// The server's ID of the draft at `address`, once created by this process.
    func createdID(of address: EntityAddress) -> String? {
        createdIDs.withLock { $0[address] }
    }

    /// The server's ID of the draft `id`, once this process has sent its creation — what shows in the
    /// draft's place; `nil` before, and after ``SQLiteStore/removeAllData()``.
    public func createdID<Entity: PersistentEntity>(ofDraft id: Entity.ID, _ type: Entity.Type) -> Entity.ID?
    {
        guard let text = try? StoredValue.text(id),
            let created = createdID(of: EntityAddress(type: Entity.persistentName, id: text))
        else { return nil }
        return try? StoredValue.value(Entity.ID.self, text: created)
    }

    /// Shows again the waiting changes of `rows`, read anew from disk: a refused draft retried or
    /// edited, with the operations waiting on it (their changes went with the draft), or operations
    /// moved from a draft to the server's entity. A change still shown for a row (on the draft) is
    /// dropped first.
    func showAgain(_ rows: [OutboxRow]) {
        book.change { entries in for row in rows { entries[row.entry.id] = row.entry } }
        let kinds = registeredKinds()
        for row in rows where row.entry.state == .waiting {
            _ = takeShownChange(of: row.entry.id)
            if let kind = kinds[row.entry.kind] { show(row, of: kind) }
        }
    }

    /// Shows the drafts shown before the list `name` was opened in it, where they were put.
    func showDrafts(inList name: String) {
        guard let persisted else { return }
        let kinds = registeredKinds()
        let drafts = shownDrafts.withLock { $0 }
        for (id, draft) in drafts.sorted(by: { $0.key < $1.key }) {
            guard let kind = kinds[draft.kind], let token = shownChanges.withLock({ $0[id] }) else {
                continue
            }
            kind.showInList(token, draft.payload, name, persisted)
        }
    }
}
