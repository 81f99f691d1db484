import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct RefreshWinsTests {
    @Test func givenPageInFlight_whenRefreshStartsAndThePageArrivesFirst_thenThePageIsDiscarded() async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = flowable.requestNextData()
        let page = try await fetcher.nextPage.nextRequest()
        async let refreshed: Void = flowable.refresh()
        let firstPage = try await fetcher.firstPage.nextRequest()
        page.answer(["late"], nextKey: "p3")
        await requested

        #expect(await flowable.getData(from: .cache) == ["a"])
        firstPage.answer(["x"], nextKey: "q2")
        await refreshed

        await states.expectEventually(.completed(["x"], next: .more))
        #expect(await flowable.getData(from: .cache) == ["x"])
    }

    @Test func givenPageInFlight_whenRefreshEndsBeforeThePageArrives_thenTheLatePageIsNotAppended()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = flowable.requestNextData()
        let page = try await fetcher.nextPage.nextRequest()
        async let refreshed: Void = flowable.refresh()
        try await fetcher.firstPage.nextRequest().answer(["x"], nextKey: "q2")
        await refreshed
        page.answer(["late"], nextKey: "p3")
        await requested

        #expect(await flowable.getData(from: .cache) == ["x"])
        await states.expectEventually(.completed(["x"], next: .more))
        // The refreshed list keeps its own key, not the late page's.
        async let again: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().answer(["y"], nextKey: nil)
        await again
        #expect(fetcher.nextPage.keys == ["p2", "q2"])
        #expect(await flowable.getData(from: .cache) == ["x", "y"])
    }

    @Test func givenPrevPageInFlight_whenRefreshEndsBeforeThePageArrives_thenTheLatePageIsNotPrepended()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: nil, prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        let page = try await fetcher.prevPage.nextRequest()
        async let refreshed: Void = flowable.refresh()
        try await fetcher.firstPage.nextRequest().answer(["x"], nextKey: nil, prevKey: "q1")
        await refreshed
        page.answer(["late"], prevKey: "p0")
        await requested

        #expect(await flowable.getData(from: .cache) == ["x"])
        await StateRecorder(flowable).expect(.completed(["x"], prev: .more))
    }
}

@Suite struct RefreshWinsJoinerTests {
    @Test(.timeLimit(.minutes(10)))
    func givenACallerJoinedAPage_whenARefreshDropsThePage_thenTheJoinerReturnsWithTheRefreshedList()
        async throws
    {
        let cacher = ListCacher()
        let fetcher = FeedFetcher<String>()
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        let first = Task { await flowable.requestNextData() }
        let page = try await fetcher.nextPage.nextRequest()
        let joiner = Task { await flowable.requestNextData() }
        while cacher.pageJoinerCount(for: "feed") < 1 { await Task.yield() }
        async let refreshed: Void = flowable.refresh()
        try await fetcher.firstPage.nextRequest().answer(["x"], nextKey: "q2")
        await refreshed
        page.answer(["late"], nextKey: "p3")
        await first.value
        await joiner.value

        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(cacher.pageJoinerCount(for: "feed") == 0)
        #expect(await flowable.getData(from: .cache) == ["x"])
    }
}
