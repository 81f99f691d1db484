import Foundation

/// Pages of a stored list read from the file a few at a time, in order: the first ones when the list is
/// first shown, and those next to what memory shows as the list is paged on (``StoredWindow``).
struct StoredPages: Sendable {
    /// The IDs of the pages' items, in order.
    var ids: [String] = []
    /// The numbers of the first and last pages read.
    var firstPage = Int.max
    var lastPage = Int.min
    /// The key of the page after the last one read, as stored.
    var nextKey: Data?
    /// Whether the stored list has pages beyond these, in the direction they were read.
    var more = false

    /// The pages of the list named `name` for `param` beyond page `page`: after it (`next`) or before it.
    /// At least `count` of them and, after it, on until a page with a next key (a page fetched before the
    /// list's first, or an item inserted at the end, has none), so that the list pages on from where
    /// these end. `anchor` is the stored ID of an item at the edge of page `page` they are read from (see
    /// ``ids(named:param:pages:from:forward:in:)``). `nil` when the list is not of `generation` (saved
    /// anew since) or has no such page.
    static func read(
        named name: String, param: String, beyond page: Int, from anchor: String? = nil, next: Bool,
        count: Int,
        generation: Int, in connection: SQLiteConnection
    ) throws(SQLiteError) -> StoredPages? {
        guard try isStored(named: name, param: param, generation: generation, in: connection) else {
            return nil
        }
        let pages = try connection.statement(
            next
                ? "SELECT page, next_key FROM list_pages WHERE name = ? AND param = ? AND page > ? ORDER BY page"
                : """
                SELECT page, next_key FROM list_pages WHERE name = ? AND param = ? AND page < ?
                ORDER BY page DESC
                """)
        pages.bind(name, at: 1)
        pages.bind(param, at: 2)
        pages.bind(page, at: 3)
        defer { pages.reset() }
        var read = StoredPages()
        var taken = 0
        while try pages.step() {
            if taken >= count, !next || read.nextKey != nil {
                read.more = true
                break
            }
            let number = pages.int(0)
            if next || taken == 0 { read.nextKey = pages.data(1) }
            (read.firstPage, read.lastPage) = (min(read.firstPage, number), max(read.lastPage, number))
            taken += 1
        }
        guard taken > 0 else { return nil }
        read.ids = try ids(
            named: name, param: param, pages: read.firstPage...read.lastPage, from: anchor, forward: next,
            in: connection)
        return read
    }

    /// Whether the list named `name` for `param` is stored, of `generation`: not saved anew since.
    static func isStored(
        named name: String, param: String, generation: Int, in connection: SQLiteConnection
    ) throws(SQLiteError) -> Bool {
        let list = try connection.statement("SELECT generation FROM lists WHERE name = ? AND param = ?")
        list.bind(name, at: 1)
        list.bind(param, at: 2)
        defer { list.reset() }
        return try list.step() && list.int(0) == generation
    }

    /// The stored IDs of the items of `pages`, in order. Pages are numbered in the order of their items,
    /// so the rows are read in the list's order, by its key: from the item `anchor`, toward the pages
    /// (`forward`: after it), or from the list's start without one, until past them. A list's rows are
    /// never scanned whole for a page (`sqlite_scroll_page_over_floor`, group `persistence`).
    static func ids(
        named name: String, param: String, pages: ClosedRange<Int>, from anchor: String? = nil,
        forward: Bool = true, in connection: SQLiteConnection
    ) throws(SQLiteError) -> [String] {
        var start = forward ? Int.min : Int.max
        if let anchor {
            let found = try connection.statement(
                "SELECT position FROM list_items WHERE entity_id = ? AND name = ? AND param = ?")
            found.bind(anchor, at: 1)
            found.bind(name, at: 2)
            found.bind(param, at: 3)
            defer { found.reset() }
            guard try found.step() else {
                return try scanned(named: name, param: param, pages: pages, in: connection)
            }
            start = found.int(0)
        }
        let rows = try connection.statement(
            forward
                ? """
                SELECT entity_id, page FROM list_items WHERE name = ? AND param = ? AND position >= ?
                ORDER BY position
                """
                : """
                SELECT entity_id, page FROM list_items WHERE name = ? AND param = ? AND position <= ?
                ORDER BY position DESC
                """)
        rows.bind(name, at: 1)
        rows.bind(param, at: 2)
        rows.bind(start, at: 3)
        defer { rows.reset() }
        var ids: [String] = []
        while try rows.step() {
            let page = rows.int(1)
            if forward ? page > pages.upperBound : page < pages.lowerBound { break }
            if pages.contains(page) { ids.append(rows.string(0)) }
        }
        return forward ? ids : ids.reversed()
    }

    /// ``ids(named:param:pages:from:forward:in:)`` found by their page numbers, which reads every row of
    /// the list: for an anchor no longer in it.
    private static func scanned(
        named name: String, param: String, pages: ClosedRange<Int>, in connection: SQLiteConnection
    ) throws(SQLiteError) -> [String] {
        let items = try connection.statement(
            """
            SELECT entity_id FROM list_items WHERE name = ? AND param = ? AND page >= ? AND page <= ?
            ORDER BY position
            """)
        items.bind(name, at: 1)
        items.bind(param, at: 2)
        items.bind(pages.lowerBound, at: 3)
        items.bind(pages.upperBound, at: 4)
        defer { items.reset() }
        var ids: [String] = []
        while try items.step() { ids.append(items.string(0)) }
        return ids
    }
}
