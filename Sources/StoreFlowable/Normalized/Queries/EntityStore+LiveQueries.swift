import Foundation

/// Live queries: the entities of a type that match a predicate, sorted, kept up to date as the store
/// changes.
extension EntityStore {
    /// A live query of the entities of `type` that match `isIncluded`, sorted by `areInIncreasingOrder`.
    ///
    /// ```swift
    /// for await favourites in store.query(Status.self, where: \.favourited, sortedBy: { $0.id > $1.id }) {
    ///     show(favourites)
    /// }
    /// ```
    ///
    /// The predicate and the order run under the store's lock, on the writer's task: they must be fast
    /// and must not use the store. The order must be a strict weak ordering; entities it says are equal
    /// keep the order in which the query first found them.
    ///
    /// - Parameters:
    ///   - type: The type of the entities.
    ///   - isIncluded: Whether an entity belongs in the result. Defaults to every entity.
    ///   - areInIncreasingOrder: Whether the first entity comes before the second.
    /// - Returns: A sequence that opens the query when iterated. See ``EntityQuery`` for when results
    ///   arrive and what they cost.
    public func query<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        where isIncluded: @escaping @Sendable (Entity) -> Bool = { _ in true },
        sortedBy areInIncreasingOrder: @escaping @Sendable (Entity, Entity) -> Bool
    ) -> EntityQuery<Entity> {
        EntityQuery(store: self, isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// A live query of the entities of `type` that match `isIncluded`, sorted by `comparators`: by the
    /// first, then by the next among entities the first says are equal, and so on.
    ///
    /// ```swift
    /// let recent = store.query(
    ///     Status.self, where: { $0.account.id == id },
    ///     sortedUsing: KeyPathComparator(\.createdAt, order: .reverse))
    /// ```
    ///
    /// As ``query(_:where:sortedBy:)`` does, it runs the predicate and the comparators under the store's
    /// lock.
    public func query<Entity: NormalizedEntity, Comparator: SortComparator<Entity>>(
        _ type: Entity.Type,
        where isIncluded: @escaping @Sendable (Entity) -> Bool = { _ in true },
        sortedUsing comparators: Comparator...
    ) -> EntityQuery<Entity> {
        query(type, where: isIncluded) { lhs, rhs in
            for comparator in comparators {
                switch comparator.compare(lhs, rhs) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return false
        }
    }

    func startQuery<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        isIncluded: @escaping @Sendable (Entity) -> Bool,
        areInIncreasingOrder: @escaping @Sendable (Entity, Entity) -> Bool,
        mailbox: QueryMailbox<SortedEntities<Entity>>
    ) -> UInt64 {
        loadAll(type)
        return state.withLock { state in
            state.queries.start(
                type, isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder, mailbox: mailbox,
                tables: state.tables)
        }
    }

    func stopQuery<Entity: NormalizedEntity>(_ type: Entity.Type, token: UInt64) {
        let closed = state.withLock { $0.queries.stop(type, token: token) }
        withExtendedLifetime(closed) {}
    }

    /// How many live queries are open.
    package var liveQueryCount: Int {
        state.withLock { $0.queries.liveQueryCount }
    }

    /// How many results live queries were delivered since the store was created, first results included.
    package var liveQueryDeliveryCount: Int {
        state.withLock { $0.queries.deliveryCount }
    }
}
