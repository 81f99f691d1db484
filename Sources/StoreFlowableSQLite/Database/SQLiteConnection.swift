import CSQLite

/// One open SQLite connection with its prepared statements. Not thread-safe: only its
/// ``SQLiteDatabase`` uses it, on that database's serial queue.
final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (creating when absent) the database at `path`.
    init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw .cannotOpen(path: path, reason: reason)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        EntityChildrenFunction.register(on: handle)
    }

    deinit {
        for statement in statements.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// How many rows the last statement inserted, changed or deleted.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// Whether the file could only be opened read-only.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Runs `sql`, which may hold several statements and returns no rows.
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw Self.error(code, message.map { String(cString: $0) } ?? errorMessage)
        }
    }

    /// The prepared statement for `sql`, reset and with no bindings, prepared once per connection.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard code == SQLITE_OK, let prepared else { throw Self.error(code, errorMessage) }
        let statement = SQLiteStatement(prepared, connection: self)
        statements[sql] = statement
        return statement
    }

    /// The single integer `sql` returns, such as a pragma's value.
    func integer(_ sql: String) throws(SQLiteError) -> Int {
        let statement = try statement(sql)
        defer { statement.reset() }
        guard try statement.step() else { return 0 }
        return statement.int(0)
    }

    /// Runs `body` in a transaction that takes the write lock at once; commits when it returns, rolls
    /// back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var errorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// The typed error for a result code (extended codes are reduced to their primary code).
    static func error(_ code: Int32, _ message: String) -> SQLiteError {
        switch code & 0xFF {
        case SQLITE_FULL: .full
        case SQLITE_READONLY: .readOnly
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt(message)
        default: .sqlite(code: code, message: message)
        }
    }
}
