import StoreFlowable
import Testing

@Suite struct PageLoadingStateTests {
    @Test func givenSubscriber_whenANextPageIsInFlight_thenItSeesNextLoadingThenTheAppendedContent() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)

        async let requested: Void = flowable.requestNextData()
        let loading = await states.next()
        #expect(describe(loading) == #"completed(["a"], next: loading)"#)
        #expect(loading?.next?.isLoading == true)
        await fetcher.next.respond(toCall: 1, with: page(["b"], next: "p3"))
        await requested

        #expect(describe(await states.next()) == #"completed(["a", "b"], next: more)"#)
    }

    @Test func givenSubscriber_whenAPrevPageIsInFlight_thenItSeesPrevLoadingThenThePrependedContent() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["b"], next: more, prev: more)"#)

        async let requested: Void = flowable.requestPrevData()
        #expect(describe(await states.next()) == #"completed(["b"], next: more, prev: loading)"#)
        await fetcher.prev.respond(toCall: 1, with: prevPage(["a"], prev: nil))
        await requested

        #expect(describe(await states.next()) == #"completed(["a", "b"], next: more)"#)
    }
}
