import StoreFlowable

/// What a sent operation leaves, written in the transaction that removes the operation, then settled
/// in memory.
struct OutboxSettlement: Sendable {
    /// Writes what the server answered, in the transaction that removes the operation. `token` is the
    /// operation's shown change, if one is shown.
    let write:
        @Sendable (_ persisted: SQLiteStore, _ connection: SQLiteConnection, _ token: UInt64?)
            throws(SQLiteError) -> Void
    /// Settles memory after the commit: drops the shown change `token` (if one was shown) and shows what
    /// was written.
    let settle: @Sendable (_ persisted: SQLiteStore, _ token: UInt64?) -> Void

    /// A change: the entity the server answered with or, when it answered with none, the stored entity
    /// with the operation's change.
    init<Operation: OutboxOperation>(_ operation: Operation, answer: Operation.Entity?) {
        let settled = Locked<Operation.Entity?>(answer)
        write = { persisted, connection, _ throws(SQLiteError) in
            var value = answer
            if value == nil,
                var confirmed = persisted.store.confirmed(Operation.Entity.self, id: operation.entityID)
            {
                operation.apply(to: &confirmed)
                value = confirmed
            }
            guard let value else { return }
            try persisted.writeRows(CollectionOfOne(value), in: connection)
            try persisted.keepWithinLimits(in: connection)
            settled.withLock { $0 = value }
        }
        settle = { persisted, token in
            let value = settled.withLock { $0 }
            if let token {
                persisted.store.settleOptimisticChange(
                    token, Operation.Entity.self, id: operation.entityID, with: value)
            } else if let value {
                persisted.store.put(value)
            }
        }
    }

    /// A deletion: the entity's row goes, with its place in every stored list.
    init<Entity: PersistentEntity>(deleting type: Entity.Type, id: Entity.ID) {
        write = { persisted, connection, _ throws(SQLiteError) in
            try persisted.deleteRow(Entity.self, id: id, in: connection)
        }
        settle = { persisted, token in
            if let token {
                persisted.store.settleOptimisticDelete(token, Entity.self, id: id, deleted: true)
            } else {
                persisted.store.remove(Entity.self, id: id)
            }
        }
    }

    /// A creation: the server's entity takes the draft's place, on disk and in memory, and the
    /// operations waiting on the draft move to the server's ID.
    init<Creation: OutboxCreation>(creating payload: DraftPayload<Creation>, answer: Creation.Entity) {
        let draft = payload.creation.draft
        let written = Locked<(positions: [ListPosition<Creation.Entity>], moved: [OutboxRow])>(([], []))
        write = { persisted, connection, token throws(SQLiteError) in
            let positions = persisted.lists.positions(of: payload)
            if let token {
                try persisted.storeSettled(
                    draft, as: answer, in: positions, token: token, connection: connection)
            } else {
                try persisted.writeRows(CollectionOfOne(answer), in: connection)
                try persisted.keepWithinLimits(in: connection)
            }
            let moved = try persisted.outbox.retarget(
                EntityAddress(type: Creation.Entity.persistentName, id: try StoredValue.text(draft.id)),
                to: try StoredValue.text(answer.id), in: connection)
            written.withLock { $0 = (positions, moved) }
        }
        settle = { persisted, token in
            let (positions, moved) = written.withLock { $0 }
            if !moved.isEmpty {
                // Stored first, so that the moved operations' changes are shown on it before any list
                // shows it in the draft's place.
                persisted.store.put(answer)
                persisted.outbox.showAgain(moved)
            }
            if let token {
                persisted.store.settleOptimisticInsert(
                    token, temporaryID: draft.id, in: positions, with: answer)
            } else {
                persisted.store.put(answer)
            }
        }
    }
}
