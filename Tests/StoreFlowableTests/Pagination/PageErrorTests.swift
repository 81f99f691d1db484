import StoreFlowable
import Testing

@Suite struct PageErrorTests {
    @Test func givenContent_whenThePageFails_thenCompletedWithNextErrorAndTheContentKept() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 1, with: .failure(TestError(code: 7)))
        await requested

        let state = await states.next()
        #expect(describe(state) == #"completed(["a"], next: error(TestError(code: 7)))"#)
        #expect(state?.next?.error as? TestError == TestError(code: 7))
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenPageError_whenRequestingWithoutContinueWhenError_thenNothingIsFetched() async {
        let fetcher = ControlledPaginationFetcher<String>(next: { _, _ in throw TestError(code: 7) })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        await flowable.requestNextData()

        await flowable.requestNextData(continueWhenError: false)

        #expect(fetcher.next.count == 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: error(TestError(code: 7)))"#)
    }

    @Test func givenPageError_whenRequestingWithContinueWhenError_thenTheSameKeyIsRetriedAndAppended() async {
        let fetcher = ControlledPaginationFetcher<String>(next: { _, call in
            if call == 1 { throw TestError(code: 7) }
            return try page(["b"], next: "p3").get()
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        await flowable.requestNextData()

        await flowable.requestNextData(continueWhenError: true)

        #expect(fetcher.next.arguments == ["p2", "p2"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a", "b"], next: more)"#)
    }

    @Test func givenPrevPageError_whenShown_thenOnlyPrevIsInErrorAndNextStillWorks() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            next: { _, _ in try page(["c"], next: nil).get() },
            prev: { _, _ in throw TestError(code: 8) }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData(continueWhenError: false)
        await flowable.requestNextData(continueWhenError: false)

        #expect(fetcher.prev.count == 1)
        #expect(fetcher.next.count == 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["b", "c"], prev: error(TestError(code: 8)))"#)
    }
}
