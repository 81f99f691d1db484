import Synchronization

/// The coordination of every flowable on one cacher: the ``FlowMachine`` of each param that has
/// subscribers or work in flight, under one lock.
///
/// This is the only place a param's state changes. Events go in under the lock; the actions the machine
/// returns are performed after it is released, so continuations are never resumed under the lock. A
/// param's machine is dropped as soon as it is idle, so memory does not grow with the params ever seen.
final class FlowRegistry<C: Cacher>: Sendable {
    let cacher: C
    // Guarded by its own lock: the machine of every param that is not idle.
    private let machines = Locked<[ParamKey: FlowMachine]>([:])
    private let subscriberIDs = Atomic<UInt64>(0)
    private let listening = Locked<UInt64?>(nil)

    init(cacher: C) {
        self.cacher = cacher
    }

    /// Starts showing subscribers the changes the cacher announces.
    func listenForChanges() {
        guard let changes = cacher.changes else { return }
        let token = changes.listen { [weak self] param in self?.send(.cacheChanged, for: ParamKey(param)) }
        listening.withLock { $0 = token }
    }

    deinit {
        if let token = listening.withLock({ $0 }) { cacher.changes?.stopListening(token) }
        RegistryDirectory.forget(ObjectIdentifier(cacher))
    }

    /// Sends `event` to the machine of `param`, performs the actions that need no caller, and returns
    /// the others.
    @discardableResult
    func send(_ event: FlowEvent, for param: ParamKey) -> [FlowAction] {
        let actions = machines.withLock { machines in
            guard let index = machines.index(forKey: param) else {
                var machine = FlowMachine()
                let actions = machine.on(event)
                if !machine.isIdle { machines[param] = machine }
                return actions
            }
            let actions = machines.values[index].on(event)
            if machines.values[index].isIdle { machines.remove(at: index) }
            return actions
        }
        return actions.isEmpty ? actions : perform(actions, for: param)
    }

    /// Reads the machine of `param` under the lock; `nil` when it has none.
    func inspect<Result>(_ param: ParamKey, _ body: (inout FlowMachine) -> Result) -> Result? {
        machines.withLock { machines in
            guard let index = machines.index(forKey: param) else { return nil }
            return body(&machines.values[index])
        }
    }

    private func perform(_ actions: [FlowAction], for param: ParamKey) -> [FlowAction] {
        var remaining: [FlowAction] = []
        for action in actions {
            switch action {
            case .wakeSubscribers(let waiters):
                for waiter in waiters { waiter.resume() }
            case .grantTurn(let waiter):
                waiter.resume()
            case .endPage(let request, let ending):
                request.end(ending)
            case .scheduleChangeRead:
                if let typed = param.value as? C.Param { Task { await self.readAnnouncedChanges(of: typed) } }
            default:
                remaining.append(action)
            }
        }
        return remaining
    }

    // MARK: The turn

    /// Runs `body` holding the turn of `param`: the exclusive right to use the cacher for it.
    func withTurn<Result>(
        of param: ParamKey,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Result
    ) async -> Result {
        await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
            send(.turnRequested(waiter: waiter), for: param)
        }
        let result = await body()
        send(.turnReleased, for: param)
        return result
    }

    // MARK: Subscribers

    func makeSubscriberID() -> UInt64 {
        subscriberIDs.add(1, ordering: .relaxed).newValue
    }

    /// Waits for a state subscriber `id` of `param` has not seen; `nil` once it is unsubscribed or its
    /// task is cancelled.
    func nextState(for id: UInt64, of param: ParamKey) async -> LoadingState<any Sendable>? {
        while true {
            switch inspect(param, { $0.poll(id) }) ?? .finished {
            case .state(let state): return state
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

    // MARK: Announced changes

    private func readAnnouncedChanges(of param: C.Param) async {
        let key = ParamKey(param)
        await withTurn(of: key) {
            for case .readChange in send(.changeReadStarting, for: key) {
                send(.changeRead(await cacher.loadData(param: param)), for: key)
            }
        }
    }

    // MARK: Introspection

    /// The number of params whose coordination state is kept.
    var activeParamCount: Int { machines.withLock { $0.count } }

    /// The number of live subscriptions to `param`.
    func subscriberCount(for param: ParamKey) -> Int {
        inspect(param) { $0.lastSeen.count } ?? 0
    }

    /// The number of callers waiting for a page request of `param` that another caller runs.
    func pageJoinerCount(for param: ParamKey) -> Int {
        let requests = inspect(param) { machine -> [PageRequest] in
            [machine.next, machine.prev].compactMap {
                if case .fetching(let request) = $0 { request } else { nil }
            }
        }
        return (requests ?? []).reduce(0) { $0 + $1.joinerCount }
    }

    /// The number of live subscriptions across every param.
    var totalSubscriberCount: Int {
        machines.withLock { $0.values.reduce(0) { $0 + $1.lastSeen.count } }
    }
}
