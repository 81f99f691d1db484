/// A cacher of lists of `Identifiable` items that keeps their gaps and reading positions: the library's
/// `NormalizedListCacher` and `SQLiteListCacher`, and `InMemoryPaginationCacher` through an adapter. A
/// flowable on one of them gets gaps in ``AnyPaginationStoreFlowable/publishWithGaps(forceRefresh:)``
/// and, with ``ListRefresh/keepingList``, refreshes that keep the list.
package protocol GapKeepingCacher<Param, Item, Key>: Sendable where Item: Identifiable, Item.ID: Sendable {
    associatedtype Param: Hashable & Sendable
    associatedtype Item: Sendable
    associatedtype Key: Hashable & Sendable

    /// What a refresh does with the kept list.
    var listRefresh: ListRefresh { get }

    /// The list for `param` as kept, with its timestamp, keys and places; read in the param's turn.
    func kept(param: Param) async -> GapMerge.Joined<Item, Key>

    /// The gaps and reading position of the list for `param`, read without suspending.
    func places(param: Param) -> ListPlaces<Item.ID, Key>

    /// Whether the list for `param` holds an item, when the cacher can tell without a pass over the
    /// list; `nil` otherwise.
    func membership(param: Param) -> ((Item.ID) -> Bool)?

    /// Saves the list, its timestamp, keys and places in one step (one transaction on disk). The items
    /// of `page` are the fetched ones; the others are kept items, already stored.
    func saveJoined(_ joined: GapMerge.Joined<Item, Key>, page: [Item], param: Param) async throws

    /// Saves the list's places alone.
    func savePlaces(_ places: ListPlaces<Item.ID, Key>, param: Param) async throws
}

/// A cacher whose lists may keep gaps, with its types erased, so that the engine, which knows none of
/// them, can find it and build its ``GapOperations``.
package protocol ErasedGapKeeping {
    /// The gap operations of the list for `param`; `nil` when `param` is not of the cacher's type or its
    /// items are not `Identifiable`.
    func gapOperations(param: any Hashable & Sendable, fetchPage: @escaping GapOperations.FetchPage)
        -> GapOperations?
}

extension GapKeepingCacher {
    package func gapOperations(param: any Hashable & Sendable, fetchPage: @escaping GapOperations.FetchPage)
        -> GapOperations?
    {
        guard let param = param as? Param else { return nil }
        return GapOperations(cacher: self, param: param, fetchPage: fetchPage)
    }
}
