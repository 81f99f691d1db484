/// Storing a fetched page in the same step as taking the turn, for a cacher that stores pages without
/// suspending (the library's in-memory one).
extension FlowRegistry {
    /// When the turn of `param` is free and its content is known, takes the turn and the content lent to
    /// the merge (so the kept list is held once and grows in place), runs `store`, shows what it stored
    /// and gives the turn back, in one step under the lock. Returns the actions left to the caller, or
    /// `nil` without doing anything otherwise: the caller then stores the page in a turn of its own.
    func storePageAtOnce(
        of param: ParamKey,
        _ direction: PageDirection,
        _ request: PageRequest,
        store: () -> StoredPage
    ) -> FlowActions? {
        step(param, creatingMachine: false) { machine, state in
            guard !state.clearing, machine.canStorePageAtOnce else { return nil }
            return .pageArrived(direction, request, takingTurn: true)
        } then: { actions in
            guard case .some(let lent?) = actions.takeMerge() else { return .turnReleased(last: nil) }
            // Only the content and this direction's key change; the rest is the machine's.
            // Consumed, so that the snapshot's box, and with it the list, is let go before the store.
            let (content, rest) = (consume lent).split()
            _ = consume content
            let written = Snapshot(merged: store(), direction, onto: rest)
            self.fetchedHere.insert(param)
            return .turnReleased(last: .pageMerged(direction, request, written: written))
        }
    }
}
