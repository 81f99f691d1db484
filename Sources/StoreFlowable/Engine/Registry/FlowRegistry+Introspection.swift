/// What a registry holds, for the package's tests and benchmarks.
extension FlowRegistry {
    /// The number of params whose coordination state is kept.
    var activeParamCount: Int { state.withLock { $0.machines.count } }

    /// The number of live subscriptions to `param`.
    func subscriberCount(for param: ParamKey) -> Int {
        inspect(param) { $0.subscriberCount } ?? 0
    }

    /// The number of callers waiting for a page request of `param` that another caller runs.
    func pageJoinerCount(for param: ParamKey) -> Int {
        let requests = inspect(param) { $0.pageRequestsInFlight }
        return (requests ?? []).reduce(0) { $0 + $1.joinerCount }
    }

    /// The number of callers waiting for the fetch of the whole content of `param`.
    func fetchWaiterCount(for param: ParamKey) -> Int {
        let outcome = inspect(param) { $0.fetchInFlight }
        return (outcome ?? nil)?.waiterCount ?? 0
    }

    /// The number of live subscriptions across every param.
    var totalSubscriberCount: Int {
        state.withLock { $0.machines.values.reduce(0) { $0 + $1.subscriberCount } }
    }
}
