import Foundation
import StoreFlowable

/// The SQL of the `entities` table. Runs on the database's queue, inside its transactions.
enum EntityRows {
    /// Writes `entities` as rows stamped with increasing `seq` numbers, taken from `sequence`.
    static func write<Entity: PersistentEntity>(
        _ entities: some Sequence<Entity>,
        in connection: SQLiteConnection,
        sequence: inout Int
    ) throws(SQLiteError) {
        let statement = try connection.statement(
            """
            INSERT INTO entities(type, id, value, seq) VALUES (?, ?, ?, ?)
            ON CONFLICT(type, id) DO UPDATE SET value = excluded.value, seq = excluded.seq
            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for entity in entities {
            let value: Data
            do {
                value = try encoder.encode(entity)
            } catch {
                throw .coding("cannot encode \(Entity.self) \(entity.id): \(error)")
            }
            sequence += 1
            statement.bind(Entity.persistentName, at: 1)
            statement.bind(try StoredValue.text(entity.id), at: 2)
            statement.bind(value, at: 3)
            statement.bind(sequence, at: 4)
            try statement.run()
        }
    }

    /// Deletes the row of an entity and its items in every list.
    static func delete<Entity: PersistentEntity>(
        _ type: Entity.Type,
        id: Entity.ID,
        in connection: SQLiteConnection
    ) throws(SQLiteError) {
        let text = try StoredValue.text(id)
        let row = try connection.statement("DELETE FROM entities WHERE type = ? AND id = ?")
        row.bind(Entity.persistentName, at: 1)
        row.bind(text, at: 2)
        try row.run()
        let items = try connection.statement(
            """
            DELETE FROM list_items WHERE entity_id = ?
            AND (name, param) IN (SELECT name, param FROM lists WHERE entity_type = ?)
            """)
        items.bind(text, at: 1)
        items.bind(Entity.persistentName, at: 2)
        try items.run()
    }

    /// Deletes the least recently written entities that no list shows, until at most `limit` rows are
    /// left; returns how many rows there are now.
    static func evict(downTo limit: Int, in connection: SQLiteConnection) throws(SQLiteError) -> Int {
        let count = try connection.integer("SELECT count(*) FROM entities")
        guard count > limit else { return count }
        let statement = try connection.statement(
            """
            DELETE FROM entities WHERE (type, id) IN (
                SELECT e.type, e.id FROM entities e
                WHERE NOT EXISTS (
                    SELECT 1 FROM list_items i JOIN lists l ON l.name = i.name AND l.param = i.param
                    WHERE i.entity_id = e.id AND l.entity_type = e.type)
                ORDER BY e.seq LIMIT ?)
            """)
        statement.bind(count - limit, at: 1)
        try statement.run()
        return try connection.integer("SELECT count(*) FROM entities")
    }

    /// Reads every row in write order and hands each run of rows of one type to `hydrate`.
    /// Rows of types not in `types` are left on disk and skipped; returns how many rows were read.
    static func replay(
        in connection: SQLiteConnection,
        types: [String: any PersistentEntity.Type],
        into store: EntityStore
    ) throws -> (rows: Int, undecodable: Int) {
        let statement = try connection.statement("SELECT type, value FROM entities ORDER BY seq")
        defer { statement.reset() }
        var rows = 0
        var undecodable = 0
        var batch: [Data] = []
        var batchType: String?
        func flush() {
            if let batchType, let type = types[batchType], !batch.isEmpty {
                undecodable += hydrate(type, batch, into: store)
            }
            batch.removeAll(keepingCapacity: true)
        }
        while try statement.step() {
            rows += 1
            let type = statement.string(0)
            if type != batchType {
                flush()
                batchType = type
            }
            if types[type] != nil, let value = statement.data(1) { batch.append(value) }
            // Decoded a few hundred at a time, so that the rows read and the values decoded are never
            // all held at once.
            if batch.count == 256 { flush() }
        }
        flush()
        return (rows, undecodable)
    }

    /// Decodes `rows` as `type` into `store`; returns how many could not be decoded (they are skipped:
    /// the store is a cache, and the next fetch brings them back).
    private static func hydrate<Entity: PersistentEntity>(
        _ type: Entity.Type,
        _ rows: [Data],
        into store: EntityStore
    ) -> Int {
        let decoder = JSONDecoder()
        var entities: [Entity] = []
        entities.reserveCapacity(rows.count)
        for row in rows {
            if let entity = try? decoder.decode(Entity.self, from: row) { entities.append(entity) }
        }
        store.put(entities)
        return rows.count - entities.count
    }
}
