import StoreFlowable

/// A list an optimistic insertion settles on disk too: the server's entity is stored in it, at the
/// start or the end, in the transaction that stores the entity.
protocol PersistedInsertList {
    /// Stores `serverID` in the list, when the insertion `token` is still pending in it in memory and the
    /// stored list does not hold the ID yet. On the database's queue, in a transaction.
    func persistSettled(
        token: UInt64,
        serverID: any Encodable & Sendable,
        atEnd: Bool,
        in connection: SQLiteConnection
    ) throws(SQLiteError)

    /// The position in this list at its end or start, as the outbox stores it; `nil` when the param
    /// cannot be stored.
    func stored(atEnd: Bool) -> StoredListPosition?
}

/// The list of one param of a ``SQLiteListCacher``: shown in memory at once, stored only once settled.
struct PersistedListSlot<
    Param: Codable & Hashable & Sendable, Entity: PersistentEntity, Key: Codable & Hashable & Sendable
>: PendingInsertList, PersistedInsertList {
    let lists: SQLiteListCacher<Param, Entity, Key>
    let param: Param

    func beginPendingInsert(_ id: Entity.ID, token: UInt64, atEnd: Bool) {
        lists.memory(param).beginPendingInsert(id, token: token, atEnd: atEnd, param: param)
    }

    func settlePendingInsert(token: UInt64, temporaryID: Entity.ID, serverID: Entity.ID?) {
        lists.memory(param).settlePendingInsert(
            token: token, temporaryID: temporaryID, serverID: serverID, param: param)
    }

    func persistSettled(
        token: UInt64,
        serverID: any Encodable & Sendable,
        atEnd: Bool,
        in connection: SQLiteConnection
    ) throws(SQLiteError) {
        guard lists.memory(param).holdsPendingInsert(token: token, param: param) else { return }
        let rows = ListRows(connection: connection, name: lists.name, param: try StoredValue.text(param))
        try rows.insertItem(try StoredValue.text(serverID), atEnd: atEnd)
    }

    func stored(atEnd: Bool) -> StoredListPosition? {
        guard let param = try? StoredValue.text(param) else { return nil }
        return StoredListPosition(list: lists.name, param: param, atEnd: atEnd)
    }
}
