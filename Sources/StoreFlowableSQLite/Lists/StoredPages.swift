import Foundation

/// Pages of a stored list read from the file a few at a time, in order: the first ones when the list is
/// first shown, each next one when it is paged on (``SQLiteListCacher``'s stored window).
struct StoredPages {
    /// The IDs of the pages' items, in order.
    var ids: [String] = []
    /// The number of the last page read.
    var lastPage = Int.min
    /// The key of the page after the last one read, as stored.
    var nextKey: Data?
    /// Whether the stored list has pages after these.
    var more = false

    /// The pages of the list named `name` for `param` after page `after`: at least `count` of them, and
    /// then on until a page with a next key (a page fetched before the list's first, or an item inserted
    /// at the end, has none), so that the list pages on from where these end. `nil` when the list is not
    /// of `generation` (saved anew since) or has no page after `after`.
    static func read(
        named name: String, param: String, after: Int, count: Int, generation: Int,
        in connection: SQLiteConnection
    ) throws(SQLiteError) -> StoredPages? {
        let list = try connection.statement("SELECT generation FROM lists WHERE name = ? AND param = ?")
        list.bind(name, at: 1)
        list.bind(param, at: 2)
        defer { list.reset() }
        guard try list.step(), list.int(0) == generation else { return nil }
        let pages = try connection.statement(
            "SELECT page, next_key FROM list_pages WHERE name = ? AND param = ? AND page > ? ORDER BY page")
        pages.bind(name, at: 1)
        pages.bind(param, at: 2)
        pages.bind(after, at: 3)
        defer { pages.reset() }
        var read = StoredPages()
        var taken = 0
        while try pages.step() {
            if taken >= count, read.nextKey != nil {
                read.more = true
                break
            }
            (read.lastPage, read.nextKey) = (pages.int(0), pages.data(1))
            taken += 1
        }
        guard taken > 0 else { return nil }
        let items = try connection.statement(
            """
            SELECT entity_id FROM list_items WHERE name = ? AND param = ? AND page > ? AND page <= ?
            ORDER BY position
            """)
        items.bind(name, at: 1)
        items.bind(param, at: 2)
        items.bind(after, at: 3)
        items.bind(read.lastPage, at: 4)
        defer { items.reset() }
        while try items.step() { read.ids.append(items.string(0)) }
        return read
    }
}

/// How far memory shows a stored list it does not show whole: up to page `lastPage`, whose last item is
/// `lastID`, of the list of `generation`; and the pages read after it, handed to the engine as its next
/// page and not yet shown.
struct StoredWindow: Sendable {
    var lastPage: Int
    var lastID: String
    var generation: Int
    /// The pages read after `lastPage`, until the engine stores them.
    var next: (ids: [String], lastPage: Int, more: Bool)?
}
