import Foundation
import StoreFlowable

/// The SQL of the `entities` table. Runs on the database's queue, inside its transactions.
enum EntityRows {
    /// The `seq` of the last row or removal written, by any process.
    static let latestSequence = """
        SELECT max(coalesce((SELECT max(seq) FROM entities), 0), coalesce((SELECT max(seq) FROM removals), 0))
        """

    /// Writes `rows` stamped with increasing `seq` numbers, taken from `sequence`, and the time `now`,
    /// with the links from each to the entities nested in it.
    static func write(
        _ rows: [EntityRow],
        in connection: SQLiteConnection,
        sequence: inout Int,
        now: Double
    ) throws(SQLiteError) {
        let upsert = try connection.statement(
            """
            INSERT INTO entities(type, id, value, seq, updated_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(type, id) DO UPDATE
            SET value = excluded.value, seq = excluded.seq, updated_at = excluded.updated_at
            """)
        let unlink = try connection.statement(
            "DELETE FROM entity_links WHERE parent_type = ? AND parent_id = ?")
        let link = try connection.statement(
            """
            INSERT OR IGNORE INTO entity_links(parent_type, parent_id, child_type, child_id)
            VALUES (?, ?, ?, ?)
            """)
        for row in rows {
            sequence += 1
            upsert.bind(row.reference.type, at: 1)
            upsert.bind(row.reference.id, at: 2)
            upsert.bind(row.value, at: 3)
            upsert.bind(sequence, at: 4)
            upsert.bind(now, at: 5)
            try upsert.run()
            guard row.hasRelationships else { continue }
            unlink.bind(row.reference.type, at: 1)
            unlink.bind(row.reference.id, at: 2)
            try unlink.run()
            for child in row.children {
                link.bind(row.reference.type, at: 1)
                link.bind(row.reference.id, at: 2)
                link.bind(child.type, at: 3)
                link.bind(child.id, at: 4)
                try link.run()
            }
        }
    }

    /// Whether the file holds a row for the entity of `type` with `id`.
    static func contains<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        in connection: SQLiteConnection
    ) throws(SQLiteError) -> Bool {
        let statement = try connection.statement("SELECT count(*) FROM entities WHERE type = ? AND id = ?")
        defer { statement.reset() }
        statement.bind(Entity.persistentName, at: 1)
        statement.bind(try StoredValue.text(id), at: 2)
        return try statement.step() && statement.int(0) > 0
    }

    /// Deletes the row of an entity and its items in every list.
    static func delete<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        in connection: SQLiteConnection,
        sequence: inout Int
    ) throws(SQLiteError) {
        let text = try StoredValue.text(id)
        sequence += 1
        let removal = try connection.statement(
            "INSERT OR REPLACE INTO removals(type, id, seq) VALUES (?, ?, ?)")
        removal.bind(Entity.persistentName, at: 1)
        removal.bind(text, at: 2)
        removal.bind(sequence, at: 3)
        try removal.run()
        for sql in [
            "DELETE FROM entities WHERE type = ? AND id = ?",
            "DELETE FROM entity_links WHERE parent_type = ? AND parent_id = ?",
        ] {
            let statement = try connection.statement(sql)
            statement.bind(Entity.persistentName, at: 1)
            statement.bind(text, at: 2)
            try statement.run()
        }
        let items = try connection.statement(
            """
            DELETE FROM list_items WHERE entity_id = ?
            AND (name, param) IN (SELECT name, param FROM lists WHERE entity_type = ?)
            """)
        items.bind(text, at: 1)
        items.bind(Entity.persistentName, at: 2)
        try items.run()
    }

    /// Deletes the least recently written entities that no stored list shows, directly or nested in an
    /// entity it shows, until at most `limit` rows are left; returns how many rows there are now.
    static func evict(downTo limit: Int, in connection: SQLiteConnection) throws(SQLiteError) -> Int {
        let count = try connection.integer("SELECT count(*) FROM entities")
        guard count > limit else { return count }
        let statement = try connection.statement(
            """
            WITH RECURSIVE shown(type, id) AS (
                SELECT l.entity_type, i.entity_id FROM list_items i
                JOIN lists l ON l.name = i.name AND l.param = i.param
                UNION
                SELECT entity_type, entity_id FROM outbox
                UNION
                SELECT k.child_type, k.child_id FROM entity_links k
                JOIN shown s ON k.parent_type = s.type AND k.parent_id = s.id)
            DELETE FROM entities WHERE rowid IN (
                SELECT e.rowid FROM entities e
                WHERE NOT EXISTS (SELECT 1 FROM shown s WHERE s.type = e.type AND s.id = e.id)
                ORDER BY e.seq LIMIT ?)
            """)
        statement.bind(count - limit, at: 1)
        try statement.run()
        try connection.execute(
            """
            DELETE FROM entity_links WHERE NOT EXISTS (
                SELECT 1 FROM entities e WHERE e.type = parent_type AND e.id = parent_id)
            """)
        return try connection.integer("SELECT count(*) FROM entities")
    }

    /// Reads every row in write order and hands each run of rows of one type to `hydrate`.
    /// Rows of types not in `types` are left on disk and skipped; returns how many rows were read and
    /// the key names of compact rows.
    static func replay(
        in connection: SQLiteConnection,
        types: [String: any PersistentEntity.Type],
        into store: EntityStore
    ) throws -> (rows: Int, undecodable: Int, keys: EntityKeyNames) {
        // Removals are few: read first, then applied in their place among the rows, by `seq`, so that a
        // removal removes again what an earlier holder's JSON brought back. A holder's nested entities
        // fill in only entities with no row of their own (their own rows come first and are whole).
        var removals: [(seq: Int, type: String, id: String)] = []
        let removed = try connection.statement("SELECT seq, type, id FROM removals ORDER BY seq")
        while try removed.step() { removals.append((removed.int(0), removed.string(1), removed.string(2))) }
        removed.reset()
        var keys = EntityKeyNames()
        try keys.sync(with: connection)
        var nextRemoval = 0
        let statement = try connection.statement("SELECT type, value, seq, id FROM entities ORDER BY seq")
        defer { statement.reset() }
        var rows = 0
        var undecodable = 0
        // Decoded rows of any types, written to the store in order a few hundred at a time, so that the
        // rows read and the values decoded are never all held at once.
        var batch: [any NormalizedEntity] = []
        batch.reserveCapacity(256)
        let resolver = ReplayResolver(connection: connection, store: store, keys: keys, types: types)
        func flush() {
            store.put(inOrder: batch, keepingStoredNested: true)
            batch.removeAll(keepingCapacity: true)
            resolver.flush()
        }
        func applyRemovals(before seq: Int) {
            guard nextRemoval < removals.count, removals[nextRemoval].seq < seq else { return }
            flush()
            while nextRemoval < removals.count, removals[nextRemoval].seq < seq {
                let removal = removals[nextRemoval]
                if let type = types[removal.type] { EntityRows.remove(type, id: removal.id, from: store) }
                resolver.removed(EntityRow.Reference(type: removal.type, id: removal.id))
                nextRemoval += 1
            }
        }
        while try statement.step() {
            applyRemovals(before: statement.int(2))
            rows += 1
            let name = statement.string(0)
            guard let type = types[name] else { continue }
            let reference = EntityRow.Reference(type: name, id: statement.string(3))
            let entity = statement.bytes(1).flatMap { decode(type, reference, $0, resolver) }
            guard let entity else {
                undecodable += 1
                continue
            }
            resolver.decoded(entity, as: reference)
            batch.append(entity)
            if batch.count == 256 { flush() }
        }
        applyRemovals(before: .max)
        flush()
        return (rows, undecodable, keys)
    }

    /// Removes the entity of `type` whose ID is stored as `id`.
    private static func remove<Entity: PersistentEntity>(
        _ type: Entity.Type, id: String, from store: EntityStore
    ) {
        guard let id = try? StoredValue.value(Entity.ID.self, text: id) else { return }
        store.remove(type, id: id)
    }

    /// The row `bytes` decoded as `type`, or `nil` when it does not decode (its type changed shape, or an
    /// entity it refers to cannot be read: it is skipped, the store being a cache, and the next fetch
    /// brings it back).
    private static func decode<Entity: PersistentEntity>(
        _ type: Entity.Type,
        _ reference: EntityRow.Reference,
        _ bytes: [UInt8],
        _ resolver: ReplayResolver
    ) -> (any PersistentEntity)? {
        resolver.decode(type, reference, bytes)
    }
}
