/// A normalized list's gaps and reading position, kept with its IDs.
extension NormalizedListCacher: GapKeepingCacher, ErasedGapKeeping {
    package func places(param: Param) -> ListPlaces<Entity.ID, Key> {
        lists.withLock { $0[param]?.places } ?? ListPlaces()
    }

    /// The list as kept, without its pending optimistic insertions: a refresh or a gap's page keeps them
    /// where they are shown (``replace(with:writing:places:param:)`` puts them back), never stores them.
    package func kept(param: Param) async -> GapMerge.Joined<Entity, Key> {
        let items = await loadData(param: param) ?? []
        let read = lists.withLock { lists in
            lists[param].map { list in
                (
                    Set(list.pendingInserts.lazy.map(\.id)), list.cachedAt, list.nextKey, list.prevKey,
                    list.places
                )
            }
        }
        guard let (pending, cachedAt, nextKey, prevKey, places) = read else {
            return GapMerge.Joined(list: [], cachedAt: nil, nextKey: nil, prevKey: nil, places: ListPlaces())
        }
        return GapMerge.Joined(
            list: pending.isEmpty ? items : items.filter { !pending.contains($0.id) }, cachedAt: cachedAt,
            nextKey: nextKey, prevKey: prevKey, places: places)
    }

    package func membership(param: Param) -> ((Entity.ID) -> Bool)? {
        guard let members = lists.withLock({ $0[param]?.members }) else { return nil }
        return { members.contains($0) }
    }

    package func saveJoined(_ joined: GapMerge.Joined<Entity, Key>, page: [Entity], param: Param) async {
        replaceJoined(joined, page: page, param: param)
    }

    /// ``saveJoined(_:page:param:)`` without suspending, for a storage that writes elsewhere first.
    package func replaceJoined(_ joined: GapMerge.Joined<Entity, Key>, page: [Entity], param: Param) {
        replace(with: joined.list, writing: page, places: joined.places, param: param)
        lists.withLock { lists in
            lists[param]?.cachedAt = joined.cachedAt
            lists[param]?.nextKey = joined.nextKey
            lists[param]?.prevKey = joined.prevKey
        }
    }

    package func savePlaces(_ places: ListPlaces<Entity.ID, Key>, param: Param) async {
        setPlaces(places, param: param)
    }

    /// Keeps the list's places, without suspending.
    package func setPlaces(_ places: ListPlaces<Entity.ID, Key>, param: Param) {
        lists.withLock { $0[param]?.places = places }
    }
}
