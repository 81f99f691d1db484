/// The operations of a flowable with its cacher type erased, shared by the `Any…StoreFlowable` types.
@usableFromInline
protocol FlowableEngine<Content>: Sendable {
    associatedtype Content: Sendable
    func publish(forceRefresh: Bool) -> LoadingStateSequence<Content>
    func requireData(from: GettingFrom) async throws -> Content
    func validate() async
    func refresh() async
    func replace(with data: Content, nextKey: String?, prevKey: String?) async
    func clear() async
    func requestPage(_ direction: PageDirection, continueWhenError: Bool) async
}

extension FlowableCore: FlowableEngine {
    @usableFromInline
    func publish(forceRefresh: Bool) -> LoadingStateSequence<C.Data> {
        LoadingStateSequence { Subscription(core: self, forceRefresh: forceRefresh) }
    }

    @usableFromInline
    func requireData(from: GettingFrom) async throws -> C.Data {
        switch from {
        case .cache:
            guard let data = await cacher.loadData(param: param) else {
                throw StoreFlowableError.noCachedData
            }
            return data
        case .both, .origin:
            switch await ensureFresh(force: from == .origin, keep: false) {
            case .valid(let data): return data
            case .fetching(let task): return try await task.value
            }
        }
    }

    @usableFromInline
    func validate() async {
        if case .fetching(let task) = await ensureFresh(force: false, keep: false) {
            _ = await task.result
        }
    }

    @usableFromInline
    func refresh() async {
        if case .fetching(let task) = await ensureFresh(force: true, keep: false) {
            _ = await task.result
        }
    }
}
