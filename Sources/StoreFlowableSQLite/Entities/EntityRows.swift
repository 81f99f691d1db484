import Foundation
import StoreFlowable

/// The SQL of the `entities` table. Runs on the database's queue, inside its transactions.
enum EntityRows {
    /// The `seq` of the last row or removal written, by any process.
    static let latestSequence = """
        SELECT max(coalesce((SELECT max(seq) FROM entities), 0), coalesce((SELECT max(seq) FROM removals), 0))
        """

    /// Writes `rows` stamped with increasing `seq` numbers, taken from `sequence`. A JSON row is written
    /// with its links to the entities nested in it; a compact row holds them as references
    /// (``EntityChildrenFunction``).
    static func write(
        _ rows: [EntityRow],
        in connection: SQLiteConnection,
        sequence: inout Int
    ) throws(SQLiteError) {
        let upsert = try connection.statement(
            """
            INSERT INTO entities(type, id, value, seq) VALUES (?, ?, ?, ?)
            ON CONFLICT(type, id) DO UPDATE SET value = excluded.value, seq = excluded.seq
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
            try upsert.run()
            guard row.hasRelationships, row.value.first != CompactFormat.formatByte else { continue }
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
                JOIN shown s ON k.parent_type = s.type AND k.parent_id = s.id
                UNION
                SELECT n.name, json_extract(c.value, '$[1]') FROM shown s
                JOIN entities e ON e.type = s.type AND e.id = s.id
                JOIN json_each(entity_children(e.value)) c
                JOIN entity_keys n ON n.number = json_extract(c.value, '$[0]'))
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
}
