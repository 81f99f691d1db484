import StoreFlowable
import Testing

@Suite struct ValidateAndRefreshTests {
    @Test func givenValidCache_whenValidating_thenNothingIsFetched() async {
        let fetcher = ControlledFetcher<String, Int> { _, call in call }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        await flowable.validate()

        #expect(fetcher.callCount == 0)
    }

    @Test func givenValidCache_whenRefreshing_thenItAlwaysFetches() async {
        let fetcher = ControlledFetcher<String, Int> { _, call in call }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        await flowable.refresh()
        await flowable.refresh()

        #expect(fetcher.callCount == 2)
        #expect(await flowable.getData(from: .cache) == 2)
    }

    @Test func givenValidCache_whenPublishingWithForceRefresh_thenItRefreshes() async {
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 0)

        var states = flowable.publish(forceRefresh: true).makeAsyncIterator()

        #expect(describe(await states.next()) == "loading(0)")
        await fetcher.respond(toCall: 1, with: .success(5))
        #expect(describe(await states.next()) == "completed(5)")
    }

    @Test func givenFailedRefresh_whenUpdating_thenErrorIsClearedAndSubscribersSeeCompleted() async {
        let fetcher = ControlledFetcher<String, Int> { _, _ in throw TestError(code: 2) }
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        await flowable.refresh()
        #expect(describe(await states.next()) == "error(TestError(code: 2), 1)")

        await flowable.update(newData: 3)

        #expect(describe(await states.next()) == "completed(3)")
    }
}
