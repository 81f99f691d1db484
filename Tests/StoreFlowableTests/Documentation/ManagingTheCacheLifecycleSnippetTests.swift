import StoreFlowable
import StoreFlowableTesting
import Testing

// ManagingTheCacheLifecycle.md, compiled and run: the article's statements in the tests, with the values
// they name declared here (`users` keyed by a param with a team, a store of statuses, a timeline cacher).

enum CacheLifecycleArticle {
    struct UserParam: Hashable, Sendable {
        var id: String
        var team: String
    }

    typealias Status = Toot

    enum Timeline: Hashable, Sendable {
        case home
    }

    struct TimelineFetcher: PaginationFetcher {
        func fetch(param: Timeline) async throws -> PaginationFetchResult<Int, String> {
            PaginationFetchResult(data: [1, 2], nextKey: nil)
        }

        func fetchNext(nextKey: String, param: Timeline) async throws -> PaginationFetchResult<Int, String> {
            PaginationFetchResult(data: [], nextKey: nil)
        }
    }
}

@Suite struct ManagingTheCacheLifecycleSnippetTests {
    @Test func theInvalidationSnippetMarksWhatItNames() async throws {
        typealias Status = CacheLifecycleArticle.Status
        let users = InMemoryCacher<CacheLifecycleArticle.UserParam, String>()
        let userID = CacheLifecycleArticle.UserParam(id: "1", team: "ios")
        let store = EntityStore()
        let id = "s1"
        await users.saveData(data: "Ada", param: userID)
        await users.saveDataCachedAt(epochSeconds: 0, param: userID)

        users.invalidate(param: userID)  // one param
        users.invalidate { $0.team == "ios" }  // every param a predicate accepts
        users.invalidateAll()  // the whole cacher
        store.invalidate(Status.self, ids: [id])  // every list and entity cacher showing that status

        let flowable = AnyStoreFlowable.from(
            cacher: users, fetcher: TestFetcher { _ in "Grace" }, param: userID)
        #expect(try await flowable.requireData() == "Grace")
    }

    @Test func theRetryAndTriggerSnippetsBuildAWorkingTimeline() async throws {
        let cacher = InMemoryPaginationCacher<CacheLifecycleArticle.Timeline, Int, String>()
        let fetcher = CacheLifecycleArticle.TimelineFetcher()
        let printed = Recorder<String>()
        let retry = RetryPolicy(
            maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30),
            onRetry: { attempt in printed.record("retrying in \(attempt.delay)") })
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: fetcher, param: .home, retry: retry)
        let trigger = cacher.refetch(on: IntervalSignals(every: .seconds(60)))
        trigger.cancel()
        await trigger.finished()

        #expect(try await timeline.requireData() == [1, 2])
        #expect(printed.values.isEmpty)
    }
}

@Suite struct ReadmeCacheLifecycleTests {
    @Test func theReadmeLifecycleBlockRunsAsWritten() async throws {
        let timelines = NormalizedListCacher<String, Toot, String>(store: EntityStore())
        let fetcher = TootPagesFetcher(pages: ["home": [[Toot(id: "1", author: Author(id: "a", name: "A"))]]])

        let retry = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(30))
        let feed = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: fetcher, param: "home", retry: retry)
        timelines.invalidate(param: "home")  // refetches, keeping the posts on screen meanwhile
        // stale lists on screen only
        let refresher = timelines.refetch(on: IntervalSignals(every: .seconds(60)))
        var origins: [ContentOrigin?] = []
        for await update in feed.publishWithFreshness() {
            // "updated 2 min ago", "offline"
            print(update.freshness?.savedAt as Any, update.freshness?.origin as Any)
            origins.append(update.freshness?.origin)
            break
        }
        refresher.cancel()
        // sign out; `CacheLifecycle.clearAll()` empties every cacher and store
        try await timelines.clearAll()

        #expect(origins == [nil])
        #expect(await timelines.loadData(param: "home") == nil)
    }
}
