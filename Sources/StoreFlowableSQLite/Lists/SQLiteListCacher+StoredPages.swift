import StoreFlowable

/// Paging a list memory shows only some pages of: the engine's page is read from the file, with no
/// network call, until the stored list's end (`sqlite_scroll_page_over_floor`, group `persistence`).
extension SQLiteListCacher {
    /// The pages the stored list holds beyond those memory shows, read from the file; `nil` when memory
    /// shows the stored list to its end that way, or the list was saved anew since. Above the window,
    /// `key` is ``StoredPagesAbove``, and a read that fails gives an empty page, which ends the direction
    /// until the list is refreshed.
    @usableFromInline
    package func _storedPage(next: Bool, key: any Hashable & Sendable, param: Param) async -> (
        items: [Entity], keyBeyond: Key?
    )? {
        restore(param)
        guard next || key is StoredPagesAbove else { return nil }
        guard let window = windows.withLock({ $0[param] }), next ? window.below : window.above,
            let text = try? StoredValue.text(param), let edge = edgeID(of: param, next: next),
            edge == (next ? window.lastID : window.firstID)
        else { return failedRead(next: next, param: param) }
        let name = name
        let read = try? persisted.loader.read { connection throws(SQLiteError) in
            try StoredPages.read(
                named: name, param: text, beyond: next ? window.lastPage : window.firstPage,
                from: next ? window.lastID : window.firstID, next: next, count: 1,
                generation: window.generation,
                in: connection)
        }
        guard let pages = read ?? nil,
            let ids = try? pages.ids.map({ id throws(SQLiteError) in
                try StoredValue.value(Entity.ID.self, text: id)
            })
        else { return failedRead(next: next, param: param) }
        let items = persisted.store.entities(Entity.self, ids: ids)
        guard items.count == ids.count else { return failedRead(next: next, param: param) }
        windows.withLock { $0[param]?.pending = (pages, next) }
        // Before the window, the key beyond is read back from memory: the marker, or the list's own.
        return (items, next ? pages.nextKey.flatMap { try? StoredValue.value(Key.self, data: $0) } : nil)
    }

    /// After a stored page that could not be read: the network, after the list; before it, an empty page
    /// that ends the direction in memory until the list is refreshed, the stored key kept.
    private func failedRead(next: Bool, param: Param) -> (items: [Entity], keyBeyond: Key?)? {
        windows.withLock { windows in
            if next {
                windows[param]?.below = false
            } else {
                windows[param]?.above = false
                windows[param]?.pending = (nil, false)
            }
        }
        return next ? nil : ([], nil)
    }

    /// The list's keys, its previous one ``StoredPagesAbove`` while memory shows it without its first
    /// stored pages.
    @usableFromInline
    package func _shownKeys(param: Param) -> (
        next: (any Hashable & Sendable)?, prev: (any Hashable & Sendable)?
    )? {
        guard let keys = memory(param).peekKeys(param: param) else { return nil }
        guard windows.withLock({ $0[param]?.above == true }) else { return (keys.next, keys.prev) }
        return (keys.next, StoredPagesAbove())
    }

    /// The stored ID of the first or last item memory shows of the list.
    func edgeID(of param: Param, next: Bool) -> String? {
        guard let ids = inMemory.ids(for: param), let id = next ? ids.last : ids.first else { return nil }
        return try? StoredValue.text(id)
    }

    /// Shows `page` when it is the one ``_storedPage(next:key:param:)`` read, which is on disk already,
    /// then keeps memory to its window of pages; returns whether it was.
    func showStoredPage(_ page: [Entity], keyBeyond key: Key?, next: Bool, param: Param) -> Bool {
        let texts = page.map { try? StoredValue.text($0.id) }
        // Whether it was the page read whole (`nil`: not the page read).
        let shown = windows.withLock { windows -> Bool? in
            guard var window = windows[param], let pending = window.pending, pending.next == next,
                pending.pages?.ids ?? [] == texts
            else { return nil }
            window.pending = nil
            if let pages = pending.pages, next {
                (window.lastPage, window.below) = (pages.lastPage, pages.more)
                window.lastID = texts.last.flatMap { $0 } ?? window.lastID
            } else if let pages = pending.pages {
                (window.firstPage, window.above) = (pages.firstPage, pages.more)
                window.firstID = texts.first.flatMap { $0 } ?? window.firstID
            }
            windows[param] = window
            return pending.pages != nil
        }
        guard let whole = shown else { return false }
        guard whole else {
            // Memory ends here above; the stored key stays for when the list is read again.
            inMemory.setPrevKey(nil, param: param)
            return true
        }
        // Its entities were read into the store with it: writing them again would compare each for nothing
        // (`sqlite_scroll_page_over_floor`: 2.5 with the write).
        inMemory.addPage(page, param: param, atEnd: next, writing: false)
        if next { inMemory.setNextKey(key, param: param) }
        keepWindow(param, grownAtEnd: next)
        return true
    }
}
