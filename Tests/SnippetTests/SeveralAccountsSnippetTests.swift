import StoreFlowable
import Testing

@testable import ArticleSnippets

/// SigningInAndOutOfSeveralAccounts.md's blocks, as written (Tests/Snippets/Articles/SigningInAndOut.swift).
@Suite struct SeveralAccountsSnippetTests {
    typealias Article = SeveralAccountsArticle

    @Test func theSwitchedScreenRendersBobsTimeline() async {
        let bobsFetcher = Article.TimelineFetcher(posts: [.init(id: "b1", text: "Bob's")])
        let (rendered, render) = AsyncStream.makeStream(of: LoadingState<[Article.Post]>.self)
        let screen = Task { await Article.switchToBob(bobsFetcher: bobsFetcher) { render.yield($0) } }

        var last: LoadingState<[Article.Post]>?
        for await state in rendered {
            last = state
            if state.isCompleted { break }
        }
        screen.cancel()
        await screen.value

        #expect(last?.content?.map(\.text) == ["Bob's"])
    }

    @Test func switchingShowsTheOtherAccountsCacheAndSigningOutClearsOnlyOne() async throws {
        let alicesFetcher = Article.TimelineFetcher(posts: [.init(id: "a1", text: "Alice's")])
        let bobsFetcher = Article.TimelineFetcher(posts: [.init(id: "b1", text: "Bob's")])
        let alice = Article.AccountCache(accountID: "109")
        let bob = Article.AccountCache(accountID: "110")
        _ = try await alice.home(fetcher: alicesFetcher).requireData()
        _ = try await bob.home(fetcher: bobsFetcher).requireData()

        let first = await bob.home(fetcher: bobsFetcher).publish().first { _ in true }
        try await Article.signOut(alice: alice)

        #expect(first?.content?.map(\.text) == ["Bob's"])
        #expect(bobsFetcher.served.count.withLock { $0 } == 1)
        #expect(await alice.timelines.loadData(param: .home) == nil)
        #expect(await bob.timelines.loadData(param: .home)?.map(\.text) == ["Bob's"])
        #expect(bob.store.entity(Article.Post.self, id: "b1") != nil)
    }
}
