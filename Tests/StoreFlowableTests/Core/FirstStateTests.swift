import StoreFlowable
import Testing

@Suite struct FirstStateTests {
    @Test func givenValidCache_whenSubscribing_thenFirstStateIsCompletedWithoutFetch() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 7)

        var states = flowable.publish().makeAsyncIterator()

        #expect(describe(await states.next()) == "completed(7)")
        #expect(fetcher.callCount == 0)
    }

    @Test func givenNoCache_whenSubscribing_thenOneFetchStartsAndStatesGoLoadingThenCompleted() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.respond(toCall: 1, with: .success(3))

        #expect(describe(await states.next()) == "completed(3)")
        #expect(fetcher.callCount == 1)
    }

    @Test func givenFetchInFlight_whenSecondSubscriberArrives_thenItSeesLoadingAndNoSecondFetch() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        var first = flowable.publish().makeAsyncIterator()
        _ = await first.next()

        var second = flowable.publish().makeAsyncIterator()
        #expect(describe(await second.next()) == "loading(nil)")
        await fetcher.respond(toCall: 1, with: .success(5))

        #expect(describe(await first.next()) == "completed(5)")
        #expect(describe(await second.next()) == "completed(5)")
        #expect(fetcher.callCount == 1)
    }
}
