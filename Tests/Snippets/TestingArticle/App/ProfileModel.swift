import StoreFlowable

struct User: Sendable, Equatable {
    let id: String
    var name: String
}

/// What the profile screen shows: the user's name, fresh for five minutes, a failed load retried.
struct ProfileModel: Sendable {
    private let user: AnyStoreFlowable<User>

    init(
        id: String, fetcher: some Fetcher<String, User>, cacher: InMemoryCacher<String, User>,
        retry: RetryPolicy
    ) {
        user = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: id, retry: retry)
    }

    /// The screen's states: the name once loaded, the cached name while loading or failed.
    var name: LoadingStateSequence<String> {
        user.publish().mapContent(\.name)
    }

    /// Pull to refresh: fetches again, keeping the name on screen.
    func refresh() async {
        await user.refresh()
    }
}
