import StoreFlowable
import Testing

@Suite struct RequestCompletionTests {
    @Test func givenPageInFlight_whenRequestNextDataReturns_thenThePageIsAlreadyInTheCache() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 1, with: page(["b"], next: "p3"))
        await requested

        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenPageInFlight_whenRequestPrevDataReturns_thenThePageIsAlreadyInTheCache() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: nil, prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        await fetcher.prev.respond(toCall: 1, with: prevPage(["a"], prev: "p0"))
        await requested

        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenFailingPage_whenRequestNextDataReturns_thenTheErrorIsAlreadyRecorded() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 1, with: .failure(TestError(code: 3)))
        await requested

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: error(TestError(code: 3)))"#)
    }
}
