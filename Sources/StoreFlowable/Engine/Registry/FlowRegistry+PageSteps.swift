/// Storing a fetched page in the same step as taking the turn, for a cacher that stores pages without
/// suspending (the library's in-memory one).
extension FlowRegistry {
    /// When the turn of `param` is free and its content is known, takes the turn, lets the machine hand
    /// its snapshot over (so the kept list is held once and grows in place), runs `store`, shows what it
    /// stored and gives the turn back, in one step under the lock. Returns the actions left to the
    /// caller, or `nil` without doing anything otherwise: the caller then stores the page in a turn of
    /// its own.
    func storePageAtOnce(
        of param: ParamKey,
        _ direction: PageDirection,
        _ request: PageRequest,
        store: () -> StoredPage
    ) -> [FlowAction]? {
        var change = ParamActivity.unchanged
        // Released after the lock: it may hold the last reference to replaced content.
        var retired = FlowMachine.Retired()
        let actions = state.withLock { state -> [FlowAction]? in
            guard !state.clearing, let index = state.machines.index(forKey: param),
                state.machines.values[index].snapshot != nil,
                state.machines.values[index].takeTurnIfFree()
            else { return nil }
            var actions = FlowAction.buffer()
            state.machines.values[index].on(.pageArrived(direction, request), into: &actions)
            if let merge = actions.firstIndex(where: { if case .mergePage = $0 { true } else { false } }),
                let known = state.machines.values[index].takeSnapshotForMerge()
            {
                actions.remove(at: merge)
                // Only the content and this direction's key change; the rest is the machine's.
                // Consumed, so that the snapshot's box, and with it the list, is let go before the store.
                let (content, rest) = (consume known).split()
                _ = consume content
                let written = Snapshot(merged: store(), direction, onto: rest)
                fetchedHere.insert(param)
                state.machines.values[index].on(
                    .pageMerged(direction, request, written: written), into: &actions)
            }
            (change, retired) = state.releaseTurn(at: index, into: &actions)
            return actions
        }
        _ = consume retired
        note(change, of: param)
        guard let actions else { return nil }
        return actions.isEmpty ? actions : perform(actions, for: param)
    }
}
