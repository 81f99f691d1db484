import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct CancelledPageRequestTests {
    @Test func givenTheCallerIsCancelledDuringItsPage_whenTheFetchThrows_thenNoErrorAndTheKeyIsKept()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        let caller = Task { await flowable.requestNextData() }
        let cancelled = try await fetcher.nextPage.nextRequest()
        caller.cancel()
        try await cancelled.waitForCancellation()
        await caller.value

        await StateRecorder(flowable).expect(.completed(["a"], next: .more))
        async let requested: Void = flowable.requestNextData(continueWhenError: false)
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: nil)
        await requested
        #expect(fetcher.nextPage.keys == ["p2", "p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenACallerJoinedACancelledRequest_whenItIsGivenUp_thenTheJoinerFetchesThePage() async throws
    {
        let cacher = ListCacher()
        let fetcher = FeedFetcher<String>()
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: ["a"], nextKey: "p2")
        let first = Task { await flowable.requestNextData() }
        let cancelled = try await fetcher.nextPage.nextRequest()
        let joiner = Task { await flowable.requestNextData() }
        while cacher.pageJoinerCount(for: "feed") < 1 { await Task.yield() }
        first.cancel()
        try await cancelled.waitForCancellation()
        await first.value
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: nil)
        await joiner.value

        #expect(fetcher.nextPage.keys == ["p2", "p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        await StateRecorder(flowable).expect(.completed(["a", "b"]))
    }
}
