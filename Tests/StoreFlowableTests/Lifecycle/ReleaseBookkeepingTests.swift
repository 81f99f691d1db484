import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// What an in-memory cacher keeps to release unused data goes with the data: a param cleared, or left
/// with nothing cached, costs nothing however long no write comes to sweep.
@Suite struct ReleaseBookkeepingTests {
    @Test func givenParamsUsedThenLeft_whenCleared_thenNoBookkeepingIsKeptForThem() async {
        let clock = TestClock()
        let cacher = InMemoryCacher<String, Int>(gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int> { _ in 1 }
        let flowables = (0..<50).map {
            AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "p\($0)")
        }
        for flowable in flowables {
            for await state in flowable.publish() where state.isCompleted { break }
        }
        #expect(cacher.releaser.trackedCount == 50)

        for flowable in flowables { await flowable.clear() }

        #expect(cacher.releaser.trackedCount == 0)
        #expect(await flowables[0].getData(from: .cache) == nil)
    }

    @Test func givenListsUsedThenLeft_whenCleared_thenNoBookkeepingIsKeptForThem() async throws {
        let clock = TestClock()
        let cacher = InMemoryPaginationCacher<String, String, String>(
            gcTime: .seconds(60), clock: clock.epochClock)
        let fetcher = TestPaginationFetcher<String, String, String>(firstPage: { request in
            PaginationFetchResult(data: ["\(request.param)-1"], nextKey: nil)
        })
        let lists = (0..<50).map {
            AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "p\($0)")
        }
        for list in lists {
            for await state in list.publish() where state.isCompleted { break }
        }
        #expect(cacher.releaser.trackedCount == 50)

        for list in lists { await list.clear() }

        #expect(cacher.releaser.trackedCount == 0)
    }

    @Test func givenEmptyParamsLookedAtCacheOnly_whenLeft_thenNothingIsKeptForThem() async {
        let cacher = InMemoryCacher<String, Int>(gcTime: .seconds(60), clock: TestClock().epochClock)
        let fetcher = TestFetcher<String, Int>()
        for index in 0..<50 {
            let viewer = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "p\(index)")
            for await _ in viewer.publishCacheOnly() { break }
        }

        #expect(cacher.releaser.trackedCount == 0)
        #expect(fetcher.requestCount == 0)
    }
}
