/// What changed in a list between two states a subscriber was given, by item ID: what a screen applies to
/// animate the change instead of reloading.
///
/// - ``changes`` removes items at their offsets in the previous list and inserts items at their offsets
///   in the new one; an item that moved is removed and inserted, the two paired by `associatedWith`.
///   `previousIDs.applying(changes)` is the new list's IDs.
/// - ``updated`` names the items in both lists, not moved, whose value may have changed in place: redraw
///   them. When a cacher cannot tell which items changed (see
///   ``AnyPaginationStoreFlowable/publishWithDifferences(forceRefresh:cacheOnly:)``), it names every
///   item kept.
///
/// A state without content counts as an empty list. The first difference of a subscription
/// ``isInitial``: it inserts every item of the first state.
public struct ListDifference<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The removals, insertions and moves that turn the previous list's IDs into the new one's.
    public let changes: CollectionDifference<ID>
    /// The items in both lists, neither inserted nor moved by ``changes``, whose value changed in place.
    public let updated: Set<ID>
    /// Whether this is the first difference of a subscription: ``changes`` inserts the whole list.
    public let isInitial: Bool

    /// A difference of `changes`, with the items in `updated` changed in place.
    public init(changes: CollectionDifference<ID>, updated: Set<ID> = [], isInitial: Bool = false) {
        self.changes = changes
        self.updated = updated
        self.isInitial = isInitial
    }

    /// Whether nothing changed: no item was inserted, removed, moved or updated.
    public var isEmpty: Bool {
        changes.isEmpty && updated.isEmpty
    }
}
