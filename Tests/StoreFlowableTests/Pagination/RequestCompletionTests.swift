import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct RequestCompletionTests {
    @Test func givenPageInFlight_whenRequestNextDataReturns_thenThePageIsAlreadyInTheCache() async throws {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: "p3")
        await requested

        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenPageInFlight_whenRequestPrevDataReturns_thenThePageIsAlreadyInTheCache() async throws {
        let fetcher = FeedFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: nil, prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        try await fetcher.prevPage.nextRequest().answer(["a"], prevKey: "p0")
        await requested

        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenFailingPage_whenRequestNextDataReturns_thenTheErrorIsAlreadyRecorded() async throws {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().fail(TestError(code: 3))
        await requested

        await StateRecorder(flowable).expect(.completed(["a"], next: .error(rawError: TestError(code: 3))))
    }
}
