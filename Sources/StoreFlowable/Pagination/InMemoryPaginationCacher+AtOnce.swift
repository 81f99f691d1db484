/// The engine reads, writes and stores pages without suspending, specialized for the cacher's types
/// (see `_CacherBinding`).
extension InMemoryPaginationCacher: _AtOncePaginationCacher {
    /// The list kept for `param`, its timestamp and keys.
    @inlinable
    package func _read(
        param: Param
    ) -> (data: [Item]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?) {
        _read(param) { ($0.list?.items, $0.cachedAt, $0.nextKey, $0.prevKey) } ?? (nil, nil, nil, nil)
    }

    /// Saves the list, its timestamp and keys in one step.
    @inlinable
    package func _write(
        data: [Item]?, cachedAt: Double?, nextKey: Key?, prevKey: Key?, param: Param
    ) {
        _update(param, replacing: true) { entry in
            entry.list = data.map { IdentifiedList($0) }
            entry.generation = ListRevision.next()
            entry.cachedAt = cachedAt
            entry.nextKey = nextKey
            entry.prevKey = prevKey
        }
    }

    /// Adds `page` at the end of the kept list that `next` names, keeps `key` as the key beyond it,
    /// and reads back the list and that key, all under one lock: what `saveNextData`, `saveNextKey`,
    /// `loadData` and `loadNextKey` (or their `prev` forms) do one after the other.
    ///
    /// An empty page adds nothing; `key` is then `nil` by the caller's rule that an empty page ends its
    /// direction.
    @inlinable
    package func _storePage(
        _ page: [Item], keyBeyond key: Key?, next: Bool, param: Param
    ) -> (data: [Item]?, key: Key?) {
        let addPage = _addPage
        var stored: [Item]?
        _update(param) { entry in
            if !page.isEmpty {
                let isNew = entry.list == nil
                var list = entry.list.take() ?? IdentifiedList()
                if addPage(page, &list, next ? .after : .before) || isNew {
                    entry.generation = ListRevision.next()
                }
                entry.list = list
            }
            if next { entry.nextKey = key } else { entry.prevKey = key }
            stored = entry.list?.items
        }
        return (stored, key)
    }
}
