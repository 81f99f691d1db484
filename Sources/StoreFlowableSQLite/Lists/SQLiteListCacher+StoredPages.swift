import StoreFlowable

/// Paging a list memory shows only the first pages of: the engine's next page is read from the file,
/// with no network call, until the stored list's end (`sqlite_scroll_page_over_floor`, group
/// `persistence`).
extension SQLiteListCacher {
    /// The pages the stored list holds after those memory shows, read from the file; `nil` when memory
    /// shows the stored list to its end, the list was saved anew since, or one of their entities no longer
    /// reads (the network then brings the page).
    @usableFromInline
    package func _storedNextPage(param: Param) async -> (items: [Entity], keyBeyond: Key?)? {
        restore(param)
        guard let window = windows.withLock({ $0[param] }), let text = try? StoredValue.text(param),
            let last = inMemory.ids(for: param)?.last, (try? StoredValue.text(last)) == window.lastID
        else { return nil }
        let name = name
        let read = try? persisted.loader.read { connection throws(SQLiteError) in
            try StoredPages.read(
                named: name, param: text, after: window.lastPage, count: 1, generation: window.generation,
                in: connection)
        }
        guard let pages = read ?? nil else {
            windows.withLock { _ = $0.removeValue(forKey: param) }
            return nil
        }
        guard
            let ids = try? pages.ids.map({ id throws(SQLiteError) in
                try StoredValue.value(Entity.ID.self, text: id)
            })
        else { return nil }
        let items = persisted.store.entities(Entity.self, ids: ids)
        guard items.count == ids.count else { return nil }
        windows.withLock { $0[param]?.next = (pages.ids, pages.lastPage, pages.more) }
        return (items, pages.nextKey.flatMap { try? StoredValue.value(Key.self, data: $0) })
    }

    /// Shows `page` when it is the one ``_storedNextPage(param:)`` read, which is on disk already;
    /// returns whether it was.
    func showStoredPage(_ page: [Entity], keyBeyond key: Key?, param: Param) -> Bool {
        let texts = page.map { try? StoredValue.text($0.id) }
        let shown = windows.withLock { windows -> Bool in
            guard var window = windows[param], let next = window.next, next.ids == texts else { return false }
            if next.more, let last = next.ids.last {
                (window.lastPage, window.lastID, window.next) = (next.lastPage, last, nil)
                windows[param] = window
            } else {
                windows[param] = nil
            }
            return true
        }
        guard shown else { return false }
        // Its entities were read into the store with it: writing them again would compare each for nothing
        // (`sqlite_scroll_page_over_floor`: 2.5 with the write).
        inMemory.addPage(page, param: param, atEnd: true, writing: false)
        inMemory.setNextKey(key, param: param)
        return true
    }
}
