import Foundation

/// The operation an entry keeps, for a screen that lists what waits in its own words ("post: “Hello”").
extension Outbox {
    /// The change `entry` keeps, as stored; `nil` when the entry is gone or of another kind.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be read, or the stored operation no longer decodes
    ///   as `type`.
    public func operation<Operation: OutboxOperation>(of entry: OutboxEntry, as type: Operation.Type)
        async throws(SQLiteError) -> Operation?
    {
        try await stored(entry, kind: Operation.kind, as: Operation.self)
    }

    /// The creation `entry` keeps, as stored — its draft as last enqueued or edited; `nil` when the entry
    /// is gone or of another kind.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be read, or the stored creation no longer decodes
    ///   as `type`.
    public func operation<Creation: OutboxCreation>(of entry: OutboxEntry, as type: Creation.Type)
        async throws(SQLiteError) -> Creation?
    {
        try await stored(entry, kind: Creation.kind, as: DraftPayload<Creation>.self)?.creation
    }

    /// The deletion `entry` keeps, as stored; `nil` when the entry is gone or of another kind.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be read, or the stored deletion no longer decodes
    ///   as `type`.
    public func operation<Deletion: OutboxDeletion>(of entry: OutboxEntry, as type: Deletion.Type)
        async throws(SQLiteError) -> Deletion?
    {
        try await stored(entry, kind: Deletion.kind, as: Deletion.self)
    }

    /// The payload of `entry`'s row decoded as `type`, when the row is of `kind`.
    private func stored<Value: Decodable & Sendable>(_ entry: OutboxEntry, kind: String, as type: Value.Type)
        async throws(SQLiteError) -> Value?
    {
        guard entry.kind == kind else { return nil }
        let id = entry.id
        let row = try await database.read { connection in try OutboxRows.row(id, in: connection) }
        guard let row, row.entry.kind == kind else { return nil }
        return try StoredValue.value(Value.self, data: row.payload)
    }
}
