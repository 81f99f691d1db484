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
        let target = EntityTarget<Operation, Operation.Entity>(id: \.entityID)
        apply = target.showing { operation, store in
            store.beginOptimisticChange(Operation.Entity.self, id: operation.entityID) {
                operation.apply(to: &$0)
            }
        }
        rollBack = target.rollingBack { token, operation, store in
            store.settleOptimisticChange(token, Operation.Entity.self, id: operation.entityID, with: nil)
        }
        (retarget, removeRow, removeEntity) = (target.retarget, target.removeRow, target.removeEntity)
        showInList = { _, _, _, _ in }
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
        let target = EntityTarget<Deletion, Deletion.Entity>(id: \.entityID)
        apply = target.showing { deletion, store in
            store.beginOptimisticDelete(Deletion.Entity.self, id: deletion.entityID)
        }
        rollBack = target.rollingBack { token, deletion, store in
            store.settleOptimisticDelete(token, Deletion.Entity.self, id: deletion.entityID, deleted: false)
        }
        (retarget, removeRow, removeEntity) = (target.retarget, target.removeRow, target.removeEntity)
        showInList = { _, _, _, _ in }
        send = { payload, attempt in
            let deletion = try StoredValue.value(Deletion.self, data: payload)
            try await sender(deletion, attempt)
            return OutboxSettlement(deleting: Deletion.Entity.self, id: deletion.entityID)
        }
    }
}

/// The parts of a kind whose operations name one stored entity by an ID property.
private struct EntityTarget<Value: Codable & Sendable, Entity: PersistentEntity> {
    let id: any WritableKeyPath<Value, Entity.ID> & Sendable

    /// Shows an operation's change with `begin`, when its entity is in memory; its token.
    func showing(_ begin: @escaping @Sendable (Value, EntityStore) -> UInt64)
        -> @Sendable (Data, SQLiteStore) throws(SQLiteError) -> UInt64?
    {
        { [id] payload, persisted throws(SQLiteError) in
            let value = try StoredValue.value(Value.self, data: payload)
            guard persisted.store.entity(Entity.self, id: value[keyPath: id]) != nil else { return nil }
            return begin(value, persisted.store)
        }
    }

    /// Rolls back an operation's shown change with `settle`.
    func rollingBack(_ settle: @escaping @Sendable (UInt64, Value, EntityStore) -> Void)
        -> @Sendable (UInt64, Data, SQLiteStore) -> Void
    {
        { token, payload, persisted in
            guard let value = try? StoredValue.value(Value.self, data: payload) else { return }
            settle(token, value, persisted.store)
        }
    }

    /// The payload with the entity's ID replaced.
    var retarget: @Sendable (_ payload: Data, _ id: String) throws(SQLiteError) -> Data {
        { [id] payload, newID throws(SQLiteError) in
            var value = try StoredValue.value(Value.self, data: payload)
            value[keyPath: id] = try StoredValue.value(Entity.ID.self, text: newID)
            return try StoredValue.data(value)
        }
    }

    /// Removes the entity from disk. In a transaction.
    var removeRow: @Sendable (Data, SQLiteStore, SQLiteConnection) throws(SQLiteError) -> Void {
        { [id] payload, persisted, connection throws(SQLiteError) in
            let value = try StoredValue.value(Value.self, data: payload)
            try persisted.deleteRow(Entity.self, id: value[keyPath: id], in: connection)
        }
    }

    /// Removes the entity from memory.
    var removeEntity: @Sendable (Data, EntityStore) -> Void {
        { [id] payload, store in
            guard let value = try? StoredValue.value(Value.self, data: payload) else { return }
            store.remove(Entity.self, id: value[keyPath: id])
        }
    }
}
