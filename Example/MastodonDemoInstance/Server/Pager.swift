/// Cursor paging with Mastodon's `to_a_paginated_by_id` semantics over a newest-first list.
///
/// All cursors are exclusive. `max_id` keeps older items; `since_id` keeps newer items and returns
/// the newest `limit` of them (possibly leaving a gap); `min_id` keeps newer items and returns the
/// oldest `limit` of them, just above the cursor. `min_id` wins over `since_id`. Results are always
/// newest first.
enum Pager {
    static func page(_ items: [DemoStatus], query: RequestQuery) -> [DemoStatus] {
        page(items, id: \.id, query: query, limit: query.limit)
    }

    /// Pages any newest-first list whose IDs order like snowflakes (notifications' small integers do).
    static func page<Item>(_ items: [Item], id: (Item) -> String, query: RequestQuery, limit: Int) -> [Item] {
        var candidates = items
        if let maxID = query.cursor("max_id") {
            candidates = candidates.filter { StatusIDOrder.isOlder(id($0), than: maxID) }
        }
        if let minID = query.cursor("min_id") {
            let newer = candidates.filter { StatusIDOrder.isOlder(minID, than: id($0)) }
            return Array(newer.suffix(limit))
        }
        if let sinceID = query.cursor("since_id") {
            candidates = candidates.filter { StatusIDOrder.isOlder(sinceID, than: id($0)) }
        }
        return Array(candidates.prefix(limit))
    }
}
