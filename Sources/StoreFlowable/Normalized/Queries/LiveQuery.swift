/// The state of one live query: which entities match, in order, patched entity by entity as the store
/// changes.
// Unchecked: every property is read and written only under `EntityStore.state`'s lock.
final class LiveQuery<Entity: NormalizedEntity>: @unchecked Sendable {
    typealias Entry = SortedEntities<Entity>.Entry

    let isIncluded: @Sendable (Entity) -> Bool
    let areInIncreasingOrder: @Sendable (Entity, Entity) -> Bool
    let mailbox: QueryMailbox<SortedEntities<Entity>>
    /// The matching entities by ID, as the result holds them.
    private var members: [Entity.ID: Entry] = [:]
    private var result = SortedEntities<Entity>()
    private var nextRank: UInt64 = 0
    /// The changes of the current batch of writes: what leaves the result, what enters it.
    private var leaving: [Entry] = []
    /// By rank: an entity changed twice in one batch enters once, with its last value.
    private var entering: [UInt64: Entry] = [:]

    /// Finds the entities of `tables` that match, sorts them and offers them as the first result.
    ///
    /// - Complexity: O(*n* log *n*) in the number of entities of the type.
    init(
        isIncluded: @escaping @Sendable (Entity) -> Bool,
        areInIncreasingOrder: @escaping @Sendable (Entity, Entity) -> Bool,
        mailbox: QueryMailbox<SortedEntities<Entity>>,
        tables: EntityTables
    ) {
        self.isIncluded = isIncluded
        self.areInIncreasingOrder = areInIncreasingOrder
        self.mailbox = mailbox
        for id in tables.existingTable(Entity.self)?.values.keys ?? [:].keys {
            record(id, tables.read(Entity.self, id: id))
        }
        _ = finishBatch()
        mailbox.offer(result)
    }

    /// Notes the latest value of the entity with `id` (`nil`: absent). Nothing happens unless it matches
    /// now or matched before.
    func record(_ id: Entity.ID, _ value: Entity?) {
        let old = members[id]
        let new = value.flatMap { isIncluded($0) ? $0 : nil }
        switch (old, new) {
        case (nil, nil):
            return
        case (let old?, let new?):
            guard old.entity != new else { return }
            leave(old)
            let entry = Entry(entity: new, rank: old.rank)
            entering[entry.rank] = entry
            members[id] = entry
        case (let old?, nil):
            leave(old)
            members[id] = nil
        case (nil, let new?):
            let entry = Entry(entity: new, rank: nextRank)
            nextRank += 1
            entering[entry.rank] = entry
            members[id] = entry
        }
    }

    /// Takes `entry` out: out of the batch if it entered in this batch, else out of the result.
    private func leave(_ entry: Entry) {
        if entering.removeValue(forKey: entry.rank) == nil { leaving.append(entry) }
    }

    /// Every entity whose ID `isStored` denies has left the store; drops it.
    ///
    /// - Complexity: O(*m*) in the number of matching entities.
    func dropMembers(notStored isStored: (Entity.ID) -> Bool) {
        for id in members.keys where !isStored(id) { record(id, nil) }
    }

    /// Applies the batch's changes to the result and offers it; returns whether it changed.
    func deliver() -> Bool {
        guard finishBatch() else { return false }
        mailbox.offer(result)
        return true
    }

    /// Applies the batch's changes: one by one by binary search when they are few, as one merge when
    /// they are many.
    ///
    /// - Complexity: O(*k* log² *n*) for *k* changes, or O(*n* + *k* log *k*) when *k* is a large part of *n*.
    private func finishBatch() -> Bool {
        guard !leaving.isEmpty || !entering.isEmpty else { return false }
        defer {
            leaving = []
            entering = [:]
        }
        var entries = result.entries
        if leaving.count + entering.count > max(64, entries.count / 32) {
            let left = Set(leaving.map { $0.rank })
            let kept = left.isEmpty ? Array(entries) : entries.filter { !left.contains($0.rank) }
            entries = BalancedList(merge(kept, entering.values.sorted(by: precedes)))
        } else {
            for entry in leaving {
                if let position = position(of: entry, in: entries) { entries.remove(at: position) }
            }
            for entry in entering.values {
                entries.insert(entry, at: entries.partitioningIndex { !precedes($0, entry) })
            }
        }
        result = SortedEntities(entries: entries)
        return true
    }

    /// Empties the result; returns whether it held anything.
    func removeAll() -> Bool {
        members = [:]
        leaving = []
        entering = [:]
        guard !result.isEmpty else { return false }
        result = SortedEntities()
        mailbox.offer(result)
        return true
    }

    /// The caller's order, then the rank among entities it says are equal: a strict total order, so
    /// that every entry has one place.
    private func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if areInIncreasingOrder(lhs.entity, rhs.entity) { return true }
        if areInIncreasingOrder(rhs.entity, lhs.entity) { return false }
        return lhs.rank < rhs.rank
    }

    /// Where `entry` is: found by binary search, or by a scan when an order that is not a strict weak
    /// ordering put it elsewhere.
    private func position(of entry: Entry, in entries: BalancedList<Entry>) -> Int? {
        let found = entries.partitioningIndex { !precedes($0, entry) }
        if found < entries.count, entries[found].rank == entry.rank { return found }
        return entries.firstIndex { $0.rank == entry.rank }
    }

    private func merge(_ lhs: [Entry], _ rhs: [Entry]) -> [Entry] {
        var merged: [Entry] = []
        merged.reserveCapacity(lhs.count + rhs.count)
        var left = 0
        var right = 0
        while left < lhs.count, right < rhs.count {
            if precedes(rhs[right], lhs[left]) {
                merged.append(rhs[right])
                right += 1
            } else {
                merged.append(lhs[left])
                left += 1
            }
        }
        merged.append(contentsOf: lhs[left...])
        merged.append(contentsOf: rhs[right...])
        return merged
    }
}
