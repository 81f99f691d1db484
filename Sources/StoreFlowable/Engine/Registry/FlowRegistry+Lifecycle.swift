/// Invalidation, refetch triggers and clearing: what a registry does for every param of its cacher.
extension FlowRegistry {
    // MARK: Staleness

    /// Marks the content of the params `matches` accepts stale as of `time`: those with subscribers
    /// refetch at once, the others on their next subscription.
    func invalidate(at time: Double, matching matches: @escaping @Sendable (ParamKey) -> Bool) {
        runAll { state in
            state.invalidations.add(at: time, matching: matches)
            return state.machines.keys.filter(matches).map { ($0, .invalidated) }
        }
        RegistryDirectory.pin(self, true)
    }

    /// Marks the content of every param stale as of `time`.
    func invalidateAll(at time: Double) {
        runAll { state in
            state.invalidations.addEverything(at: time)
            return state.machines.keys.map { ($0, .invalidated) }
        }
        RegistryDirectory.pin(self, true)
    }

    /// Whether the fetch `outcome` of `param` is still worth retrying: it is the one in flight and someone
    /// subscribes to the param or waits for it.
    func wantsFetch(_ param: ParamKey, _ outcome: FetchOutcome) -> Bool {
        guard !outcome.isAbandoned else { return false }
        let current = inspect(param) { machine -> Bool in
            guard case .fetching(let running) = machine.whole, running === outcome else { return false }
            return machine.hasSubscribers
        }
        return current == true || outcome.isAwaited
    }

    /// Whether content of `param` saved at `cachedAt` was marked stale.
    func isInvalidated(_ param: ParamKey, cachedAt: Double?) -> Bool {
        state.withLock { $0.invalidations.covers(param, cachedAt: cachedAt) }
    }

    /// The timestamp for content saved `now`: later than every invalidation, so that what is fetched after
    /// one is not stale by it even on a clock that has not moved.
    func stamp(_ now: Double) -> Double {
        guard let latest = state.withLock({ $0.invalidations.latest }), now <= latest else { return now }
        return latest.nextUp
    }

    /// Refetches every param that has subscribers and whose content expired or was marked stale.
    func refetchStale() {
        let now = storage.now()
        let expireSeconds = storage.expireSeconds()
        runAll { state in
            state.machines.map { key, machine in
                let invalidated = state.invalidations.covers(key, cachedAt: machine.snapshot?.cachedAt)
                return (
                    key, .refetchIfStale(now: now, expireSeconds: expireSeconds, invalidated: invalidated)
                )
            }
        }
    }

    /// Sends the events `decide` picks under the lock, and starts the fetches they start through each
    /// param's runner.
    private func runAll(_ decide: (inout RegistryState) -> [(ParamKey, FlowEvent)]) {
        let started = state.withLock { state -> [(ParamKey, [FlowAction], (any FetchRunner)?)] in
            decide(&state).compactMap { key, event in
                guard let index = state.machines.index(forKey: key) else { return nil }
                let actions = state.machines.values[index].on(event)
                return actions.isEmpty ? nil : (key, actions, state.machines.values[index].runner)
            }
        }
        for (key, actions, runner) in started {
            for case .startFetch(let outcome) in perform(actions, for: key) {
                run(outcome, with: runner)
            }
        }
    }

    private func run(_ outcome: FetchOutcome, with runner: (any FetchRunner)?) {
        if let runner { runner.run(outcome) } else { outcome.abandon() }
    }

    // MARK: Clearing

    /// Drops everything the cacher keeps; see ``beginClear()``.
    func clear() async throws {
        let ticket = await beginClear()
        defer { endClear(ticket) }
        try await storage.removeAll()
        try await waitForTurnsHeld(by: ticket)
    }

    /// What a clear has to finish: the fetches it starts once the cacher is empty, and the params whose
    /// turn it took.
    struct ClearTicket {
        fileprivate var fetches: [(ParamKey, FetchOutcome, (any FetchRunner)?)] = []
        fileprivate var ownTurns: [ParamKey] = []
        fileprivate var waitedTurns: [ParamKey] = []
    }

    /// First step of a clear: waits for a clear of this cacher under way to end (clears run one at a
    /// time: the turns one takes are its own), then abandons every fetch and page in flight, hides every
    /// state, takes every free turn and stops new turns being granted until ``endClear(_:)``.
    func beginClear() async -> ClearTicket {
        while true {
            if let ticket = beginClearUnlessClearing() { return ticket }
            await waitForClear()
        }
    }

    /// ``beginClear()`` at once, or `nil` when a clear is under way.
    private func beginClearUnlessClearing() -> ClearTicket? {
        let begun = state.withLock { state -> (ClearTicket, [(ParamKey, [FlowAction])])? in
            guard !state.clearing else { return nil }
            state.clearing = true
            forgetOrigins()
            // Nothing older than the clear is left to be stale.
            state.invalidations = InvalidationRules()
            var ticket = ClearTicket()
            var performed: [(ParamKey, [FlowAction])] = []
            for index in state.machines.indices {
                let key = state.machines.keys[index]
                if state.machines.values[index].turnHeld {
                    ticket.waitedTurns.append(key)
                } else {
                    state.machines.values[index].takeTurn()
                    ticket.ownTurns.append(key)
                }
                state.machines.values[index].pausedForClear = true
                var actions = state.machines.values[index].on(.cleared)
                let runner = state.machines.values[index].runner
                actions.removeAll { action in
                    guard case .startFetch(let outcome) = action else { return false }
                    ticket.fetches.append((key, outcome, runner))
                    return true
                }
                performed.append((key, actions))
            }
            return (ticket, performed)
        }
        guard let (ticket, actions) = begun else { return nil }
        for (key, actions) in actions { _ = perform(actions, for: key) }
        return ticket
    }

    /// Waits until every turn held when the clear began has been given back, then empties the cacher
    /// again, in case those turns wrote to it.
    func waitForTurnsHeld(by ticket: ClearTicket) async throws {
        guard !ticket.waitedTurns.isEmpty else { return }
        await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                let held = ticket.waitedTurns.contains { state.machines[$0]?.turnHeld == true }
                if held { state.clearWaiter = (waiter, ticket.waitedTurns) }
                return !held
            }
            if free { waiter.resume() }
        }
        try await storage.removeAll()
    }

    /// Last step of a clear: gives the turns back, lets waiting callers in, and starts a fresh fetch for
    /// every param with subscribers.
    func endClear(_ ticket: ClearTicket) {
        var changes: [(ParamKey, ParamActivity)] = []
        let (actions, waiting) = state.withLock {
            state -> ([(ParamKey, [FlowAction])], [FlowMachine.Waiter]) in
            state.clearing = false
            // Turns held while the cacher was emptied may have saved a fetch: it was emptied again since.
            forgetOrigins()
            var performed: [(ParamKey, [FlowAction])] = []
            for index in state.machines.indices {
                let key = state.machines.keys[index]
                state.machines.values[index].pausedForClear = false
                if !state.machines.values[index].turnHeld { state.machines.values[index].takeTurn() }
                var actions: [FlowAction] = []
                state.machines.values[index].wakeWaiting(into: &actions)
                actions += state.machines.values[index].on(.turnReleased)
                performed.append((key, actions))
                changes.append((key, state.machines.values[index].takeActivityChange()))
            }
            state.machines = state.machines.filter { !$0.value.isIdle }
            defer { state.waitingForClear = [] }
            return (performed, state.waitingForClear)
        }
        for (key, change) in changes { note(change, of: key) }
        RegistryDirectory.pin(self, false)
        for (key, actions) in actions { _ = perform(actions, for: key) }
        for (_, outcome, runner) in ticket.fetches { run(outcome, with: runner) }
        for waiter in waiting { waiter.resume() }
    }

    /// Waits until the clear in progress ends; returns at once when none is.
    func waitForClear() async {
        await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
            let clearing = state.withLock { state -> Bool in
                if state.clearing { state.waitingForClear.append(waiter) }
                return state.clearing
            }
            if !clearing { waiter.resume() }
        }
    }

    /// A turn held when the clear began was given back.
    func turnFreedForClear() {
        let waiter = state.withLock { state -> FlowMachine.Waiter? in
            guard let (waiter, turns) = state.clearWaiter else { return nil }
            if turns.contains(where: { state.machines[$0]?.turnHeld == true }) { return nil }
            state.clearWaiter = nil
            return waiter
        }
        waiter?.resume()
    }
}
