/// A live query: the entities of a type that match a predicate, in a given order, as an `AsyncSequence`
/// of results. Made by ``EntityStore/query(_:where:sortedBy:)``.
///
/// - The first result is the current one and arrives at once.
/// - After that, a new result arrives when, and only when, an entity that matches or matched changes:
///   it is written, updated directly or through a nested entity, removed, evicted, collected, changed
///   or rolled back optimistically, or the store is emptied. A change to any other entity, even of the
///   same type, costs the query one call of its predicate and delivers nothing.
/// - A consumer slower than the changes gets the newest result, never a backlog.
/// - The sequence never throws and never finishes on its own. It ends when the consuming task is
///   cancelled; breaking out of the loop or dropping the iterator closes the query at once.
///
/// The sequence is a description: creating it does nothing. Each iteration is a query of its own,
/// opened by `makeAsyncIterator()`.
///
/// - Complexity: Opening it filters and sorts the type once: O(*n* log *n*). A change of *k* entities then
///   costs O(*k*) predicate calls and O(*k* log² *m*) comparisons for *m* matching entities — never a
///   pass over the whole type.
public struct EntityQuery<Entity: NormalizedEntity>: AsyncSequence, Sendable {
    /// The matching entities, in order.
    public typealias Element = SortedEntities<Entity>
    /// The sequence never throws.
    public typealias Failure = Never

    let store: EntityStore
    let isIncluded: @Sendable (Entity) -> Bool
    let areInIncreasingOrder: @Sendable (Entity, Entity) -> Bool

    /// Opens the query: computes its first result and follows every write from now on.
    public func makeAsyncIterator() -> Iterator {
        Iterator(
            iteration: QueryIteration(
                store: store, isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder))
    }

    /// An iteration of an ``EntityQuery``. Dropping it closes the query.
    public struct Iterator: AsyncIteratorProtocol {
        /// The matching entities, in order.
        public typealias Element = SortedEntities<Entity>
        /// The iteration never throws.
        public typealias Failure = Never

        let iteration: QueryIteration<Entity>

        /// The newest result not delivered yet; `nil` once the consuming task is cancelled.
        public mutating func next() async -> SortedEntities<Entity>? {
            await iteration.next()
        }

        /// The newest result not delivered yet; `nil` once the consuming task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> SortedEntities<Entity>? {
            await iteration.next()
        }
    }
}
