import Synchronization

/// One subscriber of a flowable: subscribes on the first `next()`, hands out the latest state it has not
/// seen, typed as `Content`, and unsubscribes when the iteration is cancelled or dropped.
final class Subscription<Content: Sendable>: StateCursor {
    /// What a subscriber asks of the cache when it starts.
    enum Start {
        /// Fetch when the cache is absent, stale or refused by `needRefresh`, or always with `force`.
        case validate(force: Bool)
        /// Never fetch: show the cache as it is, and every change made to it.
        case cacheOnly
    }

    private let engine: FlowEngine
    private let start: Start
    /// The next state with the gaps of its content and the list's reading position; `nil` when the
    /// iteration is over.
    func nextWithGaps<Item: Identifiable & Sendable>() async -> StateWithGaps<Item>?
    where Content == [Item], Item.ID: Sendable {
        guard let id = await subscribedID(),
            let next = await engine.registry.nextState(for: id, of: engine.key)
        else { return nil }
        let state = next.state.typed(as: [Item].self)
        guard let gaps = engine.gaps else {
            return StateWithGaps(state: state, gaps: [], anchor: nil, freshness: next.freshness)
        }
        let shown = gaps.shown(state.content, engine.registry.gapLoads.states(of: engine.key))
        return StateWithGaps(
            state: state, gaps: shown.gaps, anchor: shown.anchor as? ListAnchor<Item.ID>,
            freshness: next.freshness)
    }

    /// The ID of this subscriber once subscribed; 0 before (IDs start at 1).
    private let subscriberID = Atomic<UInt64>(0)

    init(engine: FlowEngine, start: Start) {
        self.engine = engine
        self.start = start
    }

    deinit {
        let id = subscriberID.load(ordering: .relaxed)
        if id != 0 { engine.send(.unsubscribe(id: id)) }
    }

    func next() async -> LoadingState<Content>? {
        guard let id = await subscribedID() else { return nil }
        return await engine.registry.nextState(for: id, of: engine.key)?.state.typed(as: Content.self)
    }

    /// The next state with the freshness of its content; `nil` when the iteration is over.
    func nextWithFreshness() async -> StateWithFreshness<Content>? {
        guard let id = await subscribedID(),
            let next = await engine.registry.nextState(for: id, of: engine.key)
        else { return nil }
        return StateWithFreshness(state: next.state.typed(as: Content.self), freshness: next.freshness)
    }

    /// The next state with the revision of its content (`nil` when the cacher keeps none); `nil` when
    /// the iteration is over.
    func nextWithRevision() async -> (state: LoadingState<Content>, revision: UInt64?)? {
        guard let id = await subscribedID(),
            let next = await engine.registry.nextState(for: id, of: engine.key)
        else { return nil }
        return (next.state.typed(as: Content.self), next.revision)
    }

    /// The ID of this subscriber, subscribing first when it has not yet; `nil` when the task is cancelled.
    private func subscribedID() async -> UInt64? {
        let id = subscriberID.load(ordering: .relaxed)
        return id != 0 ? id : await subscribe()
    }

    /// Subscribes and looks at the cache as `start` says; the subscriber's ID, or `nil` when the task is
    /// cancelled.
    private func subscribe() async -> UInt64? {
        if Task.isCancelled { return nil }
        let id = engine.registry.makeSubscriberID()
        subscriberID.store(id, ordering: .relaxed)
        switch start {
        case .validate(force: false):
            if !engine.subscribeShowingValidCache(id) {
                _ = await engine.checkFreshness(force: false, awaiting: false)
            }
        case .validate(force: true):
            engine.registry.subscribe(id, to: engine.key, runner: engine)
            _ = await engine.checkFreshness(force: true, awaiting: false)
        case .cacheOnly:
            // A cache-only subscriber never has fetches started for it.
            engine.registry.subscribe(id, to: engine.key, runner: nil)
            await engine.loadCachedState()
        }
        return id
    }
}

/// Produces the states of one iteration of a ``FreshnessStateSequence``.
extension Subscription: FreshnessCursor {}
