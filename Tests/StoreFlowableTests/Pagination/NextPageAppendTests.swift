import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct NextPageAppendTests {
    @Test func givenListWithNextKey_whenRequestingNextData_thenThePageFetchedWithThatKeyIsAppended()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().answer(["c", "d"], nextKey: "p3")
        await requested

        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(fetcher.firstPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenAppendedPage_whenRequestingAgain_thenTheKeyThatPageReturnedIsUsed() async {
        let fetcher = FeedFetcher<String>(nextPage: { request in
            request.key == "p2" ? .page(["c"], next: "p3") : .page(["d"], next: "p4")
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "p2")

        await flowable.requestNextData()
        await flowable.requestNextData()

        #expect(fetcher.nextPage.keys == ["p2", "p3"])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenFirstPageFetched_whenRequestingNextData_thenTheKeyOfTheFirstPageIsUsed() async {
        let fetcher = FeedFetcher<String>(
            firstPage: { _ in .page(["a"], next: "p2") },
            nextPage: { _ in .page(["b"], next: "p3") }
        )
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])

        await flowable.requestNextData()

        #expect(fetcher.firstPage.params == ["feed"])
        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        await StateRecorder(flowable).expect(.completed(["a", "b"], next: .more))
    }
}
