import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct GettingFromTests {
    @Test func givenValidCache_whenGettingFromBoth_thenCacheIsReturnedWithoutFetch() async throws {
        let fetcher = TestFetcher<String, Int> { _ in 100 }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)

        #expect(try await flowable.requireData(from: .both) == 1)
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenValidCache_whenGettingFromOrigin_thenItFetchesAndCaches() async throws {
        let fetcher = TestFetcher<String, Int> { _ in 100 }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)

        #expect(try await flowable.requireData(from: .origin) == 100)
        #expect(fetcher.requestCount == 1)
        #expect(try await flowable.requireData(from: .cache) == 100)
    }

    @Test func givenNoCache_whenGettingFromCache_thenNoCachedDataIsThrownAndNothingFetched() async {
        let fetcher = TestFetcher<String, Int> { _ in 100 }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        await #expect(throws: StoreFlowableError.noCachedData) {
            try await flowable.requireData(from: .cache)
        }
        #expect(await flowable.getData(from: .cache) == nil)
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenExpiredCache_whenGettingFromCache_thenTheStaleValueIsReturned() async {
        let clock = TestClock()
        let flowable = makeFlowable(
            cacher: IntCacher(expireSeconds: 1, clock: clock.epochClock),
            fetcher: TestFetcher()
        )
        await flowable.update(newData: 1)
        clock.advance(by: .seconds(10))

        #expect(await flowable.getData(from: .cache) == 1)
    }
}
