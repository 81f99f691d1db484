/// What the store needs of an inverse index of `Root` whatever the type it points at.
protocol AnyInverseIndex<Root>: AnyObject, Sendable {
    associatedtype Root: NormalizedEntity
    /// Follows the stored value of the root with `id` (`nil`: gone).
    func update(_ id: Root.ID, stored: Root?)
    /// Forgets every root whose ID `isStored` denies.
    func dropRoots(notStored isStored: (Root.ID) -> Bool)
    /// Forgets every root.
    func removeAll()
}

/// For one nested-entity key path of `Root`, which roots point at each target: the statuses written by
/// an account, the boosts of a status. Kept up to date root by root as roots are written and removed.
// Unchecked: every property is read and written only under `EntityStore.state`'s lock.
final class InverseIndex<Root: NormalizedEntity, Target: NormalizedEntity>: AnyInverseIndex,
    @unchecked Sendable
{
    /// The IDs of the targets a root points at.
    let targets: @Sendable (Root) -> [Target.ID]
    private var targetsByRoot: [Root.ID: [Target.ID]] = [:]
    private var rootsByTarget: [Target.ID: Set<Root.ID>] = [:]

    /// Indexes the roots stored in `tables`.
    ///
    /// - Complexity: O(*n*) in the number of roots.
    init(targets: @escaping @Sendable (Root) -> [Target.ID], tables: EntityTables) {
        self.targets = targets
        for (id, root) in tables.existingTable(Root.self)?.values ?? [:] { update(id, stored: root) }
    }

    /// The IDs of the roots that point at `target`.
    func roots(pointingAt target: Target.ID) -> Set<Root.ID> {
        rootsByTarget[target] ?? []
    }

    func update(_ id: Root.ID, stored: Root?) {
        let new = stored.map(targets) ?? []
        let old = targetsByRoot[id] ?? []
        guard new != old else { return }
        for target in old where !new.contains(target) { unlink(id, from: target) }
        for target in new where !old.contains(target) { rootsByTarget[target, default: []].insert(id) }
        targetsByRoot[id] = new.isEmpty ? nil : new
    }

    func dropRoots(notStored isStored: (Root.ID) -> Bool) {
        for (id, targets) in targetsByRoot where !isStored(id) {
            for target in targets { unlink(id, from: target) }
            targetsByRoot[id] = nil
        }
    }

    func removeAll() {
        targetsByRoot = [:]
        rootsByTarget = [:]
    }

    private func unlink(_ id: Root.ID, from target: Target.ID) {
        rootsByTarget[target]?.remove(id)
        if rootsByTarget[target]?.isEmpty == true { rootsByTarget[target] = nil }
    }
}
