/// Reading a list without suspending, so that a screen opens on it before its first `await`.
extension NormalizedListCacher {
    /// The list's entities, joined to their latest versions, and when it was saved.
    public func peekData(param: Param) -> (data: [Entity], cachedAt: Double?)? {
        lists.withLock { lists in
            guard let items = joined(&lists, param) else { return nil }
            return (items, lists[param]?.cachedAt)
        }
    }

    /// The keys of the pages around the list.
    public func peekKeys(param: Param) -> (next: Key?, prev: Key?)? {
        lists.withLock { lists in (lists[param]?.nextKey, lists[param]?.prevKey) }
    }
}
