import MastodonAPI
import StoreFlowable

/// What changed in an open list since the previous JSON line about it, in the shape of the library's
/// ``ListDifference``: the IDs inserted and removed with their offsets (moves inferred), and the IDs
/// whose status changed in place. The first line of a list is `initial`, with every ID inserted.
struct JSONListDifference: Encodable, Equatable {
    /// An ID and its offset: in the new list for an insertion, in the previous one for a removal.
    struct Change: Encodable, Equatable {
        var id: String
        var offset: Int
    }

    var initial: Bool
    var inserted: [Change]
    var removed: [Change]
    var updated: [String]

    /// The difference from `previous` (`nil`: the list's first line) to `current`.
    init(from previous: [Status]?, to current: [Status]) {
        let before = previous ?? []
        let ids = current.map(\.id)
        var earlier: [String: Status] = [:]
        for status in before { earlier[status.id] = status }
        let difference = ListDifference(
            changes: ids.difference(from: before.map(\.id)).inferringMoves(),
            updated: Set(
                current.filter { status in earlier[status.id].map { $0 != status } ?? false }.map(\.id)),
            isInitial: previous == nil)
        initial = difference.isInitial
        inserted = difference.changes.insertions.map(Self.change)
        removed = difference.changes.removals.map(Self.change)
        updated = difference.updated.sorted()
    }

    private static func change(_ change: CollectionDifference<String>.Change) -> Change {
        switch change {
        case .insert(let offset, let id, _), .remove(let offset, let id, _): Change(id: id, offset: offset)
        }
    }
}
