import Foundation
import StoreFlowable

/// Reads from the file the entities a ``SQLiteStore``'s memory does not hold (its `EntitySource`).
///
/// It has a connection of its own: in WAL mode a read never waits for a write in progress, and never for
/// the database's queue, whose writes may read the store (an update reads the confirmed value) while
/// holding it. Each load reads one snapshot, in a read transaction.
final class EntityLoader: EntitySource {
    private struct Reader {
        var connection: SQLiteConnection?
        /// The store whose memory references are resolved from first; weak, as the store holds its loader.
        weak var store: EntityStore?
        var keys = EntityKeyNames()
        var types: [String: any PersistentEntity.Type]
        var undecodable: Set<EntityRow.Reference> = []
    }

    // Unchecked: `value` (an `SQLiteConnection`, not thread-safe) is read and written only under the lock
    // of ``reader``.
    private struct Guarded<Value>: @unchecked Sendable {
        var value: Value
    }

    // Guarded by its own lock: the connection, the store, and what loads learn.
    private let reader: Locked<Guarded<Reader>>

    /// Opens a second connection to the database at `path`, which is open, and of the current schema.
    init(path: String, types: [String: any PersistentEntity.Type]) throws(SQLiteError) {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA busy_timeout = 5000")
        try connection.execute("PRAGMA query_only = 1")
        reader = Locked(Guarded(value: Reader(connection: connection, types: types)))
    }

    /// Resolves references from `store`'s memory before the file.
    func attach(to store: EntityStore) {
        reader.withLock { $0.value.store = store }
    }

    /// How many rows loads found that did not decode, each counted once.
    var undecodableEntities: Int {
        reader.withLock { $0.value.undecodable.count }
    }

    /// Closes the connection: later loads read nothing.
    func close() {
        reader.withLock { $0.value.connection = nil }
    }

    /// Runs `body` on the connection, in one read transaction; `nil` once closed.
    func read<T>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(SQLiteError) -> T? {
        let result = reader.withLock { guarded -> Result<T, SQLiteError>? in
            guard let connection = guarded.value.connection else { return nil }
            return Result { () throws(SQLiteError) in
                try connection.execute("BEGIN")
                defer { try? connection.execute("COMMIT") }
                return try body(connection)
            }
        }
        return try result?.get()
    }

    func entities<Entity: NormalizedEntity>(_ type: Entity.Type, ids: [Entity.ID]) -> [any NormalizedEntity] {
        guard let persistent = type as? any PersistentEntity.Type else { return [] }
        return load { resolver, connection throws(SQLiteError) in
            try Self.readRows(persistent, ids: ids.map { $0 as any Hashable }, with: resolver, in: connection)
        }
    }

    func allEntities<Entity: NormalizedEntity>(_ type: Entity.Type) -> [any NormalizedEntity] {
        guard let persistent = type as? any PersistentEntity.Type else { return [] }
        return load { resolver, connection throws(SQLiteError) in
            try Self.readAll(persistent, with: resolver, in: connection)
        }
    }

    /// How many IDs one select asks for: a list's entities are read 64 at a time, not one select each
    /// (`sqlite_hydrate_over_floor`, group `persistence`).
    private static let batchSize = 64

    private static func readRows<Stored: PersistentEntity>(
        _ type: Stored.Type, ids: [any Hashable], with resolver: RowResolver, in connection: SQLiteConnection
    ) throws(SQLiteError) {
        let texts = ids.compactMap { id in (id as? Stored.ID).flatMap { try? StoredValue.text($0) } }
        guard texts.count > 1 else {
            if let text = texts.first {
                resolver.read(type, EntityRow.Reference(type: Stored.persistentName, id: text))
            }
            return
        }
        let marks = Array(repeating: "?", count: batchSize).joined(separator: ", ")
        let statement = try connection.statement(
            "SELECT id, value FROM entities WHERE type = ? AND id IN (\(marks))")
        defer { statement.reset() }
        for start in stride(from: 0, to: texts.count, by: batchSize) {
            statement.reset()
            statement.bind(Stored.persistentName, at: 1)
            // A short last batch repeats its last ID in the places left.
            for place in 0..<batchSize {
                statement.bind(texts[min(start + place, texts.count - 1)], at: Int32(place + 2))
            }
            while try statement.step() {
                let reference = EntityRow.Reference(type: Stored.persistentName, id: statement.string(0))
                guard !resolver.hasRead(reference), let bytes = statement.bytes(1) else { continue }
                resolver.decode(type, reference, bytes)
            }
        }
    }

    private static func readAll<Stored: PersistentEntity>(
        _ type: Stored.Type, with resolver: RowResolver, in connection: SQLiteConnection
    ) throws(SQLiteError) {
        let statement = try connection.statement("SELECT id, value FROM entities WHERE type = ?")
        defer { statement.reset() }
        statement.bind(Stored.persistentName, at: 1)
        while try statement.step() {
            let reference = EntityRow.Reference(type: Stored.persistentName, id: statement.string(0))
            guard let bytes = statement.bytes(1) else { continue }
            resolver.decode(type, reference, bytes)
        }
    }

    /// Runs `body` with a resolver over one snapshot of the file; returns what it decoded. A file that
    /// cannot be read (closed, damaged, busy) reads as holding nothing: the entities are fetched again.
    private func load(
        _ body: (RowResolver, SQLiteConnection) throws(SQLiteError) -> Void
    ) -> [any NormalizedEntity] {
        reader.withLock { guarded -> [any NormalizedEntity] in
            guard let connection = guarded.value.connection else { return [] }
            do {
                try connection.execute("BEGIN")
                defer { try? connection.execute("COMMIT") }
                // In the snapshot: a row written since may use key numbers assigned since.
                try guarded.value.keys.sync(with: connection)
                let resolver = RowResolver(
                    connection: connection, memory: guarded.value.store, keys: guarded.value.keys,
                    types: guarded.value.types)
                try body(resolver, connection)
                guarded.value.types = resolver.types
                guarded.value.undecodable.formUnion(resolver.undecodable)
                return resolver.decoded
            } catch {
                return []
            }
        }
    }
}
