/// Showing subscribers what a cacher announced it changed by itself (an entity store's write): the
/// content is read back in a turn, so the change reaches them in order with every other write.
extension FlowRegistry {
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
