/// A ``Cacher`` of a list that grows a page at a time, with the key of the next page.
///
/// Every requirement has an in-memory default. The default ``saveNextData(cachedData:newData:param:)``
/// appends; when items are `Identifiable`, an item already in the list is not added twice: the newer copy
/// replaces the older one in place.
///
/// ```swift
/// final class FeedCacher: PaginationCacher {
///     let storage = CacherStorage<FeedID, [Post]>()
/// }
/// ```
public protocol PaginationCacher<Param, Item>: Cacher where Data == [Item] {
    /// One element of the list.
    associatedtype Item: Sendable

    /// The cacher's identity; its type names the list's element type.
    var storage: CacherStorage<Param, [Item]> { get }

    /// Saves the list with the page `newData` added after `cachedData`.
    func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async

    /// Returns the key of the next page, or `nil` when there is none.
    func loadNextKey(param: Param) async -> String?

    /// Saves the key of the next page; `nil` means the end is reached.
    func saveNextKey(nextKey: String?, param: Param) async
}

extension PaginationCacher {
    /// Saves `cachedData` followed by `newData`. When `Item` is `Identifiable` (checked at run time, for
    /// generic cachers), an item already in the list is replaced in place by its newer copy instead.
    @inlinable
    public func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        await saveMerging(newData, into: cachedData, placingNew: .after, param: param)
    }

    /// Saves `list` with `page` merged in by ``IdentifiedMerge``. When `list` is the very array kept in
    /// memory, the page is added to it in place: this call owns the caller's reference.
    @inlinable
    func saveMerging(
        _ page: [Item],
        into list: consuming [Item],
        placingNew placement: IdentifiedMerge.Placement,
        param: Param
    ) async {
        var list: [Item]? = consume list
        if let count = list?.count, storage.holdsInMemory(list ?? [], for: param) {
            list = nil
            if storage.mergeInMemory(page, placingNew: placement, for: param, count: count) { return }
            list = await loadData(param: param)
        }
        let merged = storage.mergePage(list ?? [], page, placingNew: placement, for: param)
        await saveData(data: merged, param: param)
        storage.keepIndex(of: merged, for: param)
    }

    /// Reads the in-memory key kept by ``saveNextKey(nextKey:param:)``.
    @inlinable
    public func loadNextKey(param: Param) async -> String? {
        storage.memoryEntry(for: param)?.nextKey
    }

    /// Keeps the key in memory.
    @inlinable
    public func saveNextKey(nextKey: String?, param: Param) async {
        storage.updateMemory(for: param) { $0.nextKey = nextKey }
    }
}
