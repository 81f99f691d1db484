import StoreFlowable
import StoreFlowableTesting
import Testing

/// Where StoreFlowable.swift 4 behaved one way and nothing here means to differ: a cache-only subscriber
/// never causes a fetch, not even through `clear()`; `update(newData:)` shows its data completed at once,
/// even while the first fetch runs.
@Suite struct OriginalBehaviourTests {
    @Test func givenOnlyACacheOnlySubscriber_whenCleared_thenItSeesNothingCachedAndNothingIsFetched()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable.publishCacheOnly())
        await states.expect(.completed(1))

        await flowable.clear()

        let next = try #require(await states.next())
        #expect(next.error as? StoreFlowableError == .noCachedData)
        #expect(next.content == nil)
        #expect(fetcher.requestCount == 0)
    }

    @Test
    func givenTheFirstFetchInFlight_whenUpdated_thenEverySubscriberSeesTheDataCompletedThenTheFetchResult()
        async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))
        let request = try await fetcher.nextRequest()

        await flowable.update(newData: 5)

        await states.expect(.completed(5))
        request.answer(6)
        await states.expect(.completed(6))
        #expect(fetcher.requestCount == 1)
    }
}
