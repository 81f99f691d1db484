import Dispatch
import Foundation
import StoreFlowable

/// A database file and the one connection to it. Every use of the connection runs on the database's
/// serial queue: callers await it, except a small write that finds it idle (``smallWrite(_:afterCommit:)``).
// Unchecked: `connection` is read and written only in blocks run on the serial `queue` (`queue.async`,
// or `queue.sync` for a small write), which orders them; `inFlight` is under its own `Locked`.
final class SQLiteDatabase: @unchecked Sendable {
    /// The file's path.
    let path: String
    /// Where a damaged file found at `path` was moved before a fresh one was created.
    let movedAside: URL?
    private let queue: DispatchQueue
    private var connection: SQLiteConnection?
    /// How many uses of the connection are queued or running; 0 when the queue is idle.
    private let inFlight = Locked(0)

    private init(path: String, connection: SQLiteConnection, movedAside: URL?) {
        self.path = path
        self.connection = connection
        self.movedAside = movedAside
        queue = DispatchQueue(label: "StoreFlowableSQLite \(path)")
    }

    /// Opens the database at `url`, creating it and its folders (owner-only) when absent, and brings its
    /// schema up to date. A damaged database of ours is moved aside to `<name>.corrupt-<timestamp>` (with
    /// its `-wal` and `-shm` files) and a fresh database takes its place; any other file is refused.
    ///
    /// - Throws: ``SQLiteError/notOurFile(path:reason:)`` for a file that is not a database of ours and
    ///   ``SQLiteError/newerSchema(found:supported:)`` for one written by a newer version (both left
    ///   untouched), ``SQLiteError/cannotOpen(path:reason:)`` when it cannot be opened or created.
    static func open(at url: URL, check: (SQLiteConnection) throws -> Void = { _ in }) throws
        -> SQLiteDatabase
    {
        let path = url.path
        try DatabaseFile.claim(url)
        do {
            let connection = try prepare(path: path)
            try check(connection)
            return SQLiteDatabase(path: path, connection: connection, movedAside: nil)
        } catch SQLiteError.corrupt {
            let movedAside = try moveAside(url)
            try DatabaseFile.claim(url)
            let connection = try prepare(path: path)
            return SQLiteDatabase(path: path, connection: connection, movedAside: movedAside)
        }
    }

    /// Opens `path`, sets the connection up and migrates the schema.
    private static func prepare(path: String) throws(SQLiteError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA busy_timeout = 5000")
        // Read before anything writes, so that a newer file is left exactly as it was.
        let version = try connection.integer("PRAGMA user_version")
        guard version <= Schema.version else {
            throw .newerSchema(found: version, supported: Schema.version)
        }
        if !connection.isReadOnly {
            // Before the switch to WAL, so that a new file carries it in its own header at once.
            if try connection.integer("PRAGMA application_id") == 0 {
                try connection.execute(
                    "PRAGMA application_id = \(Int32(bitPattern: DatabaseFile.applicationID))")
            }
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute("PRAGMA synchronous = NORMAL")
        }
        try connection.execute("PRAGMA foreign_keys = ON")
        if version < Schema.version { try Schema.migrate(connection, from: version) }
        return connection
    }

    private static func moveAside(_ url: URL) throws(SQLiteError) -> URL {
        let stamp = Int(Date().timeIntervalSince1970)
        let target = url.deletingLastPathComponent()
            .appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        let fileManager = FileManager.default
        do {
            try fileManager.moveItem(at: url, to: target)
            DatabaseFile.restrict(target.path)
            for suffix in ["-wal", "-shm"] {
                let side = URL(fileURLWithPath: url.path + suffix)
                guard fileManager.fileExists(atPath: side.path) else { continue }
                try fileManager.moveItem(at: side, to: URL(fileURLWithPath: target.path + suffix))
                DatabaseFile.restrict(target.path + suffix)
            }
        } catch {
            throw .cannotOpen(path: url.path, reason: "damaged and cannot be moved aside: \(error)")
        }
        return target
    }

    /// Closes the connection; later uses throw ``SQLiteError/closed``.
    func close() {
        queue.sync { connection = nil }
    }

    // MARK: Using the connection

    /// Runs `body` on the database's queue and returns its result.
    func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T)
        async throws(SQLiteError)
        -> T
    {
        try await onQueue(body)
    }

    /// Runs `body` in one transaction on the database's queue: all of it is committed, or none. Then,
    /// still on the queue and only after a commit, runs `afterCommit` with its result, so that what
    /// follows a write (updating memory) happens in the order the writes were committed.
    func write<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteConnection) throws -> T,
        afterCommit: @escaping @Sendable (T) -> Void = { _ in }
    ) async throws(SQLiteError) -> T {
        try await onQueue { connection in
            let result = try connection.transaction { try body(connection) }
            afterCommit(result)
            return result
        }
    }

    /// ``write(_:afterCommit:)`` for a transaction of a row or two, such as an outbox entry: when the
    /// queue is idle it runs at once on the caller's thread (`queue.sync`), which saves the two thread
    /// switches of a hand-off, about 55 µs here — as much as the transaction itself.
    /// `outbox_enqueue_over_floor` (group `outbox`): 1.0–1.1 this way, 1.9–2.2 handed off. Larger
    /// writes are always handed off: they would hold a thread of the concurrency pool for their
    /// encoding and their checkpoints.
    func smallWrite<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteConnection) throws -> T,
        afterCommit: @escaping @Sendable (T) -> Void = { _ in }
    ) async throws(SQLiteError) -> T {
        try await onQueue(atOnceWhenIdle: true) { connection in
            let result = try connection.transaction { try body(connection) }
            afterCommit(result)
            return result
        }
    }

    /// Runs `body` on the queue: handed off, or with `atOnceWhenIdle`, on the caller's thread when
    /// nothing is queued or running (a caller that finds work queued awaits its turn instead, so it
    /// never blocks behind another's work, at most behind one that began in the same instant).
    private func onQueue<T: Sendable>(
        atOnceWhenIdle: Bool = false, _ body: @escaping @Sendable (SQLiteConnection) throws -> T
    ) async throws(SQLiteError) -> T {
        let use: @Sendable () -> Result<T, SQLiteError> = {
            defer { self.inFlight.withLock { $0 -= 1 } }
            guard let connection = self.connection else { return .failure(.closed) }
            return Result { try body(connection) }.mapError(Self.typed)
        }
        let idle = inFlight.withLock { count -> Bool in
            defer { count += 1 }
            return count == 0
        }
        let result = atOnceWhenIdle && idle ? queue.sync(execute: use) : await Self.run(on: queue, use)
        return try result.get()
    }

    /// Runs `body` on `queue` and hands its result to the awaiting task through a lock: the thread
    /// sanitizer sees a lock's hand-off, but not one made by resuming a continuation from a dispatch
    /// queue, and would take everything the queue wrote for a race.
    static func run<T: Sendable>(
        on queue: DispatchQueue,
        _ body: @escaping @Sendable () -> Result<T, SQLiteError>
    ) async -> Result<T, SQLiteError> {
        let handOff = Locked<Result<T, SQLiteError>>(.failure(.closed))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                let result = body()
                handOff.withLock { $0 = result }
                continuation.resume()
            }
        }
        return handOff.withLock { $0 }
    }

    private static func typed(_ error: any Error) -> SQLiteError {
        error as? SQLiteError ?? .coding(String(describing: error))
    }
}
