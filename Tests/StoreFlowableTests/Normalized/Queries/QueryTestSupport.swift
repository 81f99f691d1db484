import StoreFlowable

extension SortedEntities {
    /// The IDs of the entities, in order.
    var ids: [Entity.ID] { map(\.id) }
}

extension Toot {
    /// Orders toots by ID.
    static let byID: @Sendable (Toot, Toot) -> Bool = { $0.id < $1.id }

    /// Orders toots by favourites, most first, then by ID: a total order.
    static let byFavouritesThenID: @Sendable (Toot, Toot) -> Bool = {
        ($0.favouritesCount, $1.id) > ($1.favouritesCount, $0.id)
    }
}
