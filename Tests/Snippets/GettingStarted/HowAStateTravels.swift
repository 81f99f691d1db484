import StoreFlowable

// HowAStateTravels.md's blocks, as written and in order, on this guide's `UserFetcher` and `FakeAPI`, which
// the article names. `users` and `render(_:)` are parameters; `render(_:)` stands for UI code.

/// Steps 1 and 2: a flowable is built, and a subscriber renders its states until the task is cancelled.
func followAState(
    users: InMemoryCacher<String, User>, api: FakeAPI, render: (LoadingState<User>) -> Void
) async {
    let user = AnyStoreFlowable.from(cacher: users, fetcher: UserFetcher(api: api), param: "42")

    for await state in user.publish() {
        render(state)  // your UI code
    }
}
