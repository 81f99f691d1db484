/// Showing subscribers what a cacher announced it changed by itself (an entity store's write): the
/// content is read back in a turn, so the change reaches them in order with every other write.
extension FlowRegistry {
    /// Shows subscribers a change the cacher announced for `param`. When the turn is free and the cacher
    /// can be read without suspending, noting the change, taking the turn, reading the content back,
    /// showing it and giving the turn back are one step under the lock; otherwise the change is noted and
    /// read back as ``readAnnouncedChangesNow(of:)`` or a task does.
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

    /// Reads the announced changes of `param` back at once, on the announcing thread, when its turn is
    /// free and the cacher can be read without suspending; returns whether it did. Then the change has
    /// reached the param's subscribers when the write that announced it returns. Otherwise the caller
    /// reads them back in a task, which waits for the turn.
    func readAnnouncedChangesNow(of param: ParamKey) -> Bool {
        guard let peek = storage.peekData else { return false }
        var change = ParamActivity.unchanged
        let started = state.withLock { state -> [FlowAction]? in
            guard !state.clearing, let index = state.machines.index(forKey: param),
                state.machines.values[index].takeTurnIfFree()
            else { return nil }
            change = state.machines.values[index].takeActivityChange()
            return state.machines.values[index].on(.changeReadStarting)
        }
        note(change, of: param)
        guard let started else { return false }
        var read: FlowEvent?
        for case .readChange in perform(started, for: param) {
            guard let (data, revision) = peek(param) else {
                // Not readable at once after all: read back in a task, in a turn of its own.
                _ = finishTurn(of: param, with: nil)
                Task { await self.readAnnouncedChanges(of: param) }
                return true
            }
            read = .changeRead(data, revision: revision)
        }
        _ = finishTurn(of: param, with: read)
        return true
    }
}
