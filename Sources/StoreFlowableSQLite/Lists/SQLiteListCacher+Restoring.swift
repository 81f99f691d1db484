import StoreFlowable

/// Reading a stored list into memory when it is first asked for, rather than every list when the cacher
/// opens: opening costs nothing, and a list costs only when shown (`sqlite_first_state_growth`, group
/// `persistence`).
extension SQLiteListCacher {
    /// The lists in memory, the one for `param` read from disk first if it was not yet.
    func memory(_ param: Param) -> NormalizedListCacher<Param, Entity, Key> {
        restore(param)
        return inMemory
    }

    /// Reads the stored list for `param` into memory, once: its first ``SQLiteStoreLimits/pagesReadFirst``
    /// pages, or all of it. Runs before anything writes the list, so that memory never holds a write
    /// twice; a list whose param, IDs or keys no longer decode is left out, and its next fetch rewrites it.
    func restore(_ param: Param) {
        restored.withLock { restored in
            guard restored.insert(param).inserted, let text = try? StoredValue.text(param) else { return }
            let read = try? persisted.loader.read { connection throws(SQLiteError) in
                try self.read(param: text, in: connection)
            }
            guard let (list, window) = read ?? nil, list.entityType == Entity.persistentName else { return }
            generations.withLock { $0[text] = list.generation }
            guard
                let ids = try? list.ids.map({ text throws(SQLiteError) in
                    try StoredValue.value(Entity.ID.self, text: text)
                })
            else { return }
            if let window { windows.withLock { $0[param] = window } }
            // A list some of whose entities are not read back (their type changed shape) is kept, but as
            // fetched at the beginning of time: stale, so its next subscriber refetches it.
            let whole = persisted.store.containsAll(Entity.self, ids: ids)
            inMemory.restore(
                ids: ids, nextKey: list.nextKey.flatMap { try? StoredValue.value(Key.self, data: $0) },
                prevKey: list.prevKey.flatMap { try? StoredValue.value(Key.self, data: $0) },
                cachedAt: whole ? list.cachedAt : -.infinity, param: param)
            // Places that no longer decode are dropped: the list shows without gaps until its next refresh.
            if let places = list.places.flatMap({ try? StoredValue.value(Places.self, data: $0) }) {
                inMemory.setPlaces(places, param: param)
            }
        }
    }

    /// The stored list for `param`, its IDs those of its first pages when it is read so, with the window
    /// memory then shows; `nil` when none is stored.
    private func read(param: String, in connection: SQLiteConnection) throws(SQLiteError)
        -> (StoredList, StoredWindow?)?
    {
        // A list that keeps its place is joined to on refresh, and gaps and a reading position name its
        // items anywhere: such lists are shown whole.
        let limits = persisted.limits
        guard limits.pagesReadFirst != nil || limits.pagesInMemory != nil,
            inMemory.listRefresh == .replacingList,
            var list = try StoredList.one(named: name, param: param, withIDs: false, in: connection),
            list.places == nil
        else { return try StoredList.one(named: name, param: param, in: connection).map { ($0, nil) } }
        let count = min(limits.pagesReadFirst ?? .max, limits.pagesInMemory ?? .max)
        guard
            let pages = try StoredPages.read(
                named: name, param: param, beyond: .min, next: true, count: count,
                generation: list.generation, in: connection)
        else { return (list, nil) }
        list.ids = pages.ids
        if pages.more { list.nextKey = pages.nextKey }
        return (list, StoredWindow(pages, generation: list.generation, below: pages.more))
    }
}
