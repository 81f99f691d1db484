/// How a normalized list follows the entity store: it watches the IDs it shows and patches itself when
/// one of them changes.
extension NormalizedListCacher {
    func observation(for param: Param) -> EntityObservation<Entity> {
        if let existing = lists.withLock({ $0[param]?.observation }) { return existing }
        let active = active
        return store.observe(Entity.self, ids: [], isPinned: { active.withLock { $0.contains(param) } }) {
            [weak self] changed in
            self?.entitiesChanged(changed, param: param)
        }
    }

    /// Patches the kept items with the store's latest values, drops removed entities, and announces the
    /// change; subscribers then read the list back in order with every other write. When the list's
    /// subscribers can let go of it meanwhile, it is patched in place, in their turn.
    private func entitiesChanged(_ changed: Set<Entity.ID>, param: Param) {
        // Subscribers let go of the list while it is patched, so that it is patched in place.
        let inPlace = changes?.willChangeInPlace(param) ?? false
        let touched = lists.withLock { lists -> Bool in
            Self.modify(&lists, param) { list in
                // Entities the list does not hold yet (a page being merged) are joined by the merge itself.
                var ids: [Entity.ID] = []
                for id in changed where list.members.contains(id) { ids.append(id) }
                guard !ids.isEmpty else { return false }
                // Read under the list's lock, so that of two concurrent writes the later one is applied last.
                // An entity hidden by a pending deletion leaves what is shown but keeps its place in the list.
                var hidden: Set<Entity.ID> = []
                var latest = store.lookUp(Entity.self, ids: ids, hidden: &hidden)
                var removed: Set<Entity.ID> = []
                // Indices rather than `zip`: this generic code is not specialized, and a zipped iteration
                // looks up its types' metadata at every step.
                for index in ids.indices where latest[index] == nil && !hidden.contains(ids[index]) {
                    removed.insert(ids[index])
                }
                if !removed.isEmpty {
                    list.ids.removeAll { removed.contains($0) }
                    list.members.subtract(removed)
                }
                if ids.count > removed.count {
                    list.log.record(.updated(removed.isEmpty ? Set(ids) : Set(ids).subtracting(removed)))
                }
                if !removed.isEmpty { list.log.record(.removed(removed)) }
                guard var shown = list.shown else { return true }
                list.shown = nil
                let positions = list.positions ?? Self.positions(of: shown)
                var dropped = false
                var changed = false
                for index in ids.indices {
                    guard let position = positions[ids[index]] else {
                        // Back from hiding (its deletion failed): joined again, in its place, on the next read.
                        if latest[index] != nil {
                            list.positions = nil
                            return true
                        }
                        continue
                    }
                    // Moved out, not copied: this generic code copies an entity through its metadata.
                    if let item = latest[index].take() {
                        shown[position] = consume item
                    } else {
                        dropped = true
                    }
                    changed = true
                }
                if dropped { shown.removeAll { removed.contains($0.id) || hidden.contains($0.id) } }
                list.shown = shown
                list.positions = dropped ? nil : positions
                // An entity that leaves only the list's IDs, already hidden, changes nothing shown.
                return changed
            } ?? false
        }
        if inPlace {
            changes?.changedInPlace(param, changed: touched)
        } else if touched {
            changes?.announce(param)
        }
    }

    /// Invalidates the lists that show one of `ids` (every list when `nil`). A list missing an evicted
    /// entity is marked saved at `-.infinity` instead (stale for any expiry): it is not in use, and its
    /// next subscriber refetches it.
    func entitiesStale(_ ids: Set<Entity.ID>?, evicted: Bool) {
        let params = lists.withLock { lists in
            let params = lists.compactMap { param, list in
                ids.map { !list.members.isDisjoint(with: $0) } ?? true ? param : nil
            }
            if evicted {
                for param in params { lists[param]?.cachedAt = -.infinity }
            }
            return params
        }
        if !params.isEmpty, !evicted { changes?.announceStale(params) }
    }

    /// Lets go of the joined items of the lists holding an entity that left memory, before a read: they
    /// are joined again, read back, when read.
    func forgetUnloaded(_ lists: inout [Param: List]) {
        let left = unloaded.withLock { ids -> Set<Entity.ID> in
            defer { ids = [] }
            return ids
        }
        guard !left.isEmpty else { return }
        for (param, list) in lists where list.shown != nil && !list.members.isDisjoint(with: left) {
            lists[param]?.shown = nil
            lists[param]?.positions = nil
        }
    }

    /// Runs `body` on the list of `param`, taken out of the table meanwhile so that its arrays are
    /// changed in place rather than copied.
    static func modify<Result>(
        _ lists: inout [Param: List],
        _ param: Param,
        _ body: (inout List) -> Result
    ) -> Result? {
        guard var list = lists.removeValue(forKey: param) else { return nil }
        let result = body(&list)
        lists[param] = consume list
        return result
    }

    private static func positions(of items: [Entity]) -> [Entity.ID: Int] {
        var positions = [Entity.ID: Int](minimumCapacity: items.count)
        for (position, item) in items.enumerated() { positions[item.id] = position }
        return positions
    }
}
