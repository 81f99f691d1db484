import StoreFlowable
import Synchronization
import Testing

// SigningInAndOutOfSeveralAccounts.md, compiled and run: the article's class as written, its statements in
// the test below, and the names it uses (`Post`, `Timeline`, `TimelineFetcher`, `render`) declared here.

enum SigningInArticle {
    struct Post: NormalizedEntity {
        let id: String
        var text: String
    }

    enum Timeline: Hashable, Sendable {
        case home
    }

    /// Serves one page of the posts it was made with, and counts its calls.
    struct TimelineFetcher: PaginationFetcher {
        let posts: [Post]
        let calls = CallCount()

        func fetch(param: Timeline) async throws -> PaginationFetchResult<Post, String> {
            calls.count.withLock { $0 += 1 }
            return PaginationFetchResult(data: posts, nextKey: nil)
        }

        func fetchNext(nextKey: String, param: Timeline) async throws -> PaginationFetchResult<Post, String> {
            PaginationFetchResult(data: [], nextKey: nil)
        }
    }

    final class CallCount: Sendable {
        let count = Mutex(0)
    }

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
}

@Suite struct SigningInAndOutSnippetTests {
    typealias AccountCache = SigningInArticle.AccountCache

    @Test func switchingShowsTheOtherAccountsCacheAndSigningOutClearsOnlyOne() async throws {
        let (rendered, renderer) = AsyncStream.makeStream(of: LoadingState<[SigningInArticle.Post]>.self)
        let render = { (state: LoadingState<[SigningInArticle.Post]>) in _ = renderer.yield(state) }
        let bobsFetcher = SigningInArticle.TimelineFetcher(posts: [.init(id: "b1", text: "Bob's")])
        let alicesFetcher = SigningInArticle.TimelineFetcher(posts: [.init(id: "a1", text: "Alice's")])

        let alice = AccountCache(accountID: "109")
        let bob = AccountCache(accountID: "110")
        _ = try await alice.home(fetcher: alicesFetcher).requireData()
        _ = try await bob.home(fetcher: bobsFetcher).requireData()
        var shown = alice
        shown = bob
        let showing = Task {
            for await state in shown.home(fetcher: bobsFetcher).publish() {
                render(state)
            }
        }
        var states = rendered.makeAsyncIterator()
        let first = await states.next()
        showing.cancel()
        #expect(first?.content?.map(\.text) == ["Bob's"])
        #expect(bobsFetcher.calls.count.withLock { $0 } == 1)

        try await alice.partition.clearAll()

        #expect(await alice.timelines.loadData(param: .home) == nil)
        #expect(await bob.timelines.loadData(param: .home)?.map(\.text) == ["Bob's"])
        #expect(bob.store.entity(SigningInArticle.Post.self, id: "b1") != nil)
    }
}
