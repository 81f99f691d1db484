/// One subscriber of a flowable: subscribes on the first `next()`, hands out the latest state it has not
/// seen, typed as `Content`, and unsubscribes when the iteration is cancelled or dropped.
final class Subscription<Content: Sendable>: StateCursor {
    private let engine: FlowEngine
    private let forceRefresh: Bool
    // Guarded by its own lock: the ID of this subscriber, once subscribed.
    private let subscriberID = Locked<UInt64?>(nil)

    init(engine: FlowEngine, forceRefresh: Bool) {
        self.engine = engine
        self.forceRefresh = forceRefresh
    }

    deinit {
        if let id = subscriberID.withLock({ $0 }) { engine.send(.unsubscribe(id: id)) }
    }

    func next() async -> LoadingState<Content>? {
        if let id = subscriberID.withLock({ $0 }) {
            return await engine.registry.nextState(for: id, of: engine.key)?.typed(as: Content.self)
        }
        if Task.isCancelled { return nil }
        let id = engine.registry.makeSubscriberID()
        subscriberID.withLock { $0 = id }
        engine.send(.subscribe(id: id))
        _ = await engine.checkFreshness(force: forceRefresh)
        return await engine.registry.nextState(for: id, of: engine.key)?.typed(as: Content.self)
    }
}
