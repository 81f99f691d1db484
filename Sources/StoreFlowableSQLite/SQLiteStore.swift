import Dispatch
import Foundation
import StoreFlowable

/// An `EntityStore` kept on disk in SQLite: opened, it holds what it held when the app
/// last ran, so the first screen shows the last content, offline.
///
/// ```swift
/// let persisted = try await SQLiteStore.open(at: cacheURL, entities: [Status.self, Account.self])
/// let timelines = try await SQLiteListCacher<TimelineRequest, Status, URL>(in: persisted, name: "timelines")
/// let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
/// ```
///
/// - Every write goes to disk first, in one transaction, and reaches memory (and so subscribers) only
///   once committed, in commit order: nothing a subscriber sees is lost by a crash or a restart, except
///   an optimistic change, which stays in memory until its operation settles.
/// - Write through the store's methods (``put(_:)``, ``update(_:id:_:)``, ``remove(_:id:)``,
///   ``optimisticUpdate(_:id:apply:operation:)``, ``optimisticInsert(_:into:operation:)``,
///   ``optimisticDelete(_:id:operation:)``) and through the cachers built on it. Writes made directly on
///   ``store`` change memory only.
/// - The file uses SQLite's write-ahead log: a crash, even `kill -9`, loses at most the transaction in
///   progress. A damaged database is moved aside (``movedAside``) and a fresh one created; a file that is
///   not a database of this library is refused with ``SQLiteError/notOurFile(path:reason:)`` and left
///   exactly as it was.
/// - Every file and folder it creates is readable by its owner only (`0600` files, `0700` folders),
///   whatever the process's umask, `-wal`, `-shm` and moved-aside files included.
/// - Two stores, in one process or two, may open the same file: each sees the other's writes when it
///   next opens; a writer waits up to five seconds for the other before failing with
///   ``SQLiteError/busy``.
public final class SQLiteStore: Sendable {
    /// The in-memory store the database was read into; share it with every cacher of these entities.
    public let store: EntityStore
    /// The database file.
    public let url: URL
    /// How large the file may grow.
    public let limits: SQLiteStoreLimits
    /// Where a damaged file found at ``url`` was moved before a fresh database replaced it, or `nil`.
    public let movedAside: URL?
    /// How many stored entities could not be decoded when read (their type changed shape); they were
    /// skipped and are replaced by the next fetch.
    public var undecodableEntities: Int { loader.undecodableEntities }
    /// The changes made through this store that wait for their server, kept on disk.
    public let outbox: Outbox

    let database: SQLiteDatabase
    /// Reads the entities memory does not hold.
    let loader: EntityLoader
    /// The list cachers opened on this store, for the drafts waiting in the outbox.
    let lists = ListDirectory()
    let types: [String: any PersistentEntity.Type]
    /// The `seq` of the last entity row written, and an upper bound of the row count.
    private let counters: Locked<(sequence: Int, rows: Int)>
    /// The key names of compact rows, as the file numbers them (synchronized in each write).
    private let keys: Locked<EntityKeyNames>

    private init(
        database: SQLiteDatabase, loader: EntityLoader, url: URL, limits: SQLiteStoreLimits,
        types: [String: any PersistentEntity.Type], sequence: Int, rows: Int,
        keys: EntityKeyNames, outboxEntries: [OutboxEntry]
    ) {
        self.keys = Locked(keys)
        self.database = database
        self.loader = loader
        store = EntityStore(source: loader, entityBudget: limits.maxEntitiesInMemory)
        loader.attach(to: store)
        self.url = url
        self.limits = limits
        self.types = types
        self.movedAside = database.movedAside
        counters = Locked((sequence, rows))
        outbox = Outbox(database: database, store: store, entries: outboxEntries)
        outbox.attach(to: self)
        StoreDirectory.register(self)
    }

    /// Opens the database at `url` (creating it and its folder when absent), with a new ``store`` that
    /// reads the stored entities of `entities` as they are asked for.
    ///
    /// Opening reads the file's counters and waiting changes, not its entities: it costs the same
    /// whatever the file holds. An entity is read into memory when something reads it (a list's
    /// first state reads the entities it shows), and every query reads all of its type once.
    ///
    /// - Throws: ``SQLiteError/newerSchema(found:supported:)`` when the file was written by a newer
    ///   version and ``SQLiteError/notOurFile(path:reason:)`` when it is not a database of this library
    ///   (both left untouched); ``SQLiteError/cannotOpen(path:reason:)`` when it cannot be
    ///   opened or created; ``SQLiteError/busy``, ``SQLiteError/readOnly`` or ``SQLiteError/sqlite(code:message:)``
    ///   when it cannot be read or set up.
    public static func open(
        at url: URL,
        entities: [any PersistentEntity.Type],
        limits: SQLiteStoreLimits = SQLiteStoreLimits()
    ) async throws(SQLiteError) -> SQLiteStore {
        let types = Dictionary(
            entities.map { ($0.persistentName, $0) }, uniquingKeysWith: { first, _ in first })
        // Opening and migrating a file may take a while: off the caller's executor and the shared pool.
        let result = await SQLiteDatabase.run(on: DispatchQueue.global()) {
            Result { () throws(SQLiteError) in try openSynchronously(at: url, types: types, limits: limits) }
        }
        return try result.get()
    }

    private static func openSynchronously(
        at url: URL,
        types: [String: any PersistentEntity.Type],
        limits: SQLiteStoreLimits
    ) throws(SQLiteError) -> SQLiteStore {
        var opened = (sequence: 0, rows: 0, keys: EntityKeyNames(), outbox: [OutboxEntry]())
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase.open(at: url) { connection in
                // A damaged file shows here: the open then starts afresh.
                try DatabaseFile.checkSize(at: url)
                var keys = EntityKeyNames()
                try keys.sync(with: connection)
                // An upper bound of the row count, read in constant time: `keepWithinLimits` counts
                // exactly once it is passed.
                opened = (
                    try connection.integer(EntityRows.latestSequence),
                    try connection.integer("SELECT coalesce(max(rowid), 0) FROM entities"), keys,
                    try OutboxRows.all(in: connection).map(\.entry)
                )
            }
        } catch let error as SQLiteError {
            throw error
        } catch {
            throw .coding(String(describing: error))
        }
        if database.movedAside != nil { opened = (0, 0, EntityKeyNames(), []) }
        let loader = try EntityLoader(path: url.path, types: types)
        return SQLiteStore(
            database: database, loader: loader, url: url, limits: limits, types: types,
            sequence: opened.sequence, rows: opened.rows, keys: opened.keys, outboxEntries: opened.outbox)
    }

    /// Deletes every stored entity, list and value, on disk then in memory (a logout). Usually called
    /// through `CacheLifecycle.clearAll()`, which also moves every subscriber on.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be written; then nothing is deleted.
    public func removeAllData() async throws(SQLiteError) {
        try await database.write(
            { connection in
                for table in [
                    "list_pages", "list_items", "lists", "entries", "entity_links", "removals", "entities",
                    "outbox",
                ] {
                    try connection.execute("DELETE FROM \(table)")
                }
            },
            afterCommit: { _ in
                self.counters.withLock { $0.rows = 0 }
                self.outbox.forgetEntries()
                self.store.removeAllData()
            })
    }

    /// Whether the file holds nothing: no entity, list, value or waiting change.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be read.
    public func isEmpty() async throws(SQLiteError) -> Bool {
        try await database.read { connection in
            try connection.integer(
                "SELECT NOT (EXISTS(SELECT 1 FROM entities) OR EXISTS(SELECT 1 FROM lists) "
                    + "OR EXISTS(SELECT 1 FROM entries) OR EXISTS(SELECT 1 FROM outbox))") == 1
        }
    }

    /// Closes the database; later writes throw ``SQLiteError/closed``. Memory is kept.
    public func close() {
        database.close()
        loader.close()
    }

    // MARK: Writing entities

    /// Writes `entities` (with their nested entities) to disk, then to ``store``.
    public func put<Entity: PersistentEntity>(_ entities: [Entity]) async throws(SQLiteError) {
        try await database.write(
            { connection in
                try self.writeRows(entities, in: connection)
                try self.keepWithinLimits(in: connection)
            },
            afterCommit: { _ in self.store.put(entities) })
    }

    /// Changes the confirmed value of the entity with `id`, on disk then in ``store``; returns the value
    /// readers now see, or `nil` when the entity is absent. Pending optimistic changes stay on top.
    @discardableResult
    public func update<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        _ change: @escaping @Sendable (inout Entity) -> Void
    ) async throws(SQLiteError) -> Entity? {
        let written = try await database.write(
            { connection -> Entity? in
                guard var value = self.store.confirmed(type, id: id) else { return nil }
                change(&value)
                try self.writeRows(CollectionOfOne(value), in: connection)
                try self.keepWithinLimits(in: connection)
                return value
            },
            afterCommit: { value in if let value { self.store.put(value) } })
        return written.flatMap { store.entity(type, id: $0.id) }
    }

    /// Removes the entity with `id` from disk, with its place in every stored list, then from ``store``.
    public func remove<Entity: PersistentEntity>(_ type: Entity.Type, id: Entity.ID) async throws(SQLiteError)
    {
        try await database.write(
            { connection in try self.deleteRow(type, id: id, in: connection) },
            afterCommit: { _ in self.store.remove(type, id: id) })
    }

    /// Applies `change` in memory at once and runs `operation`; the entity it returns is written to disk,
    /// then settles in memory. A failure (of `operation` or of the write) rolls back only this change,
    /// and never touches disk: after a crash meanwhile, the last confirmed value is what is stored.
    @discardableResult
    public func optimisticUpdate<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        apply change: @escaping @Sendable (inout Entity) -> Void,
        operation: () async throws -> Entity
    ) async throws -> Entity {
        let token = store.beginOptimisticChange(type, id: id, change)
        do {
            let result = try await operation()
            // Settled in memory on the database's queue right after its commit, in commit order with
            // every other write.
            try await database.write(
                { connection in
                    try self.writeRows(CollectionOfOne(result), in: connection)
                    try self.keepWithinLimits(in: connection)
                },
                afterCommit: { _ in self.store.settleOptimisticChange(token, type, id: id, with: result) })
            return store.entity(type, id: result.id) ?? result
        } catch {
            store.settleOptimisticChange(token, type, id: id, with: nil)
            throw error
        }
    }

    /// Writes entity rows and keeps the table within ``limits``. On the database's queue, in a transaction.
    func writeRows<Entity: PersistentEntity>(
        _ entities: some Collection<Entity>,
        in connection: SQLiteConnection
    ) throws(SQLiteError) {
        var keys = keys.withLock { $0 }
        // Read again under the write lock: another process may have numbered new names since.
        try keys.sync(with: connection)
        let rows = try EntityRow.rows(for: entities, keys: &keys)
        try keys.insertAssigned(into: connection)
        let numbered = keys
        self.keys.withLock { $0 = numbered }
        var counters = counters.withLock { $0 }
        // Read again under the write lock: another process may have written since this one did.
        counters.sequence = max(
            counters.sequence, try connection.integer(EntityRows.latestSequence))
        try EntityRows.write(rows, in: connection, sequence: &counters.sequence)
        counters.rows += rows.count
        let written = counters
        self.counters.withLock { $0 = written }
    }

    /// Deletes the row of an entity, with a removal stamped with the next `seq`. In a transaction.
    func deleteRow<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        in connection: SQLiteConnection
    ) throws(SQLiteError) {
        var sequence = max(
            counters.withLock { $0.sequence },
            try connection.integer(EntityRows.latestSequence))
        try EntityRows.delete(type, id: id, in: connection, sequence: &sequence)
        let written = sequence
        counters.withLock { $0.sequence = max($0.sequence, written) }
    }

    /// Deletes the least recently written entities no stored list shows, when there are more than
    /// ``limits`` allow. Called last in a write, once the lists it changes are written, so that a page
    /// being saved is never taken for unshown.
    func keepWithinLimits(in connection: SQLiteConnection) throws(SQLiteError) {
        guard counters.withLock({ $0.rows }) > limits.maxEntities else { return }
        let rows = try EntityRows.evict(downTo: limits.maxEntities, in: connection)
        counters.withLock { $0.rows = rows }
    }
}

extension SQLiteStore: StoreDirectory.ClearableStore {}
