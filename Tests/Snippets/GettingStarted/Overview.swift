import StoreFlowable

// StoreFlowable.md's overview, as written, on this guide's `UserFetcher` and `FakeAPI`, which the article
// names. The names it leaves to the reader are parameters; `render(_:)` stands for UI code.

/// The overview's loop: renders every state of the user `userID` until the task is cancelled.
func showUser(
    userID: String, userCacher: InMemoryCacher<String, User>, api: FakeAPI,
    render: (LoadingState<User>) -> Void
) async {
    let user = AnyStoreFlowable.from(
        cacher: userCacher, fetcher: UserFetcher(api: api), param: userID)
    for await state in user.publish() {
        render(state)
    }
}
