import StoreFlowable
import StoreFlowableTesting
import Testing

// UsingFlowablesInSwiftUI.md, compiled and run: the model's snippets, with the timeline they name declared
// here. The article's SwiftUI view is not compiled: SwiftUI exists on Apple's systems only.

enum SwiftUIArticle {
    enum Timeline: Hashable, Sendable {
        case home
    }

    struct Fetcher: PaginationFetcher {
        func fetch(param: Timeline) async throws -> PaginationFetchResult<Toot, String> {
            PaginationFetchResult(data: [], nextKey: nil)
        }

        func fetchNext(nextKey: String, param: Timeline) async throws -> PaginationFetchResult<Toot, String> {
            PaginationFetchResult(
                data: [Toot(id: "older", author: Author(id: "a", name: "Ada"))], nextKey: nil)
        }
    }
}

@MainActor
@Suite struct UsingFlowablesInSwiftUISnippetTests {
    @Test func theModelStartsOnTheCachedTimelineAndPagesForward() async {
        let timelines = NormalizedListCacher<SwiftUIArticle.Timeline, Toot, String>(store: EntityStore())
        let fetcher = SwiftUIArticle.Fetcher()
        let cached = Toot(id: "newest", author: Author(id: "a", name: "Ada"))
        await AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
            .update(newData: [cached], nextKey: "page-2")

        let timeline = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
        let model = FlowableModel(timeline)
        #expect(model.state.content?.map(\.id) == ["newest"])

        let run = Task { await model.run() }
        await model.requestNextData()  // older posts, appended
        await model.waitUntil { $0.content?.count == 2 }
        run.cancel()  // what SwiftUI's .task does when the view goes away

        #expect(model.content?.map(\.id) == ["newest", "older"])
        #expect(model.nextPage == .fixed(canRequestAdditionalData: false))
    }
}

/// README.md's SwiftUI lines, compiled and run.
@MainActor
@Suite struct ReadmeSwiftUISnippetTests {
    @Test func theReadmeLinesShowTheCachedListThenTheNextPage() async {
        let timelines = NormalizedListCacher<String, Toot, String>(store: EntityStore())
        let fetcher = FeedFetcher<Toot>(nextPage: { _ in
            .page([Toot(id: "2", author: Author(id: "a", name: "Ada"))], next: nil)
        })
        let feed = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        await feed.update(newData: [Toot(id: "1", author: Author(id: "a", name: "Ada"))], nextKey: "2")

        let model = FlowableModel(feed)  // model.state: the cached list, before any await
        #expect(model.content?.map(\.id) == ["1"])
        let run = Task { await model.run() }  // in a view: .task { await model.run() }
        await model.requestNextData()
        run.cancel()

        #expect(feed.currentState().content?.map(\.id) == ["1", "2"])
    }
}
