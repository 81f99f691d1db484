/// Letting go of part of a list that is kept elsewhere (a persisted list's pages on disk), so that memory
/// holds a window of it (`sqlite_scroll_page_over_floor`, group `persistence`).
extension NormalizedListCacher {
    /// Takes `ids` out of the list of `param`, keeping their entities in the store: they are no longer
    /// watched, so the store may evict them. Subscribers see them leave, as a removal.
    package func dropFromMemory(_ ids: Set<Entity.ID>, param: Param) {
        guard !ids.isEmpty else { return }
        let dropped = lists.withLock { lists in
            Self.modify(&lists, param) { list -> (EntityObservation<Entity>?, Set<Entity.ID>) in
                let dropped = ids.intersection(list.members)
                guard !dropped.isEmpty else { return (nil, []) }
                Self.remove(dropped, from: &list.ids) { $0 }
                list.members.subtract(dropped)
                var positions = list.positions.take()
                if var shown = list.shown.take() {
                    let cut = Self.remove(dropped, from: &shown) { $0.id }
                    list.shown = shown
                    // Kept through a cut at either end rather than rebuilt at the next entity change, which
                    // hashed every ID shown (`sqlite_page_save_changed_authors_over_floor`: 9 % of a page).
                    if let leading = cut, positions != nil {
                        for id in dropped { positions?.removeValue(forKey: id) }
                        if leading > 0 { positions = positions?.mapValues { $0 - leading } }
                        list.positions = positions
                    }
                }
                list.log.record(.removed(dropped))
                return (list.observation, dropped)
            }
        }
        guard let (observation, ids) = dropped, let observation else { return }
        observation.unwatch(ids)
    }

    /// Removes the elements whose ID is in `ids`: a run at either end is cut off without moving the rest.
    /// Returns how many were cut from the start when they were a run at either end (0 at the end), `nil`
    /// when they were not.
    @discardableResult
    private static func remove<Element>(
        _ ids: Set<Entity.ID>, from elements: inout [Element], id: (Element) -> Entity.ID
    ) -> Int? {
        let leading = elements.prefix { ids.contains(id($0)) }.count
        let trailing = elements.reversed().prefix { ids.contains(id($0)) }.count
        if leading == ids.count || leading == elements.count {
            elements.removeFirst(leading)
            return leading
        } else if trailing == ids.count {
            elements.removeLast(trailing)
            return 0
        } else {
            elements.removeAll { ids.contains(id($0)) }
            return nil
        }
    }
}
