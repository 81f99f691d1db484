/// Letting go of part of a list that is kept elsewhere (a persisted list's pages on disk), so that memory
/// holds a window of it.
extension NormalizedListCacher {
    /// Takes `ids` out of the list of `param`, keeping their entities in the store: they are no longer
    /// watched, so the store may evict them. Subscribers see them leave, as a removal.
    package func dropFromMemory(_ ids: Set<Entity.ID>, param: Param) {
        guard !ids.isEmpty else { return }
        let kept = lists.withLock { lists in
            Self.modify(&lists, param) { list -> (EntityObservation<Entity>?, [Entity.ID]) in
                let dropped = ids.intersection(list.members)
                guard !dropped.isEmpty else { return (nil, []) }
                list.ids.removeAll { dropped.contains($0) }
                list.members.subtract(dropped)
                if var shown = list.shown.take() {
                    shown.removeAll { dropped.contains($0.id) }
                    list.shown = shown
                }
                list.positions = nil
                list.log.record(.removed(dropped))
                return (list.observation, list.ids)
            }
        }
        guard let (observation, remaining) = kept, let observation else { return }
        observation.watch(remaining)
    }
}
