import CSQLite
import Foundation
import MastodonAPI
import StoreFlowableSQLite

/// The plainest reading of stored status rows, for the floors: each row decoded with the store's row
/// codec, its author read once, with one prepared select, and kept.
final class StatusRowReader {
    private let database: RawSQLite
    private let codec: CompactRowCodec
    private let author: OpaquePointer
    private var accounts: [String: Account] = [:]

    init(_ database: RawSQLite) {
        self.database = database
        codec = CompactRowCodec(keyNames: PersistenceFloors.keyNames(in: database))
        author = database.prepare("SELECT value, id FROM entities WHERE type = 'Account' AND id = ?")
    }

    deinit {
        sqlite3_finalize(author)
    }

    /// The statuses of each row `rows` steps to, in order, their values in its first column and their IDs
    /// in the second; the statement is reset.
    func statuses(_ rows: OpaquePointer) -> [Status] {
        var statuses: [Status] = []
        while database.step(rows) {
            guard let row = Self.blob(rows) else { continue }
            guard
                let status = try? codec.decode(
                    Status.self, from: row, id: Self.id(rows), resolve: { _, id in self.account(id) })
            else { preconditionFailure("a status row does not decode") }
            statuses.append(status)
        }
        sqlite3_reset(rows)
        return statuses
    }

    private func account(_ id: String) -> Account? {
        if let known = accounts[id] { return known }
        sqlite3_bind_text(author, 1, id, -1, transient)
        defer { sqlite3_reset(author) }
        guard database.step(author), let row = Self.blob(author) else { return nil }
        let decoded = try? codec.decode(Account.self, from: row, id: id) { _, _ in nil }
        accounts[id] = decoded
        return decoded
    }

    private static func id(_ statement: OpaquePointer) -> String {
        sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
    }

    private static func blob(_ statement: OpaquePointer) -> [UInt8]? {
        guard let bytes = sqlite3_column_blob(statement, 0) else { return nil }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, 0))))
    }
}
