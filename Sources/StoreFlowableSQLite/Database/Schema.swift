/// The tables of a persisted store, and the migrations that build them, in order.
///
/// Tables of large values keep rowids (a `WITHOUT ROWID` row that large would take an overflow page
/// of its own); the small rows of lists are `WITHOUT ROWID`.
///
/// - `entities`: one row per entity: its type's name, its ID, its value and `seq` (the order of writes,
///   so the latest write of a nested entity wins, as it did in memory). A nested entity has a row of its
///   own, written with the entity holding it, whose value refers to it by type and ID. A value is in
///   ``CompactFormat`` (or JSON, written by earlier versions or for a value the compact form cannot hold).
/// - `entity_keys`: the key names and type names compact values refer to by number.
/// - `entity_links`: which entities each JSON row holds, by type and ID: a status row refers to its
///   author's row, so eviction keeps the author of every status a list shows. A compact row's references
///   are its links (``EntityChildrenFunction``).
/// - `removals`: a removed entity, with the `seq` of its removal, so that `seq` keeps growing however
///   rows come and go.
/// - `lists` and `list_items`: one row per normalized list (its keys, `cachedAt`, generation, and its
///   gaps and reading position as JSON) and one per item,
///   in order, naming the page it came with; `list_pages` keeps each page's next key, so a list cut to its
///   first pages can be paged on from where it was cut.
/// - `entries`: the key-value rows of ``SQLiteCacher``.
/// - `outbox`: the operations of ``Outbox`` waiting for their server, or refused by it.
enum Schema {
    /// The version this code writes; a file with a higher `user_version` is refused.
    static let version = 7

    private static let migrations: [String] = [
        """
        CREATE TABLE entities(
            type TEXT NOT NULL, id TEXT NOT NULL, value BLOB NOT NULL, seq INTEGER NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY(type, id));
        CREATE INDEX entities_by_seq ON entities(seq);
        CREATE TABLE entity_links(
            parent_type TEXT NOT NULL, parent_id TEXT NOT NULL, child_type TEXT NOT NULL, child_id TEXT NOT NULL,
            PRIMARY KEY(parent_type, parent_id, child_type, child_id)) WITHOUT ROWID;
        CREATE INDEX entity_links_by_child ON entity_links(child_type, child_id);
        CREATE TABLE lists(
            name TEXT NOT NULL, param TEXT NOT NULL, entity_type TEXT NOT NULL,
            next_key BLOB, prev_key BLOB, cached_at REAL,
            PRIMARY KEY(name, param)) WITHOUT ROWID;
        CREATE TABLE list_items(
            name TEXT NOT NULL, param TEXT NOT NULL, position INTEGER NOT NULL,
            entity_id TEXT NOT NULL, page INTEGER NOT NULL,
            PRIMARY KEY(name, param, position),
            FOREIGN KEY(name, param) REFERENCES lists(name, param) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE INDEX list_items_by_entity ON list_items(entity_id);
        CREATE TABLE list_pages(
            name TEXT NOT NULL, param TEXT NOT NULL, page INTEGER NOT NULL, next_key BLOB,
            PRIMARY KEY(name, param, page),
            FOREIGN KEY(name, param) REFERENCES lists(name, param) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE removals(
            type TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL,
            PRIMARY KEY(type, id)) WITHOUT ROWID;
        CREATE TABLE entries(
            name TEXT NOT NULL, param TEXT NOT NULL, value BLOB, cached_at REAL,
            PRIMARY KEY(name, param));
        """,
        // Each list's generation: set anew, at random, whenever the list is saved anew, so that a
        // process extends only the list it read or wrote, never one another process replaced since.
        """
        ALTER TABLE lists ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
        """,
        // The key names of compact entity rows, which refer to them by number.
        """
        CREATE TABLE entity_keys(number INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        """,
        // No query finds links by the entity held: the index cost about 55 bytes a status
        // (`sqlite_bytes_per_status_over_floor`, group `persistence`).
        """
        DROP INDEX IF EXISTS entity_links_by_child;
        """,
        // Operations waiting for their server (`Outbox`), in the order they were enqueued; a refused one
        // keeps its `failure`.
        """
        CREATE TABLE outbox(
            id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
            entity_type TEXT NOT NULL, entity_id TEXT NOT NULL, payload BLOB NOT NULL,
            idempotency_key TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, failure TEXT,
            created_at REAL NOT NULL, replacement_key TEXT);
        """,
        // Each list's gaps and reading position (`ListPlaces`, as JSON), written with the list.
        """
        ALTER TABLE lists ADD COLUMN places BLOB;
        """,
        // A compact row's references are its links (`EntityChildrenFunction`): only JSON rows keep links
        // of their own. No query read `updated_at`. Together about 75 bytes a status
        // (`sqlite_bytes_per_status_over_floor`, group `persistence`).
        """
        DELETE FROM entity_links WHERE (parent_type, parent_id) IN (
            SELECT type, id FROM entities WHERE substr(value, 1, 1) = x'01');
        ALTER TABLE entities DROP COLUMN updated_at;
        """,
    ]

    /// Applies every migration after `version` up to `target`, each in its own transaction with its
    /// version number.
    /// The version is read again under the write lock: another process opening the same new file may
    /// have migrated it meanwhile.
    static func migrate(
        _ connection: SQLiteConnection, from version: Int, to target: Int = Schema.version
    ) throws(SQLiteError) {
        for (index, sql) in migrations.enumerated() where index + 1 > version && index + 1 <= target {
            do {
                try connection.transaction {
                    guard try connection.integer("PRAGMA user_version") == index else { return }
                    try connection.execute(sql)
                    try connection.execute("PRAGMA user_version = \(index + 1)")
                }
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw .sqlite(code: -1, message: String(describing: error))
            }
        }
    }
}
