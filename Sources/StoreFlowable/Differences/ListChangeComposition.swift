/// Changes a list recorded one after another, folded into one difference from the IDs a subscriber last
/// saw: the IDs added at the start and at the end, those of the seen list that left, and those updated.
struct ListChangeComposition<ID: Hashable & Sendable> {
    /// IDs added at the start or the end, in their order in the list, still there.
    private var front: [ID] = []
    private var back: [ID] = []
    /// IDs of the seen list that left it.
    private var removedSeen: Set<ID> = []
    /// IDs added at some point, whether still there or not.
    private var added: Set<ID> = []
    private var updated: Set<ID> = []
    /// IDs that left the list at some point, whether back or not.
    private var left: Set<ID> = []
    /// The list was set anew: the seen IDs no longer tell where anything is.
    private var replaced = false

    init(_ changes: [ListChange<ID>]) {
        for change in changes { apply(change) }
    }

    /// The IDs whose items may differ from what was seen: updated, or gone and back.
    var touched: Set<ID> {
        updated.union(left)
    }

    private mutating func apply(_ change: ListChange<ID>) {
        switch change {
        case .updated(let ids):
            updated.formUnion(ids)
        case .inserted(let ids, let atEnd):
            if atEnd {
                back.append(contentsOf: ids)
            } else {
                front.insert(contentsOf: ids, at: 0)
            }
            added.formUnion(ids)
        case .removed(let ids):
            left.formUnion(ids)
            // An ID is in the list once: added since the list was seen, or one of the seen IDs.
            for id in ids {
                if let index = back.firstIndex(of: id) {
                    back.remove(at: index)
                } else if let index = front.firstIndex(of: id) {
                    front.remove(at: index)
                } else {
                    removedSeen.insert(id)
                }
            }
        case .replaced(let dropped):
            replaced = true
            left.formUnion(dropped)
        }
    }

    /// The difference from `seen` to the list now, which has `newCount` items, and `seen` made the list's
    /// IDs now; `nil`, with `seen` untouched, when the list was replaced or the changes do not fit `seen`.
    ///
    /// - Complexity: O(*c*) for *c* IDs in the changes; O(*n*) more when items were removed.
    func difference(applyingTo seen: inout [ID], newCount: Int) -> ListDifference<ID>? {
        guard !replaced, front.count + seen.count - removedSeen.count + back.count == newCount else {
            return nil
        }
        var changes: [CollectionDifference<ID>.Change] = []
        changes.reserveCapacity(removedSeen.count + front.count + back.count)
        if !removedSeen.isEmpty {
            for (offset, id) in seen.enumerated() where removedSeen.contains(id) {
                changes.append(.remove(offset: offset, element: id, associatedWith: nil))
            }
            guard changes.count == removedSeen.count else { return nil }
        }
        for (offset, id) in front.enumerated() {
            changes.append(.insert(offset: offset, element: id, associatedWith: nil))
        }
        for (offset, id) in back.enumerated() {
            changes.append(.insert(offset: newCount - back.count + offset, element: id, associatedWith: nil))
        }
        guard var difference = CollectionDifference(changes) else { return nil }
        if !added.isDisjoint(with: removedSeen) { difference = difference.inferringMoves() }
        if !removedSeen.isEmpty { seen.removeAll { removedSeen.contains($0) } }
        if !front.isEmpty { seen.insert(contentsOf: front, at: 0) }
        if !back.isEmpty { seen.append(contentsOf: back) }
        // Updated items are members when recorded: those neither added since nor removed were seen.
        var kept = updated
        if !kept.isEmpty {
            kept.subtract(added)
            kept.subtract(removedSeen)
        }
        return ListDifference(changes: difference, updated: kept)
    }
}
