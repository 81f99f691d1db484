import CSQLite
import Foundation
import MastodonAPI
import StoreFlowableSQLite

/// The plainest code doing the persisted store's work, on the SQLite C API with no wrapper: one
/// connection, statements prepared where they are used, rows encoded with `JSONEncoder` or decoded straight
/// into an array. Measured right before the store, on a copy of the same database file.
enum PersistenceFloors {
    /// A status as the store writes it: its ID and its JSON.
    struct EncodedRow {
        let id: String
        let json: Data
    }

    /// The page's rows, encoded as the store encodes them (sorted keys, slashes unescaped), so that the
    /// floor writes the same bytes: each distinct author once, then the statuses.
    static func encode(_ page: [Status]) -> (accounts: [EncodedRow], statuses: [EncodedRow]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func row(_ id: String, _ value: some Encodable) -> EncodedRow {
            guard let json = try? encoder.encode(value) else { preconditionFailure("cannot encode \(id)") }
            return EncodedRow(id: id, json: json)
        }
        var seen: Set<String> = []
        let accounts = page.compactMap {
            seen.insert($0.account.id).inserted ? row($0.account.id, $0.account) : nil
        }
        return (accounts, page.map { row($0.id, $0) })
    }

    /// Milliseconds to encode one page and append it to the list in the database at `url`: the same work
    /// as the store's (which must encode what it saves), done plainly: `JSONEncoder`, one upsert per
    /// entity (authors, then statuses) into `entities` and one row per item into `list_items`, each table
    /// with one prepared statement, in one transaction, with the store's pragmas. The statements are prepared inside the timing, as the
    /// store prepares its own on its first write after opening. One small row is written first, untimed,
    /// as on the store's side (see ``PersistenceBenchmarks/pageSave(_:database:)``).
    static func pageSave(_ statuses: [Status], at url: URL) -> Double {
        let database = RawSQLite(path: url.path)
        database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        database.execute("INSERT INTO entries(name, param, value) VALUES ('warm-up', '1', x'31')")
        let page = TimelineDatabase.pageCount
        let firstPosition = TimelineDatabase.statusCount
        var sequence = 1_000_000
        let clock = ContinuousClock()
        let start = clock.now
        let (accounts, rows) = encode(statuses)
        let upsert = database.prepare(
            """
            INSERT INTO entities(type, id, value, seq) VALUES (?, ?, ?, ?)
            ON CONFLICT(type, id) DO UPDATE SET value = excluded.value, seq = excluded.seq
            """)
        let item = database.prepare(
            "INSERT INTO list_items(name, param, position, entity_id, page) VALUES (?, ?, ?, ?, ?)")
        database.execute("BEGIN")
        for (type, row) in accounts.map({ ("Account", $0) }) + rows.map({ ("Status", $0) }) {
            sequence += 1
            sqlite3_bind_text(upsert, 1, type, -1, transient)
            sqlite3_bind_text(upsert, 2, row.id, -1, transient)
            row.json.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(upsert, 3, bytes.baseAddress, Int32(bytes.count), transient)
            }
            sqlite3_bind_int64(upsert, 4, Int64(sequence))
            database.run(upsert)
        }
        for (offset, row) in rows.enumerated() {
            sqlite3_bind_text(item, 1, TimelineDatabase.listName, -1, transient)
            sqlite3_bind_text(item, 2, TimelineDatabase.paramText, -1, transient)
            sqlite3_bind_int64(item, 3, Int64(firstPosition + offset))
            sqlite3_bind_text(item, 4, row.id, -1, transient)
            sqlite3_bind_int64(item, 5, Int64(page))
            database.run(item)
        }
        database.execute("COMMIT")
        sqlite3_finalize(upsert)
        sqlite3_finalize(item)
        let elapsed = start.duration(to: clock.now)
        precondition(database.integer("SELECT count(*) FROM list_items") == firstPosition + rows.count)
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1e3
    }

    /// Milliseconds to open the database at `url` and read the timeline back (see ``readTimeline(at:)``).
    static func hydrate(at url: URL) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let (statuses, ids) = readTimeline(at: url)
        let elapsed = start.duration(to: clock.now)
        precondition(statuses.count == TimelineDatabase.statusCount && ids.count == statuses.count)
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1e3
    }

    /// Opens the file, decodes every entity row, in write order, into an array of statuses (with the
    /// store's compact row codec, or one `JSONDecoder` for JSON rows), and reads the list's item IDs in
    /// order.
    static func readTimeline(at url: URL) -> (statuses: [Status], ids: [String]) {
        let database = RawSQLite(path: url.path)
        database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        let decoder = JSONDecoder()
        let compact = CompactRowCodec(keyNames: keyNames(in: database))
        var statuses: [Status] = []
        var accounts: [String: Account] = [:]
        // Authors first: a status row refers to its author's row, which may have been written after it.
        let rows = database.prepare(
            "SELECT type, value, id FROM entities ORDER BY type = 'Account' DESC, seq")
        while database.step(rows) {
            let count = Int(sqlite3_column_bytes(rows, 1))
            guard let bytes = sqlite3_column_blob(rows, 1), let type = sqlite3_column_text(rows, 0) else {
                preconditionFailure("an entity row is empty")
            }
            // Rows in the store's compact form, their authors resolved from the accounts read; JSON rows
            // (written by earlier versions) with JSONDecoder.
            let row = UnsafeRawBufferPointer(start: bytes, count: count)
            func decode<Entity: PersistentEntity>(_ type: Entity.Type) -> Entity? {
                guard CompactRowCodec.isCompact(row) else {
                    return try? decoder.decode(type, from: Data(row))
                }
                let author: (String, String) -> (any PersistentEntity)? = { _, id in accounts[id] }
                let id = sqlite3_column_text(rows, 2).map { String(cString: $0) } ?? ""
                return try? compact.decode(type, from: [UInt8](row), id: id, resolve: author)
            }
            if String(cString: type) == "Account" {
                guard let account = decode(Account.self) else {
                    preconditionFailure("an account row does not decode")
                }
                accounts[account.id] = account
            } else {
                guard let status = decode(Status.self) else {
                    preconditionFailure("a status row does not decode")
                }
                statuses.append(status)
            }
        }
        precondition(!accounts.isEmpty)
        sqlite3_finalize(rows)
        var ids: [String] = []
        let items = database.prepare(
            "SELECT entity_id FROM list_items WHERE name = ? AND param = ? ORDER BY position")
        sqlite3_bind_text(items, 1, TimelineDatabase.listName, -1, transient)
        sqlite3_bind_text(items, 2, TimelineDatabase.paramText, -1, transient)
        while database.step(items) {
            guard let text = sqlite3_column_text(items, 0) else { continue }
            ids.append(String(cString: text))
        }
        sqlite3_finalize(items)
        return (statuses, ids)
    }
}

extension PersistenceFloors {
    /// The names of the file's `entity_keys` table, in number order.
    static func keyNames(in database: RawSQLite) -> [String] {
        var names: [String] = []
        let statement = database.prepare("SELECT name FROM entity_keys ORDER BY number")
        while database.step(statement) {
            guard let text = sqlite3_column_text(statement, 0) else { continue }
            names.append(String(cString: text))
        }
        sqlite3_finalize(statement)
        return names
    }
}

/// One raw SQLite connection, closed when released; any error stops the benchmark.
final class RawSQLite {
    private let handle: OpaquePointer

    /// Opens the file at `path`; with `creating`, makes it when it does not exist.
    init(path: String, creating: Bool = false) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (creating ? SQLITE_OPEN_CREATE : 0)
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else { preconditionFailure("cannot open \(path): \(code)") }
        self.handle = handle
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func execute(_ sql: String) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        precondition(code == SQLITE_OK, "\(sql): \(String(cString: sqlite3_errmsg(handle)))")
    }

    func prepare(_ sql: String) -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            preconditionFailure("\(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return statement
    }

    /// Steps once: `true` when a row is ready.
    func step(_ statement: OpaquePointer) -> Bool {
        let code = sqlite3_step(statement)
        precondition(code == SQLITE_ROW || code == SQLITE_DONE, String(cString: sqlite3_errmsg(handle)))
        return code == SQLITE_ROW
    }

    /// Runs a statement that returns no rows, then resets it for the next bindings.
    func run(_ statement: OpaquePointer) {
        _ = step(statement)
        sqlite3_reset(statement)
    }

    /// The integer in the first column of the first row of `sql`.
    func integer(_ sql: String) -> Int {
        let statement = prepare(sql)
        defer { sqlite3_finalize(statement) }
        return step(statement) ? Int(sqlite3_column_int64(statement, 0)) : 0
    }
}

/// SQLite's `SQLITE_TRANSIENT`: it copies bound text and blobs before the call returns.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
