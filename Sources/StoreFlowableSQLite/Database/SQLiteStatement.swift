import CSQLite
import Foundation

/// A prepared statement: bind parameters (from 1), step through rows, read columns (from 0).
/// Used only on its connection's queue.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    // MARK: Binding

    func bind(_ value: String, at index: Int32) {
        sqlite3_bind_text(handle, index, value, -1, transient)
    }

    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    func bind(_ value: Double?, at index: Int32) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ value: Data?, at index: Int32) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        value.withUnsafeBytes { bytes in
            _ = sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), transient)
        }
    }

    // MARK: Running

    /// Steps once: `true` when a row is ready to read, `false` when the statement is done.
    @discardableResult
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteConnection.error(code, connection.errorMessage)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows.
    func run() throws(SQLiteError) {
        defer { reset() }
        try step()
    }

    // MARK: Reading

    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    func double(_ column: Int32) -> Double? {
        isNull(column) ? nil : sqlite3_column_double(handle, column)
    }

    func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: text)
    }

    func bytes(_ column: Int32) -> [UInt8]? {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let bytes = sqlite3_column_blob(handle, column) else { return isNull(column) ? nil : [] }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
    }

    func data(_ column: Int32) -> Data? {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let bytes = sqlite3_column_blob(handle, column) else { return isNull(column) ? nil : Data() }
        return Data(bytes: bytes, count: count)
    }
}

/// SQLite's `SQLITE_TRANSIENT`: it copies bound text and blobs before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
