/// Storing a fetched page in one step: the engine's path for the library's own in-memory cacher.
extension InMemoryPaginationCacher {
    /// Adds `page` at the end of the kept list that `direction` names, keeps `key` as the key beyond it,
    /// and reads back the list and that key, all under one lock: what `saveNextData`, `saveNextKey`,
    /// `loadData` and `loadNextKey` (or their `prev` forms) do one after the other.
    ///
    /// An empty page adds nothing; `key` is then `nil` by the caller's rule that an empty page ends its
    /// direction.
    @inlinable
    func storePage(_ page: [Item], keyBeyond key: Key?, _ direction: PageDirection, param: Param)
        -> StoredPage
    {
        let addPage = addPage
        var stored: StoredPage?
        update(param) { entry in
            if !page.isEmpty {
                let isNew = entry.list == nil
                var list = entry.list.take() ?? IdentifiedList()
                let placement: ListPlacement = direction == .next ? .after : .before
                if addPage(page, &list, placement) || isNew { entry.generation = ListRevision.next() }
                entry.list = list
            }
            if direction == .next { entry.nextKey = key } else { entry.prevKey = key }
            stored = StoredPage(data: entry.list?.items, key: key)
        }
        return stored ?? StoredPage(data: nil, key: key)
    }
}
