/// Showing subscribers what a cacher announced it changed by itself (an entity store's write): the
/// content is read back in a turn, so the change reaches them in order with every other write.
extension FlowRegistry {
    /// Shows subscribers a change the cacher announced for `param`. When the turn is free and the cacher
    /// can be read without suspending, the content is read back and shown in one step under the lock
    /// (``FlowEvent/cacheChangedAndRead(_:revision:)``); otherwise the change is noted and read back by a
    /// task, which waits for the turn.
    func changeAnnounced(for param: ParamKey) {
        let peek = storage.peekData
        // With no machine, nobody subscribes: there is nothing to show.
        _ = step(param, creatingMachine: false) { machine, state in
            guard let peek, !state.clearing, machine.canReadChangeAtOnce, let read = peek(param) else {
                return .cacheChanged
            }
            return .cacheChangedAndRead(read.data, revision: read.revision)
        }
    }

    /// Reads the announced changes of `param` back in a turn, waiting for the turn.
    func readAnnouncedChanges(of param: ParamKey) async {
        await acquireTurn(of: param)
        var read: FlowEvent?
        for case .readChange in send(.changeReadStarting, for: param) {
            let (data, revision) = await storage.readData(param)
            read = .changeRead(data, revision: revision)
        }
        finishTurn(of: param, with: read)
    }

    /// Lets go of what shows the content of `param` before the cacher changes it in place, so that the
    /// cacher holds it alone and changes it without copying it. Takes the turn, when it is free and the
    /// cacher can be read back without suspending, and returns `true`: the cacher then calls
    /// ``changedInPlace(_:changed:)``. Returns `false` otherwise: the cacher announces its change.
    func willChangeInPlace(_ param: ParamKey) -> Bool {
        guard storage.peekData != nil else { return false }
        let began = step(param, creatingMachine: false) { machine, state in
            !state.clearing && machine.canChangeInPlace ? .inPlaceChangeStarting : nil
        }
        return began != nil
    }

    /// Reads back the content of `param` the cacher changed in place (`changed`) or left as it was, shows
    /// it, and gives the turn back, in one step. When a clear began meanwhile, the turn is given back
    /// without showing what belongs to the old session.
    func changedInPlace(_ param: ParamKey, changed: Bool) {
        guard let peek = storage.peekData else { return }
        _ = step(param, creatingMachine: false) { machine, _ in
            guard machine.isChangingInPlace else { return .turnReleased(last: nil) }
            let read = peek(param)
            return .inPlaceChangeWritten(read?.data, revision: read?.revision, changed: changed)
        }
    }
}
