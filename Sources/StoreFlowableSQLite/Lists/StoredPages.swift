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
    /// these end. `nil` when the list is not of `generation` (saved anew since) or has no such page.
    static func read(
        named name: String, param: String, beyond page: Int, next: Bool, count: Int, generation: Int,
        in connection: SQLiteConnection
    ) throws(SQLiteError) -> StoredPages? {
        let list = try connection.statement("SELECT generation FROM lists WHERE name = ? AND param = ?")
        list.bind(name, at: 1)
        list.bind(param, at: 2)
        defer { list.reset() }
        guard try list.step(), list.int(0) == generation else { return nil }
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
        read.ids = try ids(named: name, param: param, pages: read.firstPage...read.lastPage, in: connection)
        return read
    }

    /// The stored IDs of the items of `pages`, in order.
    static func ids(
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
