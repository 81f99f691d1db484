/// Differences between lists of IDs.
enum IDDifference {
    /// Inserts every ID of `ids` into an empty list.
    static func inserting<ID: Hashable>(_ ids: [ID]) -> CollectionDifference<ID> {
        inserting(ids, [], count: ids.count)
    }

    /// Inserts `front` at the start and `back` at the end of a list that then has `count` IDs.
    static func inserting<ID: Hashable>(_ front: [ID], _ back: [ID], count: Int) -> CollectionDifference<ID> {
        var changes: [CollectionDifference<ID>.Change] = []
        changes.reserveCapacity(front.count + back.count)
        for (offset, id) in front.enumerated() {
            changes.append(.insert(offset: offset, element: id, associatedWith: nil))
        }
        for (offset, id) in back.enumerated() {
            changes.append(.insert(offset: count - back.count + offset, element: id, associatedWith: nil))
        }
        return difference(changes)
    }

    /// Removes every ID of `ids`.
    static func removing<ID: Hashable>(_ ids: [ID]) -> CollectionDifference<ID> {
        difference(ids.enumerated().map { .remove(offset: $0, element: $1, associatedWith: nil) })
    }

    /// The difference from `old` to `new`, moves paired, found by comparing them; the items kept (neither
    /// inserted nor moved) that are in `touched`, or all of them when it is `nil`, are listed as updated.
    ///
    /// The IDs that stay in place are the longest run of common IDs in the same order, so the difference
    /// has as few changes as `new.difference(from: old).inferringMoves()`, and the same ones where the
    /// run is unique.
    ///
    /// - Complexity: O(*n* log *n*) for lists of *n* IDs, each ID once in a list; O(*n*) compares when
    ///   the lists differ only in a stretch at the start, the end or the middle of it, beyond it.
    static func between<ID: Hashable & Sendable>(
        _ old: [ID], _ new: [ID], touched: Set<ID>?
    ) -> ListDifference<ID> {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        guard let oldOffsets = offsets(of: old, in: oldMiddle),
            let newOffsets = offsets(of: new, in: newMiddle)
        else {
            return withRepeatedIDs(old, new, touched: touched)
        }
        // The IDs in both middles, in their new order: those whose old offsets run in increasing order stay.
        let common = newMiddle.compactMap { offset in oldOffsets[new[offset]].map { (new: offset, old: $0) } }
        let stays = longestIncreasingRun(common.map { $0.old })
        var moved: [ID: (old: Int, new: Int)] = [:]
        for (index, pair) in common.enumerated() where !stays[index] {
            moved[new[pair.new]] = (pair.old, pair.new)
        }
        var changes: [CollectionDifference<ID>.Change] = []
        for offset in oldMiddle {
            let id = old[offset]
            if newOffsets[id] == nil || moved[id] != nil {
                changes.append(.remove(offset: offset, element: id, associatedWith: moved[id]?.new))
            }
        }
        for offset in newMiddle {
            let id = new[offset]
            if oldOffsets[id] == nil || moved[id] != nil {
                changes.append(.insert(offset: offset, element: id, associatedWith: moved[id]?.old))
            }
        }
        func isKept(_ id: ID) -> Bool {
            oldOffsets[id] != nil && newOffsets[id] != nil && moved[id] == nil
        }
        let ends = old[..<prefix] + old[(old.count - suffix)...]
        var updated: Set<ID>
        if let touched {
            let endIDs = touched.isEmpty ? [] : Set(ends)
            updated = touched.filter { endIDs.contains($0) || isKept($0) }
        } else {
            updated = Set(ends)
            for pair in common where moved[new[pair.new]] == nil { updated.insert(new[pair.new]) }
        }
        return ListDifference(changes: difference(changes), updated: updated)
    }

    /// Where each ID of `ids` within `range` is; `nil` when an ID is there twice.
    private static func offsets<ID: Hashable>(of ids: [ID], in range: Range<Int>) -> [ID: Int]? {
        var offsets = [ID: Int](minimumCapacity: range.count)
        for offset in range {
            guard offsets.updateValue(offset, forKey: ids[offset]) == nil else { return nil }
        }
        return offsets
    }

    /// Flags the elements of a longest strictly increasing run (not necessarily contiguous) of `values`.
    ///
    /// - Complexity: O(*n* log *n*).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // The index of the smallest last value of a run of each length, and the element before each in its run.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var flags = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            flags[index] = true
            index = previous[index]
        }
        return flags
    }

    /// The difference between lists that hold an ID more than once (a cacher of one's own may): the
    /// standard library's, which allows it.
    private static func withRepeatedIDs<ID: Hashable & Sendable>(
        _ old: [ID], _ new: [ID], touched: Set<ID>?
    ) -> ListDifference<ID> {
        let changes = new.difference(from: old).inferringMoves()
        var kept = Set(old).intersection(new)
        for case .insert(_, let id, _) in changes.insertions { kept.remove(id) }
        return ListDifference(changes: changes, updated: touched.map { kept.intersection($0) } ?? kept)
    }

    /// `changes`, valid by construction, as a difference.
    private static func difference<ID: Hashable>(_ changes: [CollectionDifference<ID>.Change])
        -> CollectionDifference<ID>
    {
        CollectionDifference(changes) ?? [ID]().difference(from: [])
    }
}
