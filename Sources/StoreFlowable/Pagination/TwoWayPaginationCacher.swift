/// A ``PaginationCacher`` of a list that also grows at its start, with the key of the previous page.
///
/// The default ``savePrevData(cachedData:newData:param:)`` prepends; when items are `Identifiable`, an item
/// already in the list is not added twice: the newer copy replaces the older one in place.
public protocol TwoWayPaginationCacher<Param, Item>: PaginationCacher {
    /// Saves the list with the page `newData` added before `cachedData`.
    func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async

    /// Returns the key of the previous page, or `nil` when there is none.
    func loadPrevKey(param: Param) async -> String?

    /// Saves the key of the previous page; `nil` means the start is reached.
    func savePrevKey(prevKey: String?, param: Param) async
}

extension TwoWayPaginationCacher {
    /// Saves `newData` followed by `cachedData`. When `Item` is `Identifiable` (checked at run time, for
    /// generic cachers), an item already in the list is replaced in place by its newer copy instead.
    @inlinable
    public func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        await saveMerging(newData, into: cachedData, placingNew: .before, param: param)
    }

    /// Reads the in-memory key kept by ``savePrevKey(prevKey:param:)``.
    @inlinable
    public func loadPrevKey(param: Param) async -> String? {
        storage.memoryEntry(for: param)?.prevKey
    }

    /// Keeps the key in memory.
    @inlinable
    public func savePrevKey(prevKey: String?, param: Param) async {
        storage.updateMemory(for: param) { $0.prevKey = prevKey }
    }
}
