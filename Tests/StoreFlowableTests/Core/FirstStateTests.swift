import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct FirstStateTests {
    @Test func givenValidCache_whenSubscribing_thenFirstStateIsCompletedWithoutFetch() async {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 7)

        let states = StateRecorder(flowable)

        await states.expect(.completed(7))
        #expect(fetcher.requestCount == 0)
    }

    @Test func givenNoCache_whenSubscribing_thenOneFetchStartsAndStatesGoLoadingThenCompleted() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))
        try await fetcher.nextRequest().answer(3)

        await states.expect(.completed(3))
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenFetchInFlight_whenSecondSubscriberArrives_thenItSeesLoadingAndNoSecondFetch() async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        let first = StateRecorder(flowable)
        await first.expect(.loading(nil))

        let second = StateRecorder(flowable)
        await second.expect(.loading(nil))
        try await fetcher.nextRequest().answer(5)

        await first.expect(.completed(5))
        await second.expect(.completed(5))
        #expect(fetcher.requestCount == 1)
    }
}
