import Foundation

/// An outbox row: its entry and its operation's payload.
struct OutboxRow: Sendable {
    var entry: OutboxEntry
    let payload: Data
}

/// The `outbox` table: one row per operation, in the order they were enqueued. A row with a `failure`
/// was refused; one without waits.
enum OutboxRows {
    private static let columns =
        "id, kind, entity_type, entity_id, payload, idempotency_key, attempts, failure"

    /// Inserts an operation; returns its entry. In a transaction.
    static func insert(
        kind: String, entityType: String, entityID: String, replacementKey: String?, payload: Data,
        in connection: SQLiteConnection
    ) throws(SQLiteError) -> OutboxEntry {
        let key = UUID().uuidString
        let statement = try connection.statement(
            """
            INSERT INTO outbox(
                kind, entity_type, entity_id, payload, idempotency_key, created_at, replacement_key)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        statement.bind(kind, at: 1)
        statement.bind(entityType, at: 2)
        statement.bind(entityID, at: 3)
        statement.bind(payload, at: 4)
        statement.bind(key, at: 5)
        statement.bind(Date().timeIntervalSince1970, at: 6)
        if let replacementKey { statement.bind(replacementKey, at: 7) }
        try statement.run()
        return OutboxEntry(
            id: connection.lastInsertedRowID, kind: kind, entityType: entityType,
            entityID: entityID, idempotencyKey: key, attempts: 0, state: .waiting)
    }

    /// Every row, in the order they were enqueued.
    static func all(in connection: SQLiteConnection) throws(SQLiteError) -> [OutboxRow] {
        try rows(of: try connection.statement("SELECT \(columns) FROM outbox ORDER BY id"))
    }

    /// The rows of one entity, in the order they were enqueued.
    static func all(on address: EntityAddress, in connection: SQLiteConnection) throws(SQLiteError)
        -> [OutboxRow]
    {
        let statement = try connection.statement(
            "SELECT \(columns) FROM outbox WHERE entity_type = ? AND entity_id = ? ORDER BY id")
        statement.bind(address.type, at: 1)
        statement.bind(address.id, at: 2)
        return try rows(of: statement)
    }

    /// Moves row `id` to the entity with `entityID`, its payload rewritten. In a transaction.
    static func move(_ id: Int, to entityID: String, payload: Data, in connection: SQLiteConnection)
        throws(SQLiteError)
    {
        let statement = try connection.statement("UPDATE outbox SET entity_id = ?, payload = ? WHERE id = ?")
        statement.bind(entityID, at: 1)
        statement.bind(payload, at: 2)
        statement.bind(id, at: 3)
        try statement.run()
    }

    /// The waiting rows of one entity with `replacementKey`.
    static func waiting(
        entityType: String, entityID: String, replacementKey: String, in connection: SQLiteConnection
    ) throws(SQLiteError) -> [OutboxRow] {
        let statement = try connection.statement(
            """
            SELECT \(columns) FROM outbox WHERE entity_type = ? AND entity_id = ? AND replacement_key = ?
            AND failure IS NULL ORDER BY id
            """)
        statement.bind(entityType, at: 1)
        statement.bind(entityID, at: 2)
        statement.bind(replacementKey, at: 3)
        return try rows(of: statement)
    }

    /// The row `id`, or `nil` when there is none.
    static func row(_ id: Int, in connection: SQLiteConnection) throws(SQLiteError) -> OutboxRow? {
        let statement = try connection.statement("SELECT \(columns) FROM outbox WHERE id = ?")
        statement.bind(id, at: 1)
        defer { statement.reset() }
        return try statement.step() ? row(from: statement) : nil
    }

    /// Counts a failed attempt at row `id` (an attempt that succeeds removes the row). In a transaction.
    static func countAttempt(_ id: Int, in connection: SQLiteConnection) throws(SQLiteError) {
        try run("UPDATE outbox SET attempts = attempts + 1 WHERE id = ?", id, in: connection)
    }

    /// Removes row `id`; whether there was one. In a transaction.
    @discardableResult
    static func delete(_ id: Int, in connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        try run("DELETE FROM outbox WHERE id = ?", id, in: connection)
        return connection.changes > 0
    }

    /// Removes every row of one entity; the rows as they were, in the order they were enqueued. In a
    /// transaction.
    static func deleteAll(on address: EntityAddress, in connection: SQLiteConnection) throws(SQLiteError)
        -> [OutboxRow]
    {
        let rows = try all(on: address, in: connection)
        for row in rows { try delete(row.entry.id, in: connection) }
        return rows
    }

    /// Marks row `id` refused, for `reason`, counting the attempt. In a transaction.
    static func fail(_ id: Int, reason: String, in connection: SQLiteConnection) throws(SQLiteError) {
        let statement = try connection.statement(
            "UPDATE outbox SET failure = ?, attempts = attempts + 1 WHERE id = ?")
        statement.bind(reason, at: 1)
        statement.bind(id, at: 2)
        try statement.run()
    }

    /// Makes the refused row `id` wait again, its attempts counted afresh; returns it, or `nil` when it
    /// is gone or was not refused. In a transaction.
    static func revive(_ id: Int, in connection: SQLiteConnection) throws(SQLiteError) -> OutboxRow? {
        guard let row = try row(id, in: connection), row.entry.state != .waiting else { return nil }
        try run("UPDATE outbox SET failure = NULL, attempts = 0 WHERE id = ?", id, in: connection)
        return try self.row(id, in: connection)
    }

    /// Replaces the refused row `id` of one entity with another operation, in its place: it waits again,
    /// under a new idempotency key. Returns it, or `nil` when there is no such refused row. In a
    /// transaction.
    static func replaceRefused(
        _ id: Int, entityType: String, entityID: String, kind: String, replacementKey: String?,
        payload: Data, in connection: SQLiteConnection
    ) throws(SQLiteError) -> OutboxEntry? {
        let statement = try connection.statement(
            """
            UPDATE outbox SET kind = ?, payload = ?, idempotency_key = ?, replacement_key = ?,
                failure = NULL, attempts = 0
            WHERE id = ? AND failure IS NOT NULL AND entity_type = ? AND entity_id = ?
            """)
        statement.bind(kind, at: 1)
        statement.bind(payload, at: 2)
        statement.bind(UUID().uuidString, at: 3)
        if let replacementKey { statement.bind(replacementKey, at: 4) }
        statement.bind(id, at: 5)
        statement.bind(entityType, at: 6)
        statement.bind(entityID, at: 7)
        try statement.run()
        guard connection.changes > 0 else { return nil }
        return try row(id, in: connection)?.entry
    }

    /// How many rows wait.
    static func waitingCount(in connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.integer("SELECT count(*) FROM outbox WHERE failure IS NULL")
    }

    private static func run(_ sql: String, _ id: Int, in connection: SQLiteConnection) throws(SQLiteError) {
        let statement = try connection.statement(sql)
        statement.bind(id, at: 1)
        try statement.run()
    }

    private static func rows(of statement: SQLiteStatement) throws(SQLiteError) -> [OutboxRow] {
        defer { statement.reset() }
        var rows: [OutboxRow] = []
        while try statement.step() { rows.append(row(from: statement)) }
        return rows
    }

    private static func row(from statement: SQLiteStatement) -> OutboxRow {
        let failure = statement.isNull(7) ? nil : statement.string(7)
        return OutboxRow(
            entry: OutboxEntry(
                id: statement.int(0), kind: statement.string(1), entityType: statement.string(2),
                entityID: statement.string(3), idempotencyKey: statement.string(5),
                attempts: statement.int(6), state: failure.map { .failed(reason: $0) } ?? .waiting),
            payload: statement.data(4) ?? Data())
    }
}
