import Foundation
import StoreFlowable

/// A registered operation type with its sender, its generic parts behind closures so that the outbox
/// can hold every kind in one table.
struct OutboxKind: Sendable {
    /// What an operation of the kind does to its entity.
    enum Role: Sendable {
        /// Changes a stored entity (``OutboxOperation``).
        case change
        /// Creates one, shown as a draft (``OutboxCreation``).
        case creation
        /// Deletes one (``OutboxDeletion``).
        case deletion
    }

    let role: Role
    /// Shows the change of the operation in `payload`; its token, or `nil` when its entity is not in
    /// memory (nothing is shown then).
    let apply: @Sendable (_ payload: Data, _ persisted: SQLiteStore) throws(SQLiteError) -> UInt64?
    /// Rolls back the shown change `token` of the operation in `payload`.
    let rollBack: @Sendable (_ token: UInt64, _ payload: Data, _ persisted: SQLiteStore) -> Void
    /// The payload with its entity's ID replaced by `id` (stored text): the server's ID for a draft.
    let retarget: @Sendable (_ payload: Data, _ id: String) throws(SQLiteError) -> Data
    /// Shows the draft `token` of the operation in `payload` in the list named `list`, opened since the
    /// draft was shown. Nothing for other roles.
    let showInList:
        @Sendable (_ token: UInt64, _ payload: Data, _ list: String, _ persisted: SQLiteStore) -> Void
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
        role = .change
        apply = { payload, persisted throws(SQLiteError) in
            let operation = try StoredValue.value(Operation.self, data: payload)
            guard persisted.store.entity(Operation.Entity.self, id: operation.entityID) != nil else {
                return nil
            }
            return persisted.store.beginOptimisticChange(Operation.Entity.self, id: operation.entityID) {
                operation.apply(to: &$0)
            }
        }
        rollBack = { token, payload, persisted in
            guard let operation = try? StoredValue.value(Operation.self, data: payload) else { return }
            persisted.store.settleOptimisticChange(
                token, Operation.Entity.self, id: operation.entityID, with: nil)
        }
        retarget = { payload, id throws(SQLiteError) in
            var operation = try StoredValue.value(Operation.self, data: payload)
            operation.entityID = try StoredValue.value(Operation.Entity.ID.self, text: id)
            return try StoredValue.data(operation)
        }
        showInList = { _, _, _, _ in }
        (removeRow, removeEntity) = Self.removal(Operation.Entity.self) { payload throws(SQLiteError) in
            try StoredValue.value(Operation.self, data: payload).entityID
        }
        send = { payload, attempt in
            let operation = try StoredValue.value(Operation.self, data: payload)
            let answer = try await sender(operation, attempt)
            return OutboxSettlement(operation, answer: answer)
        }
    }

    init<Deletion: OutboxDeletion>(
        _ type: Deletion.Type,
        sender: @escaping @Sendable (Deletion, OutboxAttempt) async throws -> Void
    ) {
        role = .deletion
        apply = { payload, persisted throws(SQLiteError) in
            let deletion = try StoredValue.value(Deletion.self, data: payload)
            guard persisted.store.entity(Deletion.Entity.self, id: deletion.entityID) != nil else {
                return nil
            }
            return persisted.store.beginOptimisticDelete(Deletion.Entity.self, id: deletion.entityID)
        }
        rollBack = { token, payload, persisted in
            guard let deletion = try? StoredValue.value(Deletion.self, data: payload) else { return }
            persisted.store.settleOptimisticDelete(
                token, Deletion.Entity.self, id: deletion.entityID, deleted: false)
        }
        retarget = { payload, id throws(SQLiteError) in
            var deletion = try StoredValue.value(Deletion.self, data: payload)
            deletion.entityID = try StoredValue.value(Deletion.Entity.ID.self, text: id)
            return try StoredValue.data(deletion)
        }
        showInList = { _, _, _, _ in }
        (removeRow, removeEntity) = Self.removal(Deletion.Entity.self) { payload throws(SQLiteError) in
            try StoredValue.value(Deletion.self, data: payload).entityID
        }
        send = { payload, attempt in
            let deletion = try StoredValue.value(Deletion.self, data: payload)
            try await sender(deletion, attempt)
            return OutboxSettlement(deleting: Deletion.Entity.self, id: deletion.entityID)
        }
    }

    /// Removing the entity an operation names, from disk and from memory.
    static func removal<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: @escaping @Sendable (_ payload: Data) throws(SQLiteError) -> Entity.ID
    ) -> (
        @Sendable (Data, SQLiteStore, SQLiteConnection) throws(SQLiteError) -> Void,
        @Sendable (Data, EntityStore) -> Void
    ) {
        (
            { payload, persisted, connection throws(SQLiteError) in
                try persisted.deleteRow(Entity.self, id: try id(payload), in: connection)
            },
            { payload, store in
                guard let id = try? id(payload) else { return }
                store.remove(Entity.self, id: id)
            }
        )
    }
}
