import StoreFlowable
import Testing

@Suite struct ClearTests {
    @Test func givenActiveSubscriber_whenClearing_thenLoadingNilWithAFetchInFlightThenCompleted() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        await flowable.clear()

        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.waitForCalls(1)
        #expect(fetcher.callCount == 1)
        fetcher.respond(.success(2))
        #expect(describe(await states.next()) == "completed(2)")
    }

    @Test func givenNoSubscriber_whenClearing_thenNothingIsFetchedAndCacheIsEmpty() async {
        let fetcher = ControlledFetcher<String, Int>()
        let cacher = IntCacher()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)

        await flowable.clear()

        #expect(await flowable.getData(from: .cache) == nil)
        #expect(await cacher.loadDataCachedAt(param: "key") == nil)
        #expect(fetcher.callCount == 0)
    }
}
