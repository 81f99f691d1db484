import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct ValidateAndRefreshTests {
    @Test func givenValidCache_whenValidating_thenNothingIsFetched() async {
        let fetcher = TestFetcher<String, Int> { $0.number }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        await flowable.validate()

        #expect(fetcher.requestCount == 0)
    }

    @Test func givenValidCache_whenRefreshing_thenItAlwaysFetches() async {
        let fetcher = TestFetcher<String, Int> { $0.number }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        await flowable.refresh()
        await flowable.refresh()

        #expect(fetcher.requestCount == 2)
        #expect(await flowable.getData(from: .cache) == 2)
    }

    @Test func givenValidCache_whenPublishingWithForceRefresh_thenItRefreshes() async throws {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        let states = StateRecorder(flowable.publish(forceRefresh: true))

        await states.expect(.loading(0))
        try await fetcher.nextRequest().answer(5)
        await states.expect(.completed(5))
    }

    @Test func givenFailedRefresh_whenUpdating_thenErrorIsClearedAndSubscribersSeeCompleted() async {
        let fetcher = TestFetcher<String, Int> { _ in throw TestError(code: 2) }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))
        await flowable.refresh()
        await states.expectEventually(.error(TestError(code: 2), 1))

        await flowable.update(newData: 3)

        await states.expect(.completed(3))
    }
}
