import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct ClearTests {
    @Test func givenActiveSubscriber_whenClearing_thenLoadingNilWithAFetchInFlightThenCompleted() async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))

        await flowable.clear()

        await states.expect(.loading(nil))
        let request = try await fetcher.nextRequest()
        #expect(fetcher.requestCount == 1)
        request.answer(2)
        await states.expect(.completed(2))
    }

    @Test func givenNoSubscriber_whenClearing_thenNothingIsFetchedAndCacheIsEmpty() async {
        let fetcher = TestFetcher<String, Int>()
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)

        await flowable.clear()

        #expect(await flowable.getData(from: .cache) == nil)
        #expect(await cacher.loadDataCachedAt(param: "key") == nil)
        #expect(fetcher.requestCount == 0)
    }
}
