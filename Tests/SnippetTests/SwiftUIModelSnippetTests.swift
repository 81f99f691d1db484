import Foundation
import StoreFlowable
import Testing

@testable import ArticleSnippets

/// UsingFlowablesInSwiftUI.md's blocks about the model, as written
/// (Tests/Snippets/Articles/UsingFlowablesInSwiftUI.swift). Its view needs SwiftUI, on Apple's systems only.
@MainActor
@Suite struct SwiftUIModelSnippetTests {
    @Test func theModelStartsOnTheCachedTimelineAndPagesForward() async throws {
        let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: EntityStore())
        let fetcher = TimelineFetcher(client: MastodonClient())
        let cached = Status(id: "1", account: MastodonClient.ada, reblog: nil)
        let timeline = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
        await timeline.update(newData: [cached], nextKey: URL(fileURLWithPath: "/page-2"))

        let (model, shown) = makeTimelineModel(timelines: timelines, fetcher: fetcher)
        #expect(shown?.map(\.id) == ["1"])
        #expect(model.state.content?.map(\.id) == ["1"])

        await runTimelineModel(model)

        #expect(timeline.currentState().content?.map(\.id) == ["1", "0"])
    }
}
