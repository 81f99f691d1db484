import StoreFlowable

/// SigningInAndOutOfSeveralAccounts.md's blocks, as written and in order, in a namespace: its `Post` and
/// `TimelineFetcher` are not the other articles'. The statements are in functions whose parameters are the
/// names the article leaves to the reader; `Post`, `Timeline` and `TimelineFetcher` stand for the reader's
/// (SigningInAndOutStandIns.swift).
enum SeveralAccountsArticle {
    /// Everything cached for one signed-in account.
    final class AccountCache: Sendable {
        let partition: CachePartition
        let store: EntityStore
        let timelines: NormalizedListCacher<Timeline, Post, String>

        init(accountID: String) {
            partition = CachePartition(id: accountID)
            store = partition.own(EntityStore())
            timelines = partition.own(NormalizedListCacher(store: store))
        }

        func home(fetcher: TimelineFetcher) -> AnyPaginationStoreFlowable<Post, String> {
            AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
        }
    }

    /// "Switching accounts": the screens show Bob's home timeline, rendering each state, until the task is
    /// cancelled. `render(_:)` stands for UI code.
    static func switchToBob(bobsFetcher: TimelineFetcher, render: (LoadingState<[Post]>) -> Void) async {
        let alice = AccountCache(accountID: "109")
        let bob = AccountCache(accountID: "110")
        var shown = alice
        // …later, the person taps Bob's avatar: every screen rebuilds its flowables from `shown`.
        shown = bob
        for await state in shown.home(fetcher: bobsFetcher).publish() {
            render(state)
        }
    }

    /// "Signing one account out".
    static func signOut(alice: AccountCache) async throws {
        try await alice.partition.clearAll()
    }
}
