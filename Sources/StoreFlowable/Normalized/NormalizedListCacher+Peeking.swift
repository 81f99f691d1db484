/// Reading a list without suspending, so that a screen opens on it before its first `await`.
extension NormalizedListCacher {
    /// The list's entities, joined to their latest versions, and when it was saved.
    public func peekData(param: Param) -> (data: [Entity], cachedAt: Double?)? {
        lists.withLock { lists in
            guard let items = joined(&lists, param) else { return nil }
            return (items, Self.read(&lists, param) { $0.cachedAt } ?? nil)
        }
    }

    /// The keys of the pages around the list.
    public func peekKeys(param: Param) -> (next: Key?, prev: Key?)? {
        lists.withLock { lists in Self.read(&lists, param) { ($0.nextKey, $0.prevKey) } ?? (nil, nil) }
    }

    /// Runs `body` on the list of `param` in place: reading through the dictionary's getter would copy
    /// the whole list first.
    static func read<Result>(_ lists: inout [Param: List], _ param: Param, _ body: (inout List) -> Result)
        -> Result?
    {
        guard let index = lists.index(forKey: param) else { return nil }
        return body(&lists.values[index])
    }
}
