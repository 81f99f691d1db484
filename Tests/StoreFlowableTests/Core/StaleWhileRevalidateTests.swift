import StoreFlowable
import Testing

@Suite struct StaleWhileRevalidateTests {
    @Test func givenExpiredCache_whenSubscribing_thenStaleContentIsShownWhileRefetched() async {
        let clock = ManualClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        clock.advance(by: 61)

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(1)")
        await fetcher.respond(toCall: 1, with: .success(2))

        #expect(describe(await states.next()) == "completed(2)")
    }

    @Test func givenContent_whenRefreshing_thenLoadingKeepsContentVisible() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let refreshed: Void = flowable.refresh()
        #expect(describe(await states.next()) == "loading(1)")
        await fetcher.respond(toCall: 1, with: .success(9))
        await refreshed

        #expect(describe(await states.next()) == "completed(9)")
    }
}
