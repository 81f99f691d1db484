import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PrevPagePrependTests {
    @Test func givenListWithPrevKey_whenRequestingPrevData_thenThePageFetchedWithThatKeyIsPrepended()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["c", "d"], nextKey: "n1", prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        try await fetcher.prevPage.nextRequest().answer(["a", "b"], prevKey: "p0")
        await requested

        #expect(fetcher.prevPage.keys == ["p1"])
        #expect(fetcher.nextPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenPrependedPage_whenRequestingAgain_thenTheKeyThatPageReturnedIsUsed() async {
        let fetcher = FeedFetcher<String>(prevPage: { request in
            .page(request.key == "p1" ? ["b"] : ["a"], prev: request.key == "p1" ? "p0" : nil)
        })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["c"], nextKey: nil, prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData()

        #expect(fetcher.prevPage.keys == ["p1", "p0"])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c"])
    }

    @Test func givenFirstPageWithBothKeys_whenRequestingBothWays_thenEachDirectionUsesItsKey() async {
        let fetcher = FeedFetcher<String>(
            firstPage: { _ in .page(["m"], next: "n1", prev: "p1") },
            nextPage: { _ in .page(["n"], next: "n2") },
            prevPage: { _ in .page(["l"], prev: "p0") }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        #expect(await flowable.getData() == ["m"])

        await flowable.requestNextData()
        await flowable.requestPrevData()

        #expect(fetcher.nextPage.keys == ["n1"])
        #expect(fetcher.prevPage.keys == ["p1"])
        await StateRecorder(flowable).expect(.completed(["l", "m", "n"], next: .more, prev: .more))
    }
}
