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

    /// Sends `event` to the machine of `param`, performs the actions that need no caller, and returns
    /// the others.
    @discardableResult
    func send(_ event: FlowEvent, for param: ParamKey) -> [FlowAction] {
        var change = ParamActivity.unchanged
        // Released after the lock: it may hold the last reference to replaced content.
        var retired = FlowMachine.Retired()
        let actions = state.withLock { state in
            guard let index = state.machines.index(forKey: param) else {
                var machine = FlowMachine()
                let actions = machine.on(event)
                change = machine.takeActivityChange()
                if !machine.isIdle { state.machines[param] = machine }
                return actions
            }
            var idle = false
            let actions = state.machines.values[index].on(event, thenCheckIdle: &idle)
            (change, retired) = state.endStep(at: index, dropping: idle)
            return actions
        }
        _ = consume retired
        note(change, of: param)
        return actions.isEmpty ? actions : perform(actions, for: param)
    }

    /// Waits for the turn of `param`, then sends `event` and runs `take` on the machine in the same step
    /// under the lock; a free turn is taken in that step too. Returns the actions left to the caller and
    /// what `take` returned (`nil` when the machine is gone).
    func acquireTurn<Taken>(
        of param: ParamKey,
        sending event: FlowEvent,
        taking take: (inout FlowMachine) -> Taken?
    ) async -> ([FlowAction], Taken?) {
        var change = ParamActivity.unchanged
        let atOnce = state.withLock { state -> ([FlowAction], Taken?)? in
            guard !state.clearing, let index = state.machines.index(forKey: param),
                state.machines.values[index].takeTurnIfFree()
            else { return nil }
            let actions = state.machines.values[index].on(event)
            change = state.machines.values[index].takeActivityChange()
            return (actions, take(&state.machines.values[index]))
        }
        note(change, of: param)
        let (actions, taken): ([FlowAction], Taken?)
        if let atOnce {
            (actions, taken) = atOnce
        } else {
            await acquireTurn(of: param)
            (actions, taken) =
                inspect(param) { machine in
                    let actions = machine.on(event)
                    change = machine.takeActivityChange()
                    return (actions, take(&machine))
                } ?? ([], nil)
            note(change, of: param)
        }
        return (actions.isEmpty ? actions : perform(actions, for: param), taken)
    }

    /// Waits for the turn of `param`, then sends `event`, as ``acquireTurn(of:sending:taking:)``.
    func acquireTurn(of param: ParamKey, sending event: FlowEvent) async -> [FlowAction] {
        await acquireTurn(of: param, sending: event) { _ in () }.0
    }

    /// Runs `write` under the lock when `param` has no machine (no subscriber, nothing in flight, no
    /// failure kept) and the cache is not being cleared, and returns `true`; nobody can start work on the
    /// param meanwhile, so the write needs no turn. Returns `false` without running it otherwise.
    func writeIfIdle(_ param: ParamKey, _ write: () -> Void) -> Bool {
        state.withLock { state in
            guard !state.clearing, state.machines.index(forKey: param) == nil else { return false }
            write()
            return true
        }
    }

    /// Reads the machine of `param` under the lock; `nil` when it has none.
    func inspect<Result>(_ param: ParamKey, _ body: (inout FlowMachine) -> Result) -> Result? {
        state.withLock { state in
            guard let index = state.machines.index(forKey: param) else { return nil }
            return body(&state.machines.values[index])
        }
    }

    /// Performs the actions that need no caller and returns the others, in order, in the same buffer.
    func perform(_ actions: consuming [FlowAction], for param: ParamKey) -> [FlowAction] {
        var actions = actions
        var kept = 0
        for index in actions.indices {
            switch actions[index] {
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
                if kept != index { actions.swapAt(kept, index) }
                kept += 1
            }
        }
        actions.removeLast(actions.count - kept)
        return actions
    }

    // MARK: The turn

    /// What a caller asking for the turn gets at once.
    private enum TurnRequest {
        case granted(hasSubscribers: Bool)
        case queue
        case waitForClear
    }

    /// Waits for the turn of `param`. A free turn is taken without suspending; while the cache is being
    /// cleared, every new turn waits until it is empty. Returns whether the param had subscribers when
    /// the turn was granted.
    @discardableResult
    func acquireTurn(of param: ParamKey) async -> Bool {
        while true {
            var change = ParamActivity.unchanged
            let request = state.withLock { state -> TurnRequest in
                if state.clearing { return .waitForClear }
                guard let index = state.machines.index(forKey: param) else {
                    var machine = FlowMachine()
                    machine.takeTurn()
                    change = machine.takeActivityChange()
                    state.machines[param] = machine
                    return .granted(hasSubscribers: false)
                }
                guard state.machines.values[index].takeTurnIfFree() else { return .queue }
                change = state.machines.values[index].takeActivityChange()
                return .granted(hasSubscribers: state.machines.values[index].hasSubscribers)
            }
            note(change, of: param)
            switch request {
            case .granted(let hasSubscribers):
                return hasSubscribers
            case .waitForClear:
                await waitForClear()
            case .queue:
                await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
                    send(.turnRequested(waiter: waiter), for: param)
                }
                return inspect(param) { $0.hasSubscribers } ?? false
            }
        }
    }

    /// Sends `event`, the last of a turn, and gives the turn back in the same step; returns the actions
    /// left to the caller.
    func finishTurn(of param: ParamKey, with event: FlowEvent?) -> [FlowAction] {
        var change = ParamActivity.unchanged
        // Released after the lock: it may hold the last reference to replaced content.
        var retired = FlowMachine.Retired()
        let actions = state.withLock { state -> [FlowAction] in
            guard let index = state.machines.index(forKey: param) else { return [] }
            var actions = FlowAction.buffer()
            if let event { state.machines.values[index].on(event, into: &actions) }
            (change, retired) = state.releaseTurn(at: index, into: &actions)
            return actions
        }
        _ = consume retired
        note(change, of: param)
        return actions.isEmpty ? actions : perform(actions, for: param)
    }

    // MARK: Subscribers

    func makeSubscriberID() -> UInt64 {
        subscriberIDs.add(1, ordering: .relaxed).newValue
    }

    /// Subscribes `id` to `param`; `runner` runs the fetches the machine decides on by itself.
    func subscribe(_ id: UInt64, to param: ParamKey, runner: (any FetchRunner)?) {
        var change = ParamActivity.unchanged
        let actions = state.withLock { state in
            guard let index = state.machines.index(forKey: param) else {
                var machine = FlowMachine()
                if let runner { machine.runners[id] = runner }
                let actions = machine.on(.subscribe(id: id))
                change = machine.takeActivityChange()
                state.machines[param] = machine
                return actions
            }
            if let runner { state.machines.values[index].runners[id] = runner }
            let actions = state.machines.values[index].on(.subscribe(id: id))
            change = state.machines.values[index].takeActivityChange()
            return actions
        }
        note(change, of: param)
        _ = perform(actions, for: param)
    }

    /// Waits for a state subscriber `id` of `param` has not seen, with the freshness and revision of its
    /// content; `nil` once it is unsubscribed or its task is cancelled.
    func nextState(for id: UInt64, of param: ParamKey) async -> (
        state: LoadingState<any Sendable>, freshness: ContentFreshness?, revision: UInt64?
    )? {
        while true {
            var revision: UInt64?
            let polled = inspect(param) { machine in
                let polled = machine.poll(id)
                revision = machine.currentRevision
                return polled
            }
            switch polled ?? .finished {
            case .state(let state, let freshness): return (state, freshness, revision)
            case .finished: return nil
            case .wait: break
            }
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
                    if inspect(param, { $0.park(id, waiter) }) != true { waiter.resume() }
                }
            } onCancel: {
                send(.unsubscribe(id: id), for: param)
            }
        }
    }

}
