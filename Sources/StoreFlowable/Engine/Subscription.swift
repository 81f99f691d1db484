/// One subscriber of a flowable: subscribes on the first `next()`, hands out the latest state it has not
/// seen, and unsubscribes when the iteration is cancelled or dropped.
final class Subscription<C: Cacher>: StateCursor {
    private let engine: FlowEngine<C>
    private let forceRefresh: Bool
    // Guarded by its own lock: the ID of this subscriber, once subscribed.
    private let subscriberID = Locked<UInt64?>(nil)

    init(engine: FlowEngine<C>, forceRefresh: Bool) {
        self.engine = engine
        self.forceRefresh = forceRefresh
    }

    deinit {
        if let id = subscriberID.withLock({ $0 }) { engine.send(.unsubscribe(id: id)) }
    }

    func next() async -> LoadingState<C.Data>? {
        if let id = subscriberID.withLock({ $0 }) {
            return await engine.registry.nextState(for: id, of: engine.key)?.typed(as: C.Data.self)
        }
        if Task.isCancelled { return nil }
        let id = engine.registry.makeSubscriberID()
        subscriberID.withLock { $0 = id }
        engine.send(.subscribe(id: id))
        _ = await engine.checkFreshness(force: forceRefresh)
        return await engine.registry.nextState(for: id, of: engine.key)?.typed(as: C.Data.self)
    }
}
