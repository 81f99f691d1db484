/// What the library keeps for a cacher's flowables, for tests and benchmarks of this package.
extension Cacher {
    /// The number of params of this cacher whose coordination state is kept: those with subscribers,
    /// work in flight or a recorded failure.
    package var activeParamCount: Int {
        RegistryDirectory.existingRegistry(for: self)?.activeParamCount ?? 0
    }

    /// The number of live subscriptions to `param` across every flowable on this cacher.
    package func subscriberCount(for param: Param) -> Int {
        RegistryDirectory.existingRegistry(for: self)?.subscriberCount(for: ParamKey(param)) ?? 0
    }

    /// The number of live subscriptions across every param of this cacher.
    package var totalSubscriberCount: Int {
        RegistryDirectory.existingRegistry(for: self)?.totalSubscriberCount ?? 0
    }

    /// The number of callers waiting for a page request of `param` that another caller runs.
    package func pageJoinerCount(for param: Param) -> Int {
        RegistryDirectory.existingRegistry(for: self)?.pageJoinerCount(for: ParamKey(param)) ?? 0
    }

    /// The number of callers waiting for the fetch of the whole content of `param` in flight.
    package func fetchWaiterCount(for param: Param) -> Int {
        RegistryDirectory.existingRegistry(for: self)?.fetchWaiterCount(for: ParamKey(param)) ?? 0
    }
}
