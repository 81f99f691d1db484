import Synchronization

/// The coordination of every flowable on one cacher: the ``FlowMachine`` of each param that has
/// subscribers or work in flight, under one lock.
///
/// This is the only place a param's state changes. Events go in under the lock; the actions the machine
/// returns are performed after it is released, so continuations are never resumed under the lock. A
/// param's machine is dropped as soon as it is idle, so memory does not grow with the params ever seen.
final class FlowRegistry: Sendable {
    /// The cacher, held so that its identity is not reused while this registry lives.
    let cacher: any AnyObject & Sendable
    /// The cacher's operations that concern every param at once.
    let storage: RegistryStorage
    // Guarded by its own lock: the machine of every param that is not idle, and what concerns them all.
    let state = Locked(RegistryState())
    private let subscriberIDs = Atomic<UInt64>(0)
    /// How many subscribers follow the differences of a list of the cacher: while none does, a merged
    /// page is not read back once more for its revision.
    let differenceFollowers = Atomic<Int>(0)
    /// The page requests of the gaps of the cacher's lists.
    let gapLoads = GapLoads()
    /// The params whose content this process fetched (``origin(of:otherwise:)``), shared with the
    /// cacher's next registry through ``RegistryDirectory``. Its lock may be taken inside `state`'s.
    let fetchedHere: FetchedParams
    // Guarded by its own lock: how to stop listening to the cacher's announcements, once listening.
    private let stopListening = Locked<(@Sendable () -> Void)?>(nil)

    /// Told when a param gains or loses its coordination state, for a cacher that releases data some
    /// time after its last use.
    let activity: (any ParamActivityObserver)?

    init(
        cacher: any AnyObject & Sendable, storage: RegistryStorage,
        fetchedHere: FetchedParams = FetchedParams()
    ) {
        self.cacher = cacher
        self.fetchedHere = fetchedHere
        self.storage = storage
        self.activity = cacher as? any ParamActivityObserver
    }

    func note(_ change: ParamActivity, of param: ParamKey) {
        switch change {
        case .unchanged: return
        case .becameActive: activity?.paramBecameActive(param)
        case .becameInactive: activity?.paramBecameInactive(param)
        }
    }

    /// Starts showing subscribers the changes `changes` announces.
    func listen<Param>(to changes: CacherChanges<Param>) {
        let token = changes.listen { [weak self] param, announcement in
            guard let self else { return false }
            switch announcement {
            case .changed:
                self.changeAnnounced(for: ParamKey(param))
            case .stale:
                self.invalidate(at: self.storage.now(), matching: { $0 == ParamKey(param) })
            case .willChangeInPlace:
                return self.willChangeInPlace(ParamKey(param))
            case .changedInPlace(let changed):
                self.changedInPlace(ParamKey(param), changed: changed)
            }
            return false
        }
        stopListening.withLock { $0 = { changes.stopListening(token) } }
    }

    deinit {
        stopListening.withLock { $0 }?()
        RegistryDirectory.forget(ObjectIdentifier(cacher))
    }

    // MARK: Steps

    /// Sends `event` to the machine of `param` (made when it has none), and performs the actions that
    /// need no caller; returns the others.
    @discardableResult
    func send(_ event: FlowEvent, for param: ParamKey) -> FlowActions {
        step(param) { _, _ in event } ?? FlowActions()
    }

    /// One step on the machine of `param`: under the lock, `decide` picks the event from what the machine
    /// and the registry hold (or `nil`: none), the machine applies it, and an idle machine is dropped;
    /// `then` may pick one more event from the actions, in the same step. After the lock, what the events
    /// replaced is released, the cacher is told how the param's use changed, and the actions that need no
    /// caller are performed. Returns the others, or `nil` when no event was sent.
    ///
    /// With `creatingMachine` false, a param with no machine gets no event.
    func step(
        _ param: ParamKey,
        creatingMachine: Bool = true,
        _ decide: (borrowing FlowMachine, borrowing RegistryState) -> FlowEvent?,
        then follow: (inout FlowActions) -> FlowEvent? = { _ in nil }
    ) -> FlowActions? {
        let step = state.withLock { state -> FlowMachine.Step? in
            guard let index = state.machines.index(forKey: param) else {
                guard creatingMachine else { return nil }
                var machine = state.makeMachine(for: param)
                guard let event = decide(machine, state) else { return nil }
                let step = machine.step(event, then: follow)
                if !step.isIdle { state.insert(machine, for: param) }
                return step
            }
            guard let event = decide(state.machines.values[index], state) else { return nil }
            let step = state.machines.values[index].step(event, then: follow)
            if step.isIdle { state.machines.remove(at: index) }
            return step
        }
        guard let step else { return nil }
        return finish(step, of: param)
    }

    /// After the lock: releases what a step replaced, reports the param's use, performs its actions.
    func finish(_ step: consuming FlowMachine.Step, of param: ParamKey) -> FlowActions {
        let (actions, retired, activity) = (step.actions, step.retired, step.activity)
        _ = consume retired
        note(activity, of: param)
        return actions.isEmpty ? actions : perform(actions, for: param)
    }

    /// Runs `write` under the lock when `param` has no machine (no subscriber, nothing in flight, no
    /// failure kept) and the cache is not being cleared, and returns `true`; nobody can start work on the
    /// param meanwhile, so the write needs no turn. Returns `false` without running it otherwise.
    func writeIfIdle(_ param: ParamKey, _ write: () -> Void) -> Bool {
        state.withLock { state in
            guard !state.clearing, state.machines.index(forKey: param) == nil,
                !state.idleWrites.contains(param)
            else { return false }
            write()
            return true
        }
    }

    /// Begins a write of `param` without a machine, when it has none, no other write is under way and
    /// the cache is not being cleared; returns whether it did. Whoever needs the param before
    /// ``endIdleWrite(of:)`` makes a machine holding the write's turn.
    func beginIdleWrite(of param: ParamKey) -> Bool {
        state.withLock { state in
            guard !state.clearing, state.machines.isEmpty || state.machines.index(forKey: param) == nil,
                !state.idleWrites.contains(param)
            else { return false }
            state.idleWrites.append(param)
            return true
        }
    }

    /// Ends a write begun by ``beginIdleWrite(of:)``; `false` when a machine took it over meanwhile: the
    /// writer then holds its turn and gives it back.
    func endIdleWrite(of param: ParamKey) -> Bool {
        state.withLock { state in
            guard let index = state.idleWrites.firstIndex(of: param) else { return false }
            state.idleWrites.remove(at: index)
            return true
        }
    }

    /// Makes a machine holding the turn of the idle write of `param`, unless one took it over already.
    func takeOverIdleWrite(of param: ParamKey) {
        state.withLock { state in
            guard state.idleWrites.contains(param) else { return }
            state.insert(state.makeMachine(for: param), for: param)
        }
    }

    /// Reads the machine of `param` under the lock; `nil` when it has none.
    func inspect<Result>(_ param: ParamKey, _ body: (borrowing FlowMachine) -> Result) -> Result? {
        state.withLock { state in
            guard let index = state.machines.index(forKey: param) else { return nil }
            return body(state.machines.values[index])
        }
    }

    /// Performs the actions that need no caller and returns the others, in order.
    func perform(_ actions: FlowActions, for param: ParamKey) -> FlowActions {
        if actions.allSatisfy(\.isForTheCaller) { return actions }
        var kept = FlowActions()
        for action in actions {
            switch action {
            case .wakeSubscribers(let waiters):
                for waiter in waiters { waiter.resume() }
            case .wakeSubscriber(let waiter), .grantTurn(let waiter):
                waiter.resume()
            case .endPage(let request, let ending):
                request.end(ending)
            case .scheduleChangeRead:
                Task { await self.readAnnouncedChanges(of: param) }
            case .abandonFetch(let outcome):
                outcome.abandon()
            case .turnFreedForClear:
                turnFreedForClear()
            default:
                kept.append(action)
            }
        }
        return kept
    }

    // MARK: The turn

    /// Waits for the turn of `param`. A free turn is taken without suspending; while the cache is being
    /// cleared, every new turn waits until it is empty. Returns whether the param had subscribers when
    /// the turn was granted.
    @discardableResult
    func acquireTurn(of param: ParamKey) async -> Bool {
        while true {
            var clearing = false
            var granted: Bool?
            _ = step(param) { machine, state in
                clearing = state.clearing
                guard !clearing, machine.isTurnFree else { return nil }
                granted = machine.hasSubscribers
                return .turnTaken
            }
            if let granted { return granted }
            if clearing {
                await waitForClear()
                continue
            }
            // In a step of its own: a clear may have begun since the first one, and no turn is granted
            // during a clear, not even that of a machine made since.
            // Told through a lock rather than a captured variable, which the optimizer's coroutine split
            // of this function crashes on (Swift 6.3.1).
            let queued = Locked(false)
            await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
                let sent = step(param) { _, state in state.clearing ? nil : .turnRequested(waiter: waiter) }
                queued.withLock { $0 = sent != nil }
                if sent == nil { waiter.resume() }
            }
            if queued.withLock({ $0 }) { return inspect(param) { $0.hasSubscribers } ?? false }
        }
    }

    /// Sends `event`, the last of a turn, and gives the turn back in the same step; returns the actions
    /// left to the caller.
    @discardableResult
    func finishTurn(of param: ParamKey, with event: FlowEvent?) -> FlowActions {
        step(param, creatingMachine: false) { _, _ in .turnReleased(last: event) } ?? FlowActions()
    }

    // MARK: Subscribers

    func makeSubscriberID() -> UInt64 {
        subscriberIDs.add(1, ordering: .relaxed).newValue
    }

    /// Subscribes `id` to `param`; `runner` runs the fetches the machine decides on by itself.
    func subscribe(_ id: UInt64, to param: ParamKey, runner: (any FetchRunner)?) {
        send(.subscribe(id: id, runner: runner), for: param)
    }

    /// Waits for a state subscriber `id` of `param` has not seen, with the freshness and revision of its
    /// content; `nil` once it is unsubscribed or its task is cancelled.
    func nextState(for id: UInt64, of param: ParamKey) async -> ShownState? {
        while true {
            guard let polled = step(param, creatingMachine: false, { _, _ in .polled(id: id) }) else {
                return nil
            }
            for action in polled {
                switch action {
                case .deliver(let shown): return shown
                case .subscriptionEnded: return nil
                default: break
                }
            }
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
                    let parked = step(param, creatingMachine: false) { _, _ in .parked(id: id, waiter: waiter)
                    }
                    if parked == nil { waiter.resume() }
                }
            } onCancel: {
                send(.unsubscribe(id: id), for: param)
            }
        }
    }
}
