import StoreFlowable
import Testing

@Suite struct CancelledPageRequestTests {
    @Test func givenTheCallerIsCancelledDuringItsPage_whenTheFetchThrows_thenNoErrorAndTheKeyIsKept() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        let caller = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)
        caller.cancel()
        fetcher.next.respond(.failure(CancellationError()))
        await caller.value

        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)
        async let requested: Void = flowable.requestNextData(continueWhenError: false)
        await fetcher.next.respond(toCall: 2, with: page(["b"], next: nil))
        await requested
        #expect(fetcher.next.arguments == ["p2", "p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenACallerJoinedACancelledRequest_whenItIsGivenUp_thenTheJoinerFetchesThePage() async {
        let cacher = ListCacher()
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        await flowable.update(newData: ["a"], nextKey: "p2")
        let first = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)
        let joiner = Task { await flowable.requestNextData() }
        while cacher.pageJoinerCount(for: "feed") < 1 { await Task.yield() }
        first.cancel()
        fetcher.next.respond(.failure(CancellationError()))
        await first.value
        await fetcher.next.respond(toCall: 2, with: page(["b"], next: nil))
        await joiner.value

        #expect(fetcher.next.arguments == ["p2", "p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a", "b"])"#)
    }
}
