import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct StaleWhileRevalidateTests {
    @Test func givenExpiredCache_whenSubscribing_thenStaleContentIsShownWhileRefetched() async throws {
        let clock = TestClock()
        let cacher = IntCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        clock.advance(by: .seconds(61))

        let states = StateRecorder(flowable)
        await states.expect(.loading(1))
        try await fetcher.nextRequest().answer(2)

        await states.expect(.completed(2))
    }

    @Test func givenContent_whenRefreshing_thenLoadingKeepsContentVisible() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))

        async let refreshed: Void = flowable.refresh()
        await states.expect(.loading(1))
        try await fetcher.nextRequest().answer(9)
        await refreshed

        await states.expect(.completed(9))
    }
}
