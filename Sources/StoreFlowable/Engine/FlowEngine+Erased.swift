/// The operations of a flowable with its cacher's type erased, for the `Any…StoreFlowable` types.
protocol ErasedFlowEngine<Content>: Sendable {
    associatedtype Content: Sendable
    func publish(forceRefresh: Bool) -> LoadingStateSequence<Content>
    func requireData(from: GettingFrom) async throws -> Content
    func validate(force: Bool) async
    func overwrite(with data: Content?, nextKey: Snapshot.Key?, prevKey: Snapshot.Key?)
        async
    func requestPage(_ direction: PageDirection, continueWhenError: Bool) async
}

extension FlowEngine: ErasedFlowEngine {
    func publish(forceRefresh: Bool) -> LoadingStateSequence<C.Data> {
        LoadingStateSequence { Subscription(engine: self, forceRefresh: forceRefresh) }
    }
}
