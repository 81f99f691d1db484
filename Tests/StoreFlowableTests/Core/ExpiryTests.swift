import StoreFlowable
import StoreFlowableTesting
import Synchronization
import Testing

@Suite struct ExpiryTests {
    @Test func givenCacheWithinExpiry_whenValidating_thenNoFetchUntilExpiryPasses() async {
        let clock = TestClock()
        let fetcher = TestFetcher<String, Int> { $0.number }
        let flowable = makeFlowable(
            cacher: IntCacher(expireSeconds: 100, clock: clock.epochClock),
            fetcher: fetcher
        )
        await flowable.update(newData: 0)

        clock.advance(by: .seconds(100))
        await flowable.validate()
        #expect(fetcher.requestCount == 0)

        clock.advance(by: .seconds(1))
        await flowable.validate()
        #expect(fetcher.requestCount == 1)
        #expect(await flowable.getData(from: .cache) == 1)
    }

    @Test func givenUpdate_whenStamping_thenCachedAtIsTheInjectedNow() async {
        let clock = TestClock(epochSeconds: 5_000)
        let cacher = IntCacher(clock: clock.epochClock)
        let flowable = makeFlowable(cacher: cacher, fetcher: TestFetcher())

        await flowable.update(newData: 3)

        #expect(await cacher.loadDataCachedAt(param: "key") == 5_000)
    }

    @Test func givenNeedRefreshOverride_whenItSaysSo_thenValidCacheIsRefetched() async throws {
        let fetcher = TestFetcher<String, Int> { $0.number * 10 }
        let cacher = NegativeIsStaleCacher()
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "key")

        await flowable.update(newData: 5)
        #expect(try await flowable.requireData() == 5)
        #expect(fetcher.requestCount == 0)

        await flowable.update(newData: -1)
        #expect(try await flowable.requireData() == 10)
        #expect(fetcher.requestCount == 1)
    }
}

/// Treats negative numbers as stale, however fresh.
private final class NegativeIsStaleCacher: MemoryBackedCacher {
    let memory = InMemoryCacher<String, Int>()

    func needRefresh(cachedData: Int, param: String) async -> Bool {
        cachedData < 0
    }

}
