import StoreFlowable

/// A stored list's gaps and reading position: in its row, written in the transaction that writes the
/// list, so a crash leaves a refresh or a gap's page whole or absent, with the places that go with it.
extension SQLiteListCacher: GapKeepingCacher, ErasedGapKeeping {
    typealias Places = ListPlaces<Entity.ID, Key>

    /// What a refresh does with a kept list: replace it, or keep it with the new page on top.
    public var listRefresh: ListRefresh { inMemory.listRefresh }

    package func places(param: Param) -> ListPlaces<Entity.ID, Key> {
        memory(param).places(param: param)
    }

    package func kept(param: Param) async -> GapMerge.Joined<Entity, Key> {
        await memory(param).kept(param: param)
    }

    package func membership(param: Param) -> ((Entity.ID) -> Bool)? {
        memory(param).membership(param: param)
    }

    package func saveJoined(_ joined: GapMerge.Joined<Entity, Key>, page: [Entity], param: Param) async throws
    {
        let (next, prev) = (
            try StoredValue.optionalData(joined.nextKey), try StoredValue.optionalData(joined.prevKey)
        )
        let places = joined.places.isEmpty ? nil : try StoredValue.data(joined.places)
        let maxPages = persisted.limits.maxPagesPerList
        let generation = Int.random(in: 1...Int.max)
        // Only the items before those the join left in place are written: a refresh or a gap's page costs
        // what it added, not the list's length.
        let changed = joined.list.count - joined.unchangedSuffix
        let firstKept = try joined.list.dropFirst(changed).first.map { item throws(SQLiteError) in
            try StoredValue.text(item.id)
        }
        let rewritten =
            firstKept == nil
            ? []
            : try joined.list.prefix(changed).map { item throws(SQLiteError) in try StoredValue.text(item.id)
            }
        try await write(param, ownsList: false) { rows in
            try self.persisted.writeRows(page, in: rows.connection)
            // A list this cacher wrote keeps its rows, pages and generation past the items the join changed:
            // a join never changes a list's end, so its stored next key, which goes with its stored pages
            // (the first `maxPages` of those in memory), stays as it is.
            var wroteChanges = false
            if let firstKept, try self.ownsList(rows) {
                wroteChanges = try rows.replaceItems(before: firstKept, with: rewritten)
            }
            if !wroteChanges {
                try self.writeWhole(joined.list, rows, generation: generation)
                try rows.setNextKey(next, maxPages: maxPages)
            }
            try rows.setCachedAt(joined.cachedAt)
            try rows.setPrevKey(prev)
            try rows.setPlaces(places)
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            self.inMemory.replaceJoined(joined, page: page, param: param)
        }
    }

    /// Writes every item of `list` as the stored list, of `generation`.
    private func writeWhole(_ list: [Entity], _ rows: ListRows, generation: Int) throws(SQLiteError) {
        try rows.reset(entityType: Entity.persistentName, generation: generation)
        generations.withLock { $0[rows.param] = generation }
        try rows.addPage(list.map { item throws(SQLiteError) in try StoredValue.text(item.id) }, atEnd: true)
    }

    package func savePlaces(_ places: ListPlaces<Entity.ID, Key>, param: Param) async throws {
        let data = places.isEmpty ? nil : try StoredValue.data(places)
        try await write(param) { rows in
            try rows.setPlaces(data)
        } then: {
            self.inMemory.setPlaces(places, param: param)
        }
    }
}
