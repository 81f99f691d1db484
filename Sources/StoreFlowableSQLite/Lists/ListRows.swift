import Foundation

/// The SQL of the `lists`, `list_items` and `list_pages` tables, for one list (`name`, `param`).
/// Runs on the database's queue, inside its transactions.
struct ListRows {
    let connection: SQLiteConnection
    let name: String
    let param: String

    /// The list's generation, or `nil` when the list is not stored.
    func generation() throws(SQLiteError) -> Int? {
        let statement = try connection.statement(
            "SELECT generation FROM lists WHERE name = ? AND param = ?")
        bindList(statement)
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : nil
    }

    /// Creates the list row if absent, and empties its items, pages and keys, its timestamp set to
    /// `-infinity`: until the engine saves the new ones, in writes of their own, the list is stale and has
    /// no page beyond it.
    /// The list is then of `generation`.
    func reset(entityType: String, generation: Int) throws(SQLiteError) {
        let upsert = try connection.statement(
            """
            INSERT INTO lists(name, param, entity_type, generation, cached_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(name, param) DO UPDATE SET entity_type = excluded.entity_type,
                next_key = NULL, prev_key = NULL, cached_at = excluded.cached_at,
                generation = excluded.generation
            """)
        bindList(upsert)
        upsert.bind(entityType, at: 3)
        upsert.bind(generation, at: 4)
        // Saved at -infinity: stale for any expiry, should a crash leave the list here.
        upsert.bind(-Double.infinity, at: 5)
        try upsert.run()
        for table in ["list_items", "list_pages"] {
            let delete = try connection.statement("DELETE FROM \(table) WHERE name = ? AND param = ?")
            bindList(delete)
            try delete.run()
        }
    }

    func delete() throws(SQLiteError) {
        let statement = try connection.statement("DELETE FROM lists WHERE name = ? AND param = ?")
        bindList(statement)
        try statement.run()
    }

    /// Adds `ids` as a new page after the last one (`atEnd`) or before the first; returns its number.
    @discardableResult
    func addPage(_ ids: [String], atEnd: Bool) throws(SQLiteError) -> Int {
        let bounds = try connection.statement(
            """
            SELECT (SELECT coalesce(min(position), 0) FROM list_items WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(max(position), -1) FROM list_items WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(min(page), 1) FROM list_pages WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(max(page), -1) FROM list_pages WHERE name = ?1 AND param = ?2)
            """)
        bindList(bounds)
        try bounds.step()
        let (firstPosition, lastPosition) = (bounds.int(0), bounds.int(1))
        let (firstPage, lastPage) = (bounds.int(2), bounds.int(3))
        bounds.reset()
        let page = atEnd ? lastPage + 1 : firstPage - 1
        let start = atEnd ? lastPosition + 1 : firstPosition - ids.count
        let insert = try connection.statement(
            "INSERT INTO list_items(name, param, position, entity_id, page) VALUES (?, ?, ?, ?, ?)")
        for (offset, id) in ids.enumerated() {
            bindList(insert)
            insert.bind(start + offset, at: 3)
            insert.bind(id, at: 4)
            insert.bind(page, at: 5)
            try insert.run()
        }
        let pageRow = try connection.statement("INSERT INTO list_pages(name, param, page) VALUES (?, ?, ?)")
        bindList(pageRow)
        pageRow.bind(page, at: 3)
        try pageRow.run()
        return page
    }

    /// Adds `id` as the list's first item, in its first page (`atEnd`: last item, last page), unless the
    /// list is not stored or already holds it: an optimistic insertion's server entity.
    func insertItem(_ id: String, atEnd: Bool) throws(SQLiteError) {
        let found = try connection.statement(
            """
            SELECT (SELECT count(*) FROM lists WHERE name = ?1 AND param = ?2),
                   (SELECT count(*) FROM list_items WHERE name = ?1 AND param = ?2 AND entity_id = ?3),
                   (SELECT coalesce(min(position), 0) FROM list_items WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(max(position), -1) FROM list_items WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(min(page), 0) FROM list_pages WHERE name = ?1 AND param = ?2),
                   (SELECT coalesce(max(page), 0) FROM list_pages WHERE name = ?1 AND param = ?2)
            """)
        bindList(found)
        found.bind(id, at: 3)
        try found.step()
        let (stored, held) = (found.int(0) > 0, found.int(1) > 0)
        let position = atEnd ? found.int(3) + 1 : found.int(2) - 1
        let page = atEnd ? found.int(5) : found.int(4)
        found.reset()
        guard stored, !held else { return }
        let pageRow = try connection.statement(
            "INSERT OR IGNORE INTO list_pages(name, param, page) VALUES (?, ?, ?)")
        bindList(pageRow)
        pageRow.bind(page, at: 3)
        try pageRow.run()
        let insert = try connection.statement(
            "INSERT INTO list_items(name, param, position, entity_id, page) VALUES (?, ?, ?, ?, ?)")
        bindList(insert)
        insert.bind(position, at: 3)
        insert.bind(id, at: 4)
        insert.bind(page, at: 5)
        try insert.run()
    }

    func setCachedAt(_ epochSeconds: Double?) throws(SQLiteError) {
        let statement = try connection.statement(
            "UPDATE lists SET cached_at = ? WHERE name = ? AND param = ?")
        statement.bind(epochSeconds, at: 1)
        bindList(statement, from: 2)
        try statement.run()
    }

    /// Replaces the items before the item `firstKept` with `ids`, at the start of `firstKept`'s page: the
    /// items from `firstKept` on keep their rows. Returns `false`, changing nothing, when the list holds no
    /// item `firstKept`.
    ///
    /// Pages are numbered in the order of their items, so the pages before `firstKept`'s hold only items
    /// before it: they go. The items join `firstKept`'s page rather than making one of their own: a page's
    /// next key is the key after its last item, which `firstKept`'s page keeps, so a list cut to its first
    /// pages pages on from where it was cut.
    func replaceItems(before firstKept: String, with ids: [String]) throws(SQLiteError) -> Bool {
        let found = try connection.statement(
            "SELECT position, page FROM list_items WHERE name = ? AND param = ? AND entity_id = ?")
        bindList(found)
        found.bind(firstKept, at: 3)
        guard try found.step() else {
            found.reset()
            return false
        }
        let (position, page) = (found.int(0), found.int(1))
        found.reset()
        for (table, column, bound) in [("list_items", "position", position), ("list_pages", "page", page)] {
            let drop = try connection.statement(
                "DELETE FROM \(table) WHERE name = ? AND param = ? AND \(column) < ?")
            bindList(drop)
            drop.bind(bound, at: 3)
            try drop.run()
        }
        guard !ids.isEmpty else { return true }
        let insert = try connection.statement(
            "INSERT INTO list_items(name, param, position, entity_id, page) VALUES (?, ?, ?, ?, ?)")
        for (offset, id) in ids.enumerated() {
            bindList(insert)
            insert.bind(position - ids.count + offset, at: 3)
            insert.bind(id, at: 4)
            insert.bind(page, at: 5)
            try insert.run()
        }
        return true
    }

    /// The stored ID of the list's last item; `nil` when it has none.
    func lastItemID() throws(SQLiteError) -> String? {
        let last = try connection.statement(
            "SELECT entity_id FROM list_items WHERE name = ? AND param = ? ORDER BY position DESC LIMIT 1")
        bindList(last)
        defer { last.reset() }
        return try last.step() ? last.string(0) : nil
    }

    /// Keeps the list's gaps and reading position, encoded.
    func setPlaces(_ places: Data?) throws(SQLiteError) {
        let statement = try connection.statement("UPDATE lists SET places = ? WHERE name = ? AND param = ?")
        statement.bind(places, at: 1)
        bindList(statement, from: 2)
        try statement.run()
    }

    func setPrevKey(_ key: Data?) throws(SQLiteError) {
        let statement = try connection.statement("UPDATE lists SET prev_key = ? WHERE name = ? AND param = ?")
        statement.bind(key, at: 1)
        bindList(statement, from: 2)
        try statement.run()
    }

    /// Records `key` as the next key of the last page, then keeps only the first `maxPages` pages: the
    /// list's next key is then the one after the last page kept.
    func setNextKey(_ key: Data?, maxPages: Int) throws(SQLiteError) {
        let last = try connection.statement(
            """
            UPDATE list_pages SET next_key = ?1 WHERE name = ?2 AND param = ?3
            AND page = (SELECT max(page) FROM list_pages WHERE name = ?2 AND param = ?3)
            """)
        last.bind(key, at: 1)
        bindList(last, from: 2)
        try last.run()
        // The last page kept, when there are pages past it to drop.
        let cut = try connection.statement(
            """
            SELECT page FROM list_pages WHERE name = ?1 AND param = ?2 ORDER BY page LIMIT 2 OFFSET ?3 - 1
            """)
        bindList(cut)
        cut.bind(maxPages, at: 3)
        var lastKept: Int?
        if try cut.step() {
            let candidate = cut.int(0)
            if try cut.step() { lastKept = candidate }
        }
        cut.reset()
        if let lastKept {
            for table in ["list_items", "list_pages"] {
                let drop = try connection.statement(
                    "DELETE FROM \(table) WHERE name = ? AND param = ? AND page > ?")
                bindList(drop)
                drop.bind(lastKept, at: 3)
                try drop.run()
            }
        }
        let list = try connection.statement(
            """
            UPDATE lists SET next_key = (SELECT next_key FROM list_pages WHERE name = ?1 AND param = ?2
                ORDER BY page DESC LIMIT 1)
            WHERE name = ?1 AND param = ?2
            """)
        bindList(list)
        try list.run()
    }

    private func bindList(_ statement: SQLiteStatement, from index: Int32 = 1) {
        statement.bind(name, at: index)
        statement.bind(param, at: index + 1)
    }
}

/// One stored list as read on open.
struct StoredList {
    var param: String
    var entityType: String
    var nextKey: Data?
    var prevKey: Data?
    var cachedAt: Double?
    var generation: Int
    var places: Data?
    var ids: [String] = []

    /// The list named `name` for `param`, with its IDs in order unless `withIDs` is `false`, or `nil` when
    /// none is stored.
    static func one(
        named name: String, param: String, withIDs: Bool = true, in connection: SQLiteConnection
    ) throws(SQLiteError) -> StoredList? {
        let lists = try connection.statement(
            """
            SELECT entity_type, next_key, prev_key, cached_at, generation, places FROM lists
            WHERE name = ? AND param = ?
            """)
        defer { lists.reset() }
        lists.bind(name, at: 1)
        lists.bind(param, at: 2)
        guard try lists.step() else { return nil }
        var list = StoredList(
            param: param, entityType: lists.string(0), nextKey: lists.data(1), prevKey: lists.data(2),
            cachedAt: lists.double(3), generation: lists.int(4), places: lists.data(5))
        guard withIDs else { return list }
        let items = try connection.statement(
            "SELECT entity_id FROM list_items WHERE name = ? AND param = ? ORDER BY position")
        defer { items.reset() }
        items.bind(name, at: 1)
        items.bind(param, at: 2)
        while try items.step() { list.ids.append(items.string(0)) }
        return list
    }
}
