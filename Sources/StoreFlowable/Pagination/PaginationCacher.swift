/// A ``Cacher`` of a list that grows a page at a time, with the keys of the pages around it.
///
/// ``InMemoryPaginationCacher`` is ready to use. The defaults of ``saveNextData(cachedData:newData:param:)``
/// and ``savePrevData(cachedData:newData:param:)`` merge and call ``Cacher/saveData(data:param:)``: when
/// items are `Identifiable`, an item already in the list is not added twice, its newer copy replaces it in
/// place. A one-way list needs no previous key: its defaults keep none.
public protocol PaginationCacher<Param, Item, Key>: Cacher where Value == [Item] {
    /// One element of the list.
    associatedtype Item: Sendable
    /// What a page is found by: a cursor, an ID, a `URL`.
    associatedtype Key: Hashable & Sendable

    /// Saves the list with the page `newData` added after `cachedData`, the list as last loaded.
    func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async throws

    /// Saves the list with the page `newData` added before `cachedData`, the list as last loaded.
    func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async throws

    /// Returns the key of the next page, or `nil` when there is none.
    func loadNextKey(param: Param) async -> Key?

    /// Saves the key of the next page; `nil` means the end is reached.
    func saveNextKey(nextKey: Key?, param: Param) async throws

    /// Returns the key of the previous page, or `nil` when there is none. Defaults to `nil`.
    func loadPrevKey(param: Param) async -> Key?

    /// Saves the key of the previous page; `nil` means the start is reached. Defaults to keeping none.
    func savePrevKey(prevKey: Key?, param: Param) async throws

    /// The keys of the pages around the list for `param`, read without suspending; `nil` when this cacher
    /// cannot read them without suspending (the default). Read with ``Cacher/peekData(param:)``, in place of
    /// ``loadNextKey(param:)`` and ``loadPrevKey(param:)``, with which it must agree.
    func peekKeys(param: Param) -> (next: Key?, prev: Key?)?
}

extension PaginationCacher {
    /// Saves `cachedData` followed by `newData`, without duplicating `Identifiable` items.
    public func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async throws {
        try await saveData(
            data: IdentifiedList.merging(newData, into: cachedData, placingNew: .after), param: param)
    }

    /// Saves `newData` followed by `cachedData`, without duplicating `Identifiable` items.
    public func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async throws {
        try await saveData(
            data: IdentifiedList.merging(newData, into: cachedData, placingNew: .before), param: param)
    }

    /// No previous pages.
    public func loadPrevKey(param: Param) async -> Key? {
        nil
    }

    /// Keeps no previous key.
    public func savePrevKey(prevKey: Key?, param: Param) async {}

    /// `nil`: the keys can only be read by suspending.
    public func peekKeys(param: Param) -> (next: Key?, prev: Key?)? {
        nil
    }
}

/// A cacher of a list in both directions: the same protocol as ``PaginationCacher``.
public typealias TwoWayPaginationCacher = PaginationCacher
