/// Why a persisted store could not do what was asked. The store and its memory are left as they were.
public enum SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The disk, or the database's size limit, is full. Nothing of the failed write was kept.
    case full
    /// The database file or its folder cannot be written.
    case readOnly
    /// Another connection held the database longer than the busy timeout.
    case busy
    /// The file is damaged or not a database.
    case corrupt(String)
    /// The file was written by a newer version of the library; it was left untouched.
    case newerSchema(found: Int, supported: Int)
    /// The file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The file is not a database of this library — a text file, another application's database, a
    /// device — and was left exactly as it was.
    case notOurFile(path: String, reason: String)
    /// A value could not be encoded for storage or decoded from it.
    case coding(String)
    /// The database was closed.
    case closed
    /// Any other SQLite failure, with its result code and message.
    case sqlite(code: Int32, message: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .full: "the disk or the database's size limit is full"
        case .readOnly: "the database cannot be written (read-only file or folder)"
        case .busy: "the database is busy in another connection"
        case .corrupt(let message): "the database is damaged: \(message)"
        case .newerSchema(let found, let supported):
            "the database has schema version \(found); this version of the library reads up to \(supported)"
        case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
        case .notOurFile(let path, let reason):
            "\(path) is not a cache of this library (\(reason)); it was left untouched"
        case .coding(let message): "cannot encode or decode a stored value: \(message)"
        case .closed: "the database is closed"
        case .sqlite(let code, let message): "SQLite error \(code): \(message)"
        }
    }
}
