import StoreFlowable

/// A stored list's gaps and reading position: in its row, written in the transaction that writes the
/// list, so a crash leaves a refresh or a gap's page whole or absent, with the places that go with it.
extension SQLiteListCacher: GapKeepingCacher, ErasedGapKeeping {
    typealias Places = ListPlaces<Entity.ID, Key>

    /// What a refresh does with a kept list: replace it, or keep it with the new page on top.
    public var listRefresh: ListRefresh { memory.listRefresh }

    package func places(param: Param) -> ListPlaces<Entity.ID, Key> {
        memory.places(param: param)
    }

    package func kept(param: Param) async -> GapMerge.Joined<Entity, Key> {
        await memory.kept(param: param)
    }

    package func membership(param: Param) -> ((Entity.ID) -> Bool)? {
        memory.membership(param: param)
    }

    package func saveJoined(_ joined: GapMerge.Joined<Entity, Key>, page: [Entity], param: Param) async throws
    {
        let (next, prev) = (
            try StoredValue.optionalData(joined.nextKey), try StoredValue.optionalData(joined.prevKey)
        )
        let places = joined.places.isEmpty ? nil : try StoredValue.data(joined.places)
        let maxPages = persisted.limits.maxPagesPerList
        let generation = Int.random(in: 1...Int.max)
        let ids = try joined.list.map { item throws(SQLiteError) in try StoredValue.text(item.id) }
        try await write(param, ownsList: false) { rows in
            try self.persisted.writeRows(page, in: rows.connection)
            try rows.reset(entityType: Entity.persistentName, generation: generation)
            self.generations.withLock { $0[rows.param] = generation }
            try rows.addPage(ids, atEnd: true)
            try rows.setCachedAt(joined.cachedAt)
            try rows.setNextKey(next, maxPages: maxPages)
            try rows.setPrevKey(prev)
            try rows.setPlaces(places)
            try self.persisted.keepWithinLimits(in: rows.connection)
        } then: {
            self.memory.replaceJoined(joined, page: page, param: param)
        }
    }

    package func savePlaces(_ places: ListPlaces<Entity.ID, Key>, param: Param) async throws {
        let data = places.isEmpty ? nil : try StoredValue.data(places)
        try await write(param) { rows in
            try rows.setPlaces(data)
        } then: {
            self.memory.setPlaces(places, param: param)
        }
    }
}
