import Foundation
import StoreFlowable

/// Keeping a stored list to ``SQLiteStoreLimits/pagesInMemory`` pages in memory: past it, the pages at
/// the end away from the one the list grew at leave memory, and are read back from the file when paged
/// to (`sqlite_scroll_peak_mib`, group `persistence`).
extension SQLiteListCacher {
    /// Drops pages from memory at the end away from the one the list just grew at, down to the window.
    /// Pages leave only whole and only when stored; memory's key at that end becomes the stored key
    /// beyond the pages kept, or ``StoredPagesAbove`` above them.
    func keepWindow(_ param: Param, grownAtEnd atEnd: Bool) {
        guard let limit = persisted.limits.pagesInMemory,
            let window = windows.withLock({ $0[param] }), !window.isCut, window.pageCount > limit,
            let text = try? StoredValue.text(param)
        else { return }
        let name = name
        let read = try? persisted.loader.read { connection throws(SQLiteError) in
            try Self.cut(window, limit: limit, atEnd: atEnd, name: name, param: text, in: connection)
        }
        guard let cut = read ?? nil,
            let dropped = try? cut.dropped.map({ id throws(SQLiteError) in
                try StoredValue.value(Entity.ID.self, text: id)
            })
        else { return }
        inMemory.dropFromMemory(Set(dropped), param: param)
        if !atEnd {
            inMemory.setNextKey(
                cut.nextKey.flatMap { try? StoredValue.value(Key.self, data: $0) }, param: param)
        }
        windows.withLock { $0[param] = cut.window }
    }

    /// Notes a page the network brought as the window's new first or last page, once it is stored and
    /// shown. When the stored list no longer ends where memory does (cut to its first pages, or saved
    /// anew), memory stops dropping pages; pages it dropped above stay readable from the file.
    func noteNetworkPage(_ param: Param, atEnd: Bool) {
        guard persisted.limits.pagesInMemory != nil, let window = windows.withLock({ $0[param] }),
            let text = try? StoredValue.text(param), let edge = edgeID(of: param, next: atEnd)
        else { return }
        let name = name
        let read = try? persisted.loader.read { connection throws(SQLiteError) in
            try Self.edgePage(
                atEnd: atEnd, name: name, param: text, generation: window.generation, in: connection)
        }
        let grown = windows.withLock { windows -> Bool in
            guard var window = windows[param] else { return false }
            guard let (page, id) = read ?? nil, id == edge else {
                if window.above {
                    (window.below, window.isCut) = (false, true)
                    windows[param] = window
                } else {
                    windows[param] = nil
                }
                return false
            }
            if atEnd {
                (window.lastPage, window.lastID, window.below) = (page, id, false)
            } else {
                (window.firstPage, window.firstID, window.above) = (page, id, false)
            }
            windows[param] = window
            return true
        }
        if grown { keepWindow(param, grownAtEnd: atEnd) }
    }

    /// What is left of `window` once it is cut to `limit` pages at the end away from `atEnd`: the window,
    /// the stored IDs that leave memory, and, below, the stored key after the last page kept. `nil` when
    /// the list was saved anew, or no page to cut at has a next key.
    static func cut(
        _ window: StoredWindow, limit: Int, atEnd: Bool, name: String, param: String,
        in connection: SQLiteConnection
    ) throws(SQLiteError) -> (window: StoredWindow, dropped: [String], nextKey: Data?)? {
        guard
            try StoredPages.isStored(named: name, param: param, generation: window.generation, in: connection)
        else { return nil }
        var kept = window
        if atEnd {
            kept.firstPage = window.lastPage - limit + 1
            guard
                let first = try StoredPages.ids(
                    named: name, param: param, pages: kept.firstPage...kept.firstPage, from: window.firstID,
                    in: connection
                ).first
            else { return nil }
            (kept.firstID, kept.above) = (first, true)
            let dropped = try StoredPages.ids(
                named: name, param: param, pages: window.firstPage...(kept.firstPage - 1),
                from: window.firstID,
                in: connection)
            return (kept, dropped, nil)
        }
        // Memory pages on from the last page kept: one with a next key.
        guard
            let pages = try StoredPages.read(
                named: name, param: param, beyond: window.firstPage - 1, from: window.firstID, next: true,
                count: limit, generation: window.generation, in: connection),
            pages.lastPage < window.lastPage, let last = pages.ids.last
        else { return nil }
        (kept.lastPage, kept.lastID, kept.below) = (pages.lastPage, last, true)
        let dropped = try StoredPages.ids(
            named: name, param: param, pages: (pages.lastPage + 1)...window.lastPage, from: window.lastID,
            forward: false, in: connection)
        return (kept, dropped, pages.nextKey)
    }

    /// The number of the list's last (`atEnd`) or first page, and the stored ID of its item at that end;
    /// `nil` when the list is not of `generation` or holds no item.
    static func edgePage(
        atEnd: Bool, name: String, param: String, generation: Int, in connection: SQLiteConnection
    ) throws(SQLiteError) -> (page: Int, id: String)? {
        guard try StoredPages.isStored(named: name, param: param, generation: generation, in: connection)
        else { return nil }
        let edge = try connection.statement(
            """
            SELECT page, entity_id FROM list_items WHERE name = ? AND param = ?
            ORDER BY position \(atEnd ? "DESC" : "ASC") LIMIT 1
            """)
        edge.bind(name, at: 1)
        edge.bind(param, at: 2)
        defer { edge.reset() }
        return try edge.step() ? (edge.int(0), edge.string(1)) : nil
    }
}
