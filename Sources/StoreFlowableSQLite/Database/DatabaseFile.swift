import CSQLite
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is before SQLite is let near it: a database of this library, or nothing yet. Anything
/// else — a text file, another application's database, a device — is refused and left exactly as it was.
/// Everything this library creates is owner-only (`0700` folders, `0600` files), whatever the umask.
enum DatabaseFile {
    /// `application_id` of every database this library creates: "SFlw".
    static let applicationID: UInt32 = 0x5346_6C77

    /// The tables a database of ours holds, for files written before it had an `application_id`.
    private static let ourTables: Set<String> = [
        "entities", "entity_links", "entity_keys", "removals", "lists", "list_items", "list_pages", "entries",
        "outbox",
    ]

    /// Makes sure `url` can be handed to SQLite: creates its missing folders (owner-only) and the file
    /// itself (empty, `0600`) when absent; checks an existing file is a database of ours and takes read
    /// and write access from everyone but its owner, with its `-wal` and `-shm` files.
    ///
    /// - Throws: ``SQLiteError/notOurFile(path:reason:)`` for anything but a database of ours;
    ///   ``SQLiteError/cannotOpen(path:reason:)`` when a folder or the file cannot be created.
    static func claim(_ url: URL) throws(SQLiteError) {
        let path = url.path
        try makeFolders(url.deletingLastPathComponent())
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .cannotOpen(path: path, reason: systemError()) }
            // Another process opening the same new file may create it first: it is then checked as theirs.
            if try create(path) { return }
            return try claim(url)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notOurFile(path: path, reason: "not a regular file")
        }
        if status.st_size == 0 {
            // What this library leaves when it stops between creating the file and its first write.
            guard status.st_mode & 0o077 == 0 else {
                throw .notOurFile(path: path, reason: "an empty file this library did not create")
            }
        } else {
            try checkHeader(path)
        }
        for side in [path, path + "-wal", path + "-shm"] { restrict(side) }
    }

    /// Takes read and write access to `path` from everyone but its owner, when anyone else has any.
    static func restrict(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return }
        _ = chmod(path, status.st_mode & 0o700)
    }

    /// Creates every missing folder down to `folder`, each `0700`.
    static func makeFolders(_ folder: URL) throws(SQLiteError) {
        var missing: [String] = []
        var current = folder.standardizedFileURL
        var status = stat()
        while stat(current.path, &status) != 0 {
            missing.append(current.path)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        for path in missing.reversed() {
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw .cannotOpen(path: path, reason: "cannot create the folder: \(systemError())")
            }
            _ = chmod(path, 0o700)
        }
    }

    /// Creates the file, empty and owner-only; returns `false` when it exists already.
    private static func create(_ path: String) throws(SQLiteError) -> Bool {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw .cannotOpen(path: path, reason: systemError())
        }
        _ = fchmod(descriptor, 0o600)
        close(descriptor)
        return true
    }

    /// Checks the first 100 bytes: SQLite's header, and our `application_id` — or, in a file written
    /// before there was one, only our tables.
    private static func checkHeader(_ path: String) throws(SQLiteError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotOpen(path: path, reason: "cannot read the file")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        guard header.count == 100, header.prefix(16) == Data("SQLite format 3\u{0}".utf8) else {
            throw .notOurFile(path: path, reason: "not an SQLite database")
        }
        let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        if id == applicationID { return }
        guard id == 0, let tables = tables(in: path), tables.contains("entities"),
            tables.isSubset(of: ourTables)
        else {
            throw .notOurFile(path: path, reason: "another application's database")
        }
    }

    /// The tables of the database at `path`, read without locking it or creating any file beside it;
    /// `nil` when it cannot be read.
    private static func tables(in path: String) -> Set<String>? {
        var components = URLComponents()
        components.scheme = "file"
        components.path = path
        components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
        guard let uri = components.string else { return nil }
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(uri, &handle, flags, nil) == SQLITE_OK, let handle else { return nil }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        let sql = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
        var names: Set<String> = []
        while true {
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else { return code == SQLITE_DONE ? names : nil }
            if let text = sqlite3_column_text(statement, 0) { names.insert(String(cString: text)) }
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
