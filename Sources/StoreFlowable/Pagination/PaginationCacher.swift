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
    func saveNextData(cachedData: [Item], newData: [Item], param: Param) async

    /// Returns the key of the next page, or `nil` when there is none.
    func loadNextKey(param: Param) async -> String?

    /// Saves the key of the next page; `nil` means the end is reached.
    func saveNextKey(nextKey: String?, param: Param) async
}

extension PaginationCacher {
    /// Saves `cachedData` followed by `newData`. When `Item` is `Identifiable` (checked at run time, for
    /// generic cachers), an item already in the list is replaced in place by its newer copy instead.
    public func saveNextData(cachedData: [Item], newData: [Item], param: Param) async {
        await saveData(
            data: IdentifiedMerge.mergeIfIdentifiable(cachedData, newData, placingNew: .after), param: param)
    }

    /// Reads the in-memory key kept by ``saveNextKey(nextKey:param:)``.
    public func loadNextKey(param: Param) async -> String? {
        storage.memoryEntry(for: param)?.nextKey
    }

    /// Keeps the key in memory.
    public func saveNextKey(nextKey: String?, param: Param) async {
        storage.setMemory(\.nextKey, to: nextKey, for: param)
    }
}

extension PaginationCacher where Item: Identifiable {
    /// Saves `cachedData` followed by the items of `newData` it does not hold yet; an item it holds is
    /// replaced in place by its newer copy.
    ///
    /// - Complexity: O(*n* + *m*) for *n* cached and *m* new items.
    public func saveNextData(cachedData: [Item], newData: [Item], param: Param) async {
        await saveData(data: IdentifiedMerge.merge(cachedData, newData, placingNew: .after), param: param)
    }
}
