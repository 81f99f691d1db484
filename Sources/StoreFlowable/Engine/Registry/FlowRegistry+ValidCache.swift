/// Showing a new subscriber valid cached content at once, without a turn.
extension FlowRegistry {
    /// Subscribes `id` to `param` and, when the content can be shown without a turn, shows it: the machine
    /// allows it (see ``FlowMachine/canShowCacheWithoutTurn``), `peek` reads the cacher without suspending,
    /// and the content is valid at `now` — present, not expired, not invalidated.
    ///
    /// - Returns: Whether the content was shown. When it was not, the subscriber is subscribed all the same
    ///   and the caller checks freshness in a turn, as for any subscriber.
    func subscribeShowingValidCache(
        _ id: UInt64,
        to param: ParamKey,
        runner: any FetchRunner,
        peek: () -> Snapshot?,
        now: Double,
        expireSeconds: Double
    ) -> Bool {
        var change = ParamActivity.unchanged
        var shown = false
        let actions = state.withLock { state -> [FlowAction] in
            let clearing = state.clearing
            let invalidations = state.invalidations
            func isValid(_ read: Snapshot) -> Bool {
                guard read.data != nil,
                    FreshnessRule.isFresh(cachedAt: read.cachedAt, now: now, expireSeconds: expireSeconds)
                else { return false }
                return !invalidations.covers(param, cachedAt: read.cachedAt)
            }
            // Changed in place: a new machine is made in the dictionary rather than copied into it.
            return Self.subscribe(id, runner: runner, to: &state.machines[param, default: FlowMachine()]) {
                machine in
                guard !clearing, machine.canShowCacheWithoutTurn else { return [] }
                if let known = machine.snapshot {
                    shown = isValid(known)
                    return []
                }
                guard let read = peek(), isValid(read) else { return [] }
                shown = true
                return machine.on(.cacheRead(read))
            } change: {
                change = $0
            }
        }
        note(change, of: param)
        if !actions.isEmpty { _ = perform(actions, for: param) }
        return shown
    }

    /// Lets `prepare` show the cache, then subscribes `id` to `machine`.
    private static func subscribe(
        _ id: UInt64,
        runner: any FetchRunner,
        to machine: inout FlowMachine,
        prepare: (inout FlowMachine) -> [FlowAction],
        change: (ParamActivity) -> Void
    ) -> [FlowAction] {
        var actions = prepare(&machine)
        machine.runners[id] = runner
        actions += machine.on(.subscribe(id: id))
        change(machine.takeActivityChange())
        return actions
    }
}

extension FlowMachine {
    /// Whether a subscriber can be shown the cached content without a turn: nobody holds or waits for the
    /// turn, nothing is fetched, merged or paused for a clear, and no announced change is left unread.
    var canShowCacheWithoutTurn: Bool {
        guard !turnHeld, turnQueue.isEmpty, !merging, !pausedForClear, !changeReadScheduled,
            changesAnnounced == changesApplied
        else { return false }
        if case .idle = whole { return true }
        return false
    }
}
