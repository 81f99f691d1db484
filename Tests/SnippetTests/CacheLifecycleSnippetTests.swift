import Foundation
import StoreFlowable
import Testing

@testable import ArticleSnippets

/// ManagingTheCacheLifecycle.md's blocks, as written (Tests/Snippets/Articles/ManagingTheCacheLifecycle.swift).
/// Its invalidation block is compiled, not run: `CacheLifecycle.invalidateAll()` would mark the cachers of
/// the tests running beside it stale (InvalidationTests cover each of its calls).
@Suite struct CacheLifecycleSnippetTests {
    @Test func theRetryingTimelineLoadsAndTheTriggerEnds() async throws {
        let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: EntityStore())

        let timeline = retryingTimeline(cacher: timelines, fetcher: TimelineFetcher(client: MastodonClient()))
        let trigger = refetchEveryMinute(timelines: timelines)
        await trigger.finished()

        #expect(try await timeline.requireData().map(\.id) == ["1"])
    }
}
