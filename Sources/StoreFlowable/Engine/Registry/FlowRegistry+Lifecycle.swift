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
        let current = inspect(param) { $0.fetchInFlight === outcome && $0.hasSubscribers }
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
                let invalidated = state.invalidations.covers(key, cachedAt: machine.knownSnapshot?.cachedAt)
                return (
                    key, .refetchIfStale(now: now, expireSeconds: expireSeconds, invalidated: invalidated)
                )
            }
        }
    }

    /// Sends the events `decide` picks under the lock, and starts the fetches they start through each
    /// param's runner.
    private func runAll(_ decide: (inout RegistryState) -> [(ParamKey, FlowEvent)]) {
        let started = state.withLock { state -> [(ParamKey, FlowMachine.Step, (any FetchRunner)?)] in
            decide(&state).compactMap { key, event in
                guard let index = state.machines.index(forKey: key) else { return nil }
                // Neither event leaves a machine idle: one that exists has subscribers or work in flight.
                let step = state.machines.values[index].step(event)
                return (key, step, state.machines.values[index].runner)
            }
        }
        for (key, step, runner) in started {
            for case .startFetch(let outcome) in finish(step, of: key) {
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
        gapLoads.removeAll()
        try await storage.removeAll()
        try await waitForTurnsHeld(by: ticket)
    }

    /// What a clear has to finish: the fetches it starts once the cacher is empty, and the params whose
    /// turn it took.
    struct ClearTicket {
        fileprivate var fetches: [(ParamKey, FetchOutcome, (any FetchRunner)?)] = []
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
        typealias Begun = (key: ParamKey, step: FlowMachine.Step, runner: (any FetchRunner)?)
        let begun = state.withLock { state -> (ClearTicket, [Begun])? in
            guard !state.clearing else { return nil }
            state.clearing = true
            forgetOrigins()
            // Nothing older than the clear is left to be stale.
            state.invalidations = InvalidationRules()
            // Writes under way without a machine get one, whose turn the clear waits for.
            for param in state.idleWrites { state.insert(state.makeMachine(for: param), for: param) }
            var ticket = ClearTicket()
            var steps: [Begun] = []
            for index in state.machines.indices {
                let key = state.machines.keys[index]
                // The clearer holds every turn from now on, so no machine becomes idle.
                let step = state.machines.values[index].step(.clearBegan)
                if state.machines.values[index].isTurnAwaitedByClear { ticket.waitedTurns.append(key) }
                steps.append((key, step, state.machines.values[index].runner))
            }
            return (ticket, steps)
        }
        guard let begun else { return nil }
        var ticket = begun.0
        for (key, step, runner) in begun.1 {
            // The fetches a clear starts run once the cacher is empty.
            for case .startFetch(let outcome) in finish(step, of: key) {
                ticket.fetches.append((key, outcome, runner))
            }
        }
        return ticket
    }

    /// Waits until every turn held when the clear began has been given back, then empties the cacher
    /// again, in case those turns wrote to it.
    func waitForTurnsHeld(by ticket: ClearTicket) async throws {
        guard !ticket.waitedTurns.isEmpty else { return }
        await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                let held = ticket.waitedTurns.contains { state.machines[$0]?.isTurnAwaitedByClear == true }
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
        let (steps, waiting) = state.withLock {
            state -> ([(ParamKey, FlowMachine.Step)], [FlowMachine.Waiter]) in
            state.clearing = false
            // Turns held while the cacher was emptied may have saved a fetch: it was emptied again since.
            forgetOrigins()
            var steps: [(ParamKey, FlowMachine.Step)] = []
            var idle: [ParamKey] = []
            // Machines made during the clear have turns of their own.
            for index in state.machines.indices where state.machines.values[index].isTurnTakenByClear {
                let key = state.machines.keys[index]
                let step = state.machines.values[index].step(.clearEnded)
                if step.isIdle { idle.append(key) }
                steps.append((key, step))
            }
            for key in idle { state.machines[key] = nil }
            defer { state.waitingForClear = [] }
            return (steps, state.waitingForClear)
        }
        RegistryDirectory.pin(self, false)
        for (key, step) in steps { _ = finish(step, of: key) }
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
            if turns.contains(where: { state.machines[$0]?.isTurnAwaitedByClear == true }) { return nil }
            state.clearWaiter = nil
            return waiter
        }
        waiter?.resume()
    }
}
