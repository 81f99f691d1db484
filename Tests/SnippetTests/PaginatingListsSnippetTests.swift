import StoreFlowable
import Testing

@testable import ArticleSnippets

/// PaginatingLists.md's blocks, as written (Tests/Snippets/Articles/PaginatingLists.swift), run on the
/// stand-in API: a feed of posts 1 to 5 and a thread of posts 1 to 9, three a page.
@Suite struct PaginatingListsSnippetTests {
    typealias Article = PaginatingListsArticle

    @Test func theFeedScreenShowsPagesAndTheEnd() async throws {
        let feed = Article.openFeed()
        let model = Article.FeedModel(feed: feed)
        let (shown, show) = AsyncStream.makeStream(of: String.self)
        let screen = Task { await Article.showFeed(feed) { show.yield($0) } }

        var screens: [String] = []
        for await screenShown in shown {
            screens.append(screenShown)
            if screenShown == #"["1", "2", "3"] loadMore"# { await model.lastRowAppeared() }
            if screenShown.hasSuffix(" end") { break }
        }
        screen.cancel()
        await screen.value

        #expect(screens.first == "[] spinner")
        #expect(screens.contains(#"["1", "2", "3"] loadMore"#))
        #expect(screens.last == #"["1", "2", "3", "4", "5"] end"#)
        await model.pulledToRefresh()
        #expect(try await feed.requireData(from: .cache).map(\.id) == ["1", "2", "3"])
        await model.retryTapped()
        #expect(try await feed.requireData(from: .cache).map(\.id) == ["1", "2", "3", "4", "5"])
    }

    @Test func theTimelineGrowsBothWays() async throws {
        let timeline = await Article.openThread(api: Article.FeedAPI())

        #expect(try await timeline.requireData(from: .cache).map(\.id) == (1...9).map { "\($0)" })
        let state = await timeline.publish().first { _ in true }
        #expect(state?.next?.canRequestAdditionalData == false)
        #expect(state?.prev?.canRequestAdditionalData == false)
    }
}
