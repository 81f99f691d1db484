/// The gaps and reading positions of lists of `Identifiable` items, kept in memory beside them.
extension InMemoryPaginationCacher: ErasedGapKeeping {
    package func gapOperations(param: any Hashable & Sendable, fetchPage: @escaping GapOperations.FetchPage)
        -> GapOperations?
    {
        guard let param = param as? Param else { return nil }
        return places.gapOperations(of: self, param: param, fetchPage: fetchPage)
    }

    /// The places of a cacher of `Identifiable` items, made where that is known: in its initializers.
    @usableFromInline
    static func _placesOfIdentifiedItems() -> (any Sendable)? where Item: Identifiable, Item.ID: Sendable {
        InMemoryListPlaces<Param, Item, Key>()
    }
}

/// An ``InMemoryPaginationCacher`` of `Identifiable` items seen as a ``GapKeepingCacher``: its lists,
/// read and written under its lock, and their places.
struct InMemoryGapKeeper<Param: Hashable & Sendable, Item: Identifiable & Sendable, Key: Hashable & Sendable>:
    GapKeepingCacher
where Item.ID: Sendable {
    let cacher: InMemoryPaginationCacher<Param, Item, Key>
    let placesKept: InMemoryListPlaces<Param, Item, Key>

    init(cacher: InMemoryPaginationCacher<Param, Item, Key>, places: InMemoryListPlaces<Param, Item, Key>) {
        self.cacher = cacher
        self.placesKept = places
    }

    var listRefresh: ListRefresh { cacher.listRefresh }

    func kept(param: Param) async -> GapMerge.Joined<Item, Key> {
        let read = cacher._read(param: param)
        return GapMerge.Joined(
            list: read.data ?? [], cachedAt: read.cachedAt, nextKey: read.nextKey, prevKey: read.prevKey,
            places: placesKept.read(param))
    }

    func places(param: Param) -> ListPlaces<Item.ID, Key> {
        placesKept.read(param)
    }

    func membership(param: Param) -> ((Item.ID) -> Bool)? {
        guard let ids = cacher._read(param, { $0.list?.ids as? Set<Item.ID> }) else { return nil }
        return { ids.contains($0) }
    }

    func saveJoined(_ joined: GapMerge.Joined<Item, Key>, page: [Item], param: Param) async {
        cacher._update(param) { entry in
            // A join removes no item: the kept IDs and the page's are the list's. Taken out of the entry
            // first, so that they grow in place.
            var ids = entry.list?.ids as? Set<Item.ID>
            entry.list = nil
            if ids == nil {
                ids = Set(joined.list.lazy.map(\.id))
            } else {
                ids?.formUnion(page.lazy.map(\.id))
            }
            var list = IdentifiedList(joined.list)
            list.ids = ids
            entry.list = list
            entry.generation = ListRevision.next()
            entry.cachedAt = joined.cachedAt
            entry.nextKey = joined.nextKey
            entry.prevKey = joined.prevKey
        }
        placesKept.write(joined.places, for: param)
    }

    func savePlaces(_ places: ListPlaces<Item.ID, Key>, param: Param) async {
        placesKept.write(places, for: param)
    }
}
