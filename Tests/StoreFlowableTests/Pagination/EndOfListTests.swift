import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct EndOfListTests {
    @Test(arguments: [nil, ""] as [String?])
    func givenNoNextKey_whenRequestingNextData_thenNextIsClosedAndNothingIsFetched(key: String?) async {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: key)
        let states = StateRecorder(flowable)

        await states.expect(.completed(["a"], next: .end))
        await flowable.requestNextData()
        await flowable.requestNextData(continueWhenError: false)

        #expect(fetcher.nextPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenEmptyPage_whenItArrives_thenNextIsClosedAndAFurtherRequestMakesNoCall() async throws {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = flowable.requestNextData()
        // The empty page still carries a key: the empty page, not the key, ends the list.
        try await fetcher.nextPage.nextRequest().answer([], nextKey: "p3")
        await requested
        await flowable.requestNextData()

        await states.expectEventually(.completed(["a"]))
        #expect(fetcher.nextPage.requestCount == 1)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenLastPageWithoutKey_whenItArrives_thenItIsAppendedAndNextIsClosed() async {
        let fetcher = FeedFetcher<String>(nextPage: { _ in .page(["b"], next: nil) })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        await flowable.requestNextData()
        await flowable.requestNextData()

        #expect(fetcher.nextPage.requestCount == 1)
        await StateRecorder(flowable).expect(.completed(["a", "b"]))
    }

    @Test func givenPrevEndReached_whenRequestingPrevData_thenNoCallAndNextStaysOpen() async {
        let fetcher = FeedFetcher<String>(prevPage: { _ in .page([], prev: "p0") })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData()

        #expect(fetcher.prevPage.keys == ["p1"])
        #expect(fetcher.nextPage.requestCount == 0)
        await StateRecorder(flowable).expect(.completed(["b"], next: .more))
    }

    @Test func givenBothEndsReached_whenRefreshing_thenBothDirectionsReopenWithTheNewKeys() async {
        let fetcher = FeedFetcher<String>(
            firstPage: { _ in .page(["x"], next: "n9", prev: "p9") },
            nextPage: { request in .page(request.number == 1 ? [] : ["y"], next: "n10") },
            prevPage: { request in .page(request.number == 1 ? [] : ["w"], prev: "p8") }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["m"], nextKey: "n1", prevKey: "p1")
        await flowable.requestNextData()
        await flowable.requestPrevData()
        let states = StateRecorder(flowable)
        await states.expect(.completed(["m"]))

        await flowable.refresh()

        await states.expectEventually(.completed(["x"], next: .more, prev: .more))
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.nextPage.keys == ["n1", "n9"])
        #expect(fetcher.prevPage.keys == ["p1", "p9"])
        #expect(await flowable.getData(from: .cache) == ["w", "x", "y"])
    }
}
