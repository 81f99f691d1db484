/// One subscriber's view of a list: the IDs of the last content it was given and their revision, and how
/// to find what changed since. Lives in the subscriber's iterator.
struct ListDifferenceTracker<Item: Identifiable> where Item.ID: Sendable {
    typealias ID = Item.ID

    private let revisions: ListRevisions?
    private var seenIDs: [ID] = []
    private var seenRevision: UInt64?
    private var started = false

    init(revisions: ListRevisions?) {
        self.revisions = revisions
    }

    /// The difference from the content last seen to `content`, at `revision`; `content` is seen from now.
    ///
    /// - Complexity: O(*c*) for *c* IDs touched by changes the cacher recorded since the content last
    ///   seen, or that an end of the list gained; O(*n* log *n*) when the lists are compared.
    mutating func advance(to content: [Item]?, revision: UInt64?) -> ListDifference<ID> {
        let previousRevision = seenRevision
        seenRevision = content == nil ? nil : revision
        guard started else {
            started = true
            seenIDs = content?.map { $0.id } ?? []
            return ListDifference(changes: IDDifference.inserting(seenIDs), isInitial: true)
        }
        guard let content, !content.isEmpty else {
            defer { seenIDs = [] }
            return ListDifference(changes: IDDifference.removing(seenIDs))
        }
        guard !seenIDs.isEmpty else {
            seenIDs = content.map { $0.id }
            return ListDifference(changes: IDDifference.inserting(seenIDs))
        }
        // The items that may have changed in place; `nil`: any of them.
        var touched: Set<ID>?
        if let after = previousRevision, let through = revision, let revisions {
            switch revisions.changes(after, through) {
            case .changes(let recorded):
                guard let recorded = recorded as? [ListChange<ID>] else { break }
                let composition = ListChangeComposition(recorded)
                if let difference = composition.difference(applyingTo: &seenIDs, newCount: content.count) {
                    return difference
                }
                touched = composition.touched
            case .grewAtEnds:
                if let difference = grownAtEnds(to: content) { return difference }
            case .unknown:
                break
            }
        }
        let newIDs = content.map { $0.id }
        defer { seenIDs = newIDs }
        return IDDifference.between(seenIDs, newIDs, touched: touched)
    }

    /// The difference to `content` when it is the list seen with items added at either end, found by
    /// looking at the ends; `nil` when it is not.
    private mutating func grownAtEnds(to content: [Item]) -> ListDifference<ID>? {
        let added = content.count - seenIDs.count
        guard added >= 0, let first = seenIDs.first, let last = seenIDs.last else { return nil }
        let prepended: Int
        if content[0].id == first {
            prepended = 0
        } else if content[content.count - 1].id == last {
            prepended = added
        } else {
            guard let found = content.prefix(added + 1).firstIndex(where: { $0.id == first }) else {
                return nil
            }
            prepended = found
        }
        guard content[prepended].id == first, content[prepended + seenIDs.count - 1].id == last else {
            return nil
        }
        let front = content[..<prepended].map { $0.id }
        let back = content[(prepended + seenIDs.count)...].map { $0.id }
        seenIDs.insert(contentsOf: front, at: 0)
        seenIDs.append(contentsOf: back)
        return ListDifference(changes: IDDifference.inserting(front, back, count: content.count))
    }
}
