/// What a ``FlowableModel`` asks of its flowable, with the flowable's type erased.
struct FlowableModelSource<Content: Sendable>: Sendable {
    let currentState: @Sendable () -> LoadingState<Content>
    let publish: @Sendable () -> LoadingStateSequence<Content>
    let refresh: @Sendable () async -> Void
    /// Loads a page in a direction; `nil` for a flowable without pages.
    let requestPage: (@Sendable (PageDirection, _ continueWhenError: Bool) async -> Void)?

    init(_ flowable: some StoreFlowable<Content>) {
        currentState = { flowable.currentState() }
        publish = { flowable.publish() }
        refresh = { await flowable.refresh() }
        requestPage = nil
    }

    init<Flowable: PaginationStoreFlowable>(paginated flowable: Flowable) where Flowable.Content == Content {
        currentState = { flowable.currentState() }
        publish = { flowable.publish() }
        refresh = { await flowable.refresh() }
        requestPage = { direction, continueWhenError in
            switch direction {
            case .next: await flowable.requestNextData(continueWhenError: continueWhenError)
            case .prev: await flowable.requestPrevData(continueWhenError: continueWhenError)
            }
        }
    }
}
