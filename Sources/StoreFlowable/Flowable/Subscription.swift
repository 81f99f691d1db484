/// One subscriber of a flowable: registers with the shared hub on the first `next()`, hands out the
/// latest state it has not seen, and unregisters when the iteration is cancelled or dropped.
final class Subscription<C: Cacher>: StateCursor {
    private let core: FlowableCore<C>
    private let forceRefresh: Bool
    // Guarded by its own lock: the ID the hub gave this subscriber, once registered.
    private let registration = Locked<UInt64?>(nil)

    init(core: FlowableCore<C>, forceRefresh: Bool) {
        self.core = core
        self.forceRefresh = forceRefresh
    }

    deinit {
        if let id = registration.withLock({ $0 }) { core.hub.unregister(id) }
    }

    func next() async -> LoadingState<C.Data>? {
        if let id = registration.withLock({ $0 }) {
            return await core.hub.awaitState(for: id)
        }
        if Task.isCancelled { return nil }
        let id = core.hub.register()
        registration.withLock { $0 = id }
        _ = await core.ensureFresh(force: forceRefresh, keep: true)
        return await core.hub.awaitState(for: id)
    }
}
