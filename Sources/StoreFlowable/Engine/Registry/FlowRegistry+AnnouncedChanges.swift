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
            (change, retired) = state.endStep(at: index, dropping: idle)
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

    /// Lets go of what shows the content of `param` before the cacher changes it in place, so that the
    /// cacher holds it alone and changes it without copying it. Takes the turn, when it is free and the
    /// cacher can be read back without suspending, and returns `true`: the cacher then calls
    /// ``changedInPlace(_:changed:)``. Returns `false` otherwise: the cacher announces its change.
    func willChangeInPlace(_ param: ParamKey) -> Bool {
        guard storage.peekData != nil else { return false }
        var change = ParamActivity.unchanged
        // Released after the lock: the content the cacher is about to change.
        var retired = FlowMachine.Retired()
        let began = state.withLock { state -> Bool in
            guard !state.clearing, let index = state.machines.index(forKey: param),
                state.machines.values[index].hasSubscribers, state.machines.values[index].takeTurnIfFree()
            else { return false }
            _ = state.machines.values[index].on(.inPlaceChangeStarting)
            change = state.machines.values[index].takeActivityChange()
            retired = state.machines.values[index].takeRetired()
            return true
        }
        _ = consume retired
        note(change, of: param)
        return began
    }

    /// Reads back the content of `param` the cacher changed in place (`changed`) or left as it was, shows
    /// it, and gives the turn back, in one step.
    func changedInPlace(_ param: ParamKey, changed: Bool) {
        guard let peek = storage.peekData else { return }
        var change = ParamActivity.unchanged
        var retired = FlowMachine.Retired()
        let actions = state.withLock { state -> [FlowAction]? in
            guard let index = state.machines.index(forKey: param),
                state.machines.values[index].turnHeld, state.machines.values[index].changingInPlace
            else { return nil }
            var actions = FlowAction.buffer()
            let read = peek(param)
            state.machines.values[index].on(
                .inPlaceChangeWritten(read?.data, revision: read?.revision, changed: changed), into: &actions)
            (change, retired) = state.releaseTurn(at: index, into: &actions)
            return actions
        }
        _ = consume retired
        note(change, of: param)
        guard let actions else {
            // A clear began meanwhile: the turn is given back without showing what belongs to the old session.
            _ = finishTurn(of: param, with: nil)
            return
        }
        _ = perform(actions, for: param)
    }
}
