/// The keys of a normalized list's pages, and setting a list up again from stored IDs.
extension NormalizedListCacher {
    /// The key of the list's next page.
    public func loadNextKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.nextKey }
    }

    /// Keeps the key of the list's next page.
    public func saveNextKey(nextKey: Key?, param: Param) async {
        setNextKey(nextKey, param: param)
    }

    package func setNextKey(_ nextKey: Key?, param: Param) {
        lists.withLock { $0[param]?.nextKey = nextKey }
    }

    /// The key of the list's previous page.
    public func loadPrevKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.prevKey }
    }

    /// Keeps the key of the list's previous page.
    public func savePrevKey(prevKey: Key?, param: Param) async {
        setPrevKey(prevKey, param: param)
    }

    package func setPrevKey(_ prevKey: Key?, param: Param) {
        lists.withLock { $0[param]?.prevKey = prevKey }
    }

    /// Sets up the list of `param` from stored IDs, whose entities are already in the store.
    package func restore(ids: [Entity.ID], nextKey: Key?, prevKey: Key?, cachedAt: Double?, param: Param) {
        let observation = observation(for: param)
        observation.watch(ids)
        lists.withLock { lists in
            var list = newList(for: param)
            for id in ids where list.members.insert(id).inserted { list.ids.append(id) }
            list.log.record(.replaced(dropped: []))
            list.nextKey = nextKey
            list.prevKey = prevKey
            list.cachedAt = cachedAt
            list.observation = observation
            lists[param] = list
        }
    }
}
