/// The entities a live query found, in its order: what ``EntityQuery`` delivers.
///
/// A value: it never changes once delivered. The next result shares all but a few of its nodes with
/// this one, so a change to one entity costs the next result O(log *n*) instead of a copy of the whole
/// list. Use it as any random-access collection, for example in a SwiftUI `ForEach`, or make an `Array`
/// of it.
///
/// - Complexity: Access by position is O(log *n*); iterating is O(1) per element.
public struct SortedEntities<Entity: NormalizedEntity>: RandomAccessCollection, Sendable {
    /// An entity with the rank that orders it among entities the query's order says are equal: the
    /// order in which the query first found them.
    struct Entry: Sendable {
        let entity: Entity
        let rank: UInt64
    }

    var entries: BalancedList<Entry>

    /// No entities.
    public init() {
        entries = BalancedList()
    }

    init(entries: BalancedList<Entry>) {
        self.entries = entries
    }

    /// The position of the first entity: 0.
    public var startIndex: Int { 0 }

    /// The number of entities.
    public var endIndex: Int { entries.count }

    /// The entity at `position`.
    ///
    /// - Complexity: O(log *n*).
    public subscript(position: Int) -> Entity {
        entries[position].entity
    }

    /// Iterates over the entities in order.
    public func makeIterator() -> Iterator {
        Iterator(entries: entries.makeIterator())
    }

    /// Iterates over the entities of a ``SortedEntities`` in order.
    public struct Iterator: IteratorProtocol {
        var entries: BalancedList<Entry>.Iterator

        /// The next entity, or `nil` after the last.
        public mutating func next() -> Entity? {
            entries.next()?.entity
        }
    }
}

extension SortedEntities: Equatable {
    /// Whether both hold equal entities in the same order.
    ///
    /// - Complexity: O(1) for two results of one query with no change between them, O(*n*) otherwise.
    public static func == (lhs: SortedEntities, rhs: SortedEntities) -> Bool {
        lhs.entries.root === rhs.entries.root || lhs.elementsEqual(rhs)
    }
}
