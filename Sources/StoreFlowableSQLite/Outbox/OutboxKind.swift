import Foundation
import StoreFlowable

/// A registered ``OutboxOperation`` type with its sender, its generic parts behind closures so that the
/// outbox can hold every kind in one table.
struct OutboxKind: Sendable {
    /// Applies the change of the operation in `payload` as an optimistic change; its token.
    let apply: @Sendable (_ payload: Data, _ store: EntityStore) throws(SQLiteError) -> UInt64
    /// Rolls back the optimistic change `token` of the operation in `payload`.
    let rollBack: @Sendable (_ token: UInt64, _ payload: Data, _ store: EntityStore) -> Void
    /// Removes the entity of the operation in `payload` from disk. In a transaction.
    let removeRow:
        @Sendable (_ payload: Data, _ persisted: SQLiteStore, _ connection: SQLiteConnection)
            throws(SQLiteError) -> Void
    /// Removes the entity of the operation in `payload` from memory, after ``removeRow``'s commit.
    let removeEntity: @Sendable (_ payload: Data, _ store: EntityStore) -> Void
    /// Sends the operation in `payload`; what to store once the server took it.
    let send: @Sendable (_ payload: Data, _ attempt: OutboxAttempt) async throws -> OutboxSettlement

    init<Operation: OutboxOperation>(
        _ type: Operation.Type,
        sender: @escaping @Sendable (Operation, OutboxAttempt) async throws -> Operation.Entity?
    ) {
        apply = { payload, store throws(SQLiteError) in
            let operation = try StoredValue.value(Operation.self, data: payload)
            return store.beginOptimisticChange(Operation.Entity.self, id: operation.entityID) {
                operation.apply(to: &$0)
            }
        }
        rollBack = { token, payload, store in
            guard let operation = try? StoredValue.value(Operation.self, data: payload) else { return }
            store.settleOptimisticChange(token, Operation.Entity.self, id: operation.entityID, with: nil)
        }
        removeRow = { payload, persisted, connection throws(SQLiteError) in
            let operation = try StoredValue.value(Operation.self, data: payload)
            try persisted.deleteRow(Operation.Entity.self, id: operation.entityID, in: connection)
        }
        removeEntity = { payload, store in
            guard let operation = try? StoredValue.value(Operation.self, data: payload) else { return }
            store.remove(Operation.Entity.self, id: operation.entityID)
        }
        send = { payload, attempt in
            let operation = try StoredValue.value(Operation.self, data: payload)
            let answer = try await sender(operation, attempt)
            return OutboxSettlement(operation, answer: answer)
        }
    }
}

/// What a sent operation leaves: the entity the server answered with (or, when it answered with none,
/// the stored entity with the operation's change), written in the transaction that removes the
/// operation, then settled in memory.
struct OutboxSettlement: Sendable {
    /// Writes the settled entity, in the transaction that removes the operation; it, or `nil` when the
    /// entity is neither answered nor stored.
    let write:
        @Sendable (_ persisted: SQLiteStore, _ connection: SQLiteConnection) throws(SQLiteError) -> Void
    /// Settles memory after the commit: drops the optimistic change `token` (if one was applied) and
    /// shows the settled entity.
    let settle: @Sendable (_ persisted: SQLiteStore, _ token: UInt64?) -> Void

    init<Operation: OutboxOperation>(_ operation: Operation, answer: Operation.Entity?) {
        let settled = Locked<Operation.Entity?>(answer)
        write = { persisted, connection throws(SQLiteError) in
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
}
