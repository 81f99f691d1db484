import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PageErrorTests {
    @Test func givenContent_whenThePageFails_thenCompletedWithNextErrorAndTheContentKept() async throws {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().fail(TestError(code: 7))
        await requested

        await states.expectEventually(.completed(["a"], next: .error(rawError: TestError(code: 7))))
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenPageError_whenRequestingWithoutContinueWhenError_thenNothingIsFetched() async {
        let fetcher = FeedFetcher<String>(nextPage: { _ in throw TestError(code: 7) })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        await flowable.requestNextData()

        await flowable.requestNextData(continueWhenError: false)

        #expect(fetcher.nextPage.requestCount == 1)
        await StateRecorder(flowable).expect(.completed(["a"], next: .error(rawError: TestError(code: 7))))
    }

    @Test func givenPageError_whenRequestingWithContinueWhenError_thenTheSameKeyIsRetriedAndAppended() async {
        let fetcher = FeedFetcher<String>(nextPage: { request in
            if request.number == 1 { throw TestError(code: 7) }
            return .page(["b"], next: "p3")
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        await flowable.requestNextData()

        await flowable.requestNextData(continueWhenError: true)

        #expect(fetcher.nextPage.keys == ["p2", "p2"])
        await StateRecorder(flowable).expect(.completed(["a", "b"], next: .more))
    }

    @Test func givenPrevPageError_whenShown_thenOnlyPrevIsInErrorAndNextStillWorks() async {
        let fetcher = FeedFetcher<String>(
            nextPage: { _ in .page(["c"], next: nil) },
            prevPage: { _ in throw TestError(code: 8) }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData(continueWhenError: false)
        await flowable.requestNextData(continueWhenError: false)

        #expect(fetcher.prevPage.requestCount == 1)
        #expect(fetcher.nextPage.requestCount == 1)
        await StateRecorder(flowable).expect(
            .completed(["b", "c"], prev: .error(rawError: TestError(code: 8))))
    }
}
