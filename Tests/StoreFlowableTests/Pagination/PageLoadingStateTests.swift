import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PageLoadingStateTests {
    @Test func givenSubscriber_whenANextPageIsInFlight_thenItSeesNextLoadingThenTheAppendedContent()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = flowable.requestNextData()
        await states.expect(.completed(["a"], next: .loading))
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: "p3")
        await requested

        await states.expect(.completed(["a", "b"], next: .more))
    }

    @Test func givenSubscriber_whenAPrevPageIsInFlight_thenItSeesPrevLoadingThenThePrependedContent()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["b"], next: .more, prev: .more))

        async let requested: Void = flowable.requestPrevData()
        await states.expect(.completed(["b"], next: .more, prev: .loading))
        try await fetcher.prevPage.nextRequest().answer(["a"], prevKey: nil)
        await requested

        await states.expect(.completed(["a", "b"], next: .more))
    }
}
