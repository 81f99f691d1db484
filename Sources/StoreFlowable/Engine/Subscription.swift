import Synchronization

/// One subscriber of a flowable: subscribes on the first `next()`, hands out the latest state it has not
/// seen, typed as `Content`, and unsubscribes when the iteration is cancelled or dropped.
final class Subscription<Content: Sendable>: StateCursor {
    private let engine: FlowEngine
    private let forceRefresh: Bool
    /// The ID of this subscriber once subscribed; 0 before (IDs start at 1).
    private let subscriberID = Atomic<UInt64>(0)

    init(engine: FlowEngine, forceRefresh: Bool) {
        self.engine = engine
        self.forceRefresh = forceRefresh
    }

    deinit {
        let id = subscriberID.load(ordering: .relaxed)
        if id != 0 { engine.send(.unsubscribe(id: id)) }
    }

    func next() async -> LoadingState<Content>? {
        let subscribed = subscriberID.load(ordering: .relaxed)
        if subscribed != 0 {
            return await engine.registry.nextState(for: subscribed, of: engine.key)?.typed(as: Content.self)
        }
        if Task.isCancelled { return nil }
        let id = engine.registry.makeSubscriberID()
        subscriberID.store(id, ordering: .relaxed)
        engine.send(.subscribe(id: id))
        _ = await engine.checkFreshness(force: forceRefresh)
        return await engine.registry.nextState(for: id, of: engine.key)?.typed(as: Content.self)
    }
}
