/// Showing subscribers what a cacher announced it changed by itself (an entity store's write): the
/// content is read back in a turn, so the change reaches them in order with every other write.
extension FlowRegistry {
    /// Shows subscribers a change the cacher announced for `param`. When the turn is free and the cacher
    /// can be read without suspending, noting the change, taking the turn, reading the content back,
    /// showing it and giving the turn back are one step under the lock; otherwise the change is noted and
    /// read back by a task, which waits for the turn.
    func changeAnnounced(for param: ParamKey) {
        guard let peek = storage.peekData else {
            _ = send(.cacheChanged, for: param)
            return
        }
        var change = ParamActivity.unchanged
        var unread = false
        // Released after the lock: it may hold the last reference to replaced content.
        var retired = FlowMachine.Retired()
        let actions = state.withLock { state -> [FlowAction] in
            // With no machine, nobody subscribes: there is nothing to show.
            guard let index = state.machines.index(forKey: param) else { return [] }
            var actions = FlowAction.buffer()
            var idle = false
            state.machines.values[index].on(.cacheChanged, into: &actions, thenCheckIdle: &idle)
            if !state.clearing, let scheduled = actions.firstIndex(where: { $0.isChangeReadScheduling }),
                state.machines.values[index].takeTurnIfFree()
            {
                actions.remove(at: scheduled)
                var started: [FlowAction] = []
                state.machines.values[index].on(.changeReadStarting, into: &started)
                if started.contains(where: { $0.isChangeRead }) {
                    if let (data, revision) = peek(param) {
                        state.machines.values[index].on(.changeRead(data, revision: revision), into: &actions)
                    } else {
                        unread = true
                    }
                }
                state.machines.values[index].on(.turnReleased, into: &actions, thenCheckIdle: &idle)
            }
            change = state.machines.values[index].takeActivityChange()
            retired = state.machines.values[index].takeRetired()
            if idle { state.machines.remove(at: index) }
            return actions
        }
        _ = consume retired
        note(change, of: param)
        if unread { Task { await self.readAnnouncedChanges(of: param) } }
        _ = perform(actions, for: param)
    }

    /// Reads the announced changes of `param` back in a turn, waiting for the turn.
    func readAnnouncedChanges(of param: ParamKey) async {
        var read: FlowEvent?
        for case .readChange in await acquireTurn(of: param, sending: .changeReadStarting) {
            let (data, revision) = await storage.readData(param)
            read = .changeRead(data, revision: revision)
        }
        _ = finishTurn(of: param, with: read)
    }
}
