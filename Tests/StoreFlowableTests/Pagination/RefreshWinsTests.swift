import StoreFlowable
import Testing

@Suite struct RefreshWinsTests {
    @Test func givenPageInFlight_whenRefreshStartsAndThePageArrivesFirst_thenThePageIsDiscarded() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.waitForCalls(1)
        async let refreshed: Void = flowable.refresh()
        await fetcher.first.waitForCalls(1)
        fetcher.next.respond(page(["late"], next: "p3"))
        await requested

        #expect(await flowable.getData(from: .cache) == ["a"])
        fetcher.first.respond(page(["x"], next: "q2"))
        await refreshed

        #expect(describe(await states.next()) == #"completed(["x"], next: more)"#)
        #expect(await flowable.getData(from: .cache) == ["x"])
    }

    @Test func givenPageInFlight_whenRefreshEndsBeforeThePageArrives_thenTheLatePageIsNotAppended() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.waitForCalls(1)
        async let refreshed: Void = flowable.refresh()
        await fetcher.first.respond(toCall: 1, with: page(["x"], next: "q2"))
        await refreshed
        fetcher.next.respond(page(["late"], next: "p3"))
        await requested

        #expect(await flowable.getData(from: .cache) == ["x"])
        #expect(describe(await states.next()) == #"completed(["x"], next: more)"#)
        // The refreshed list keeps its own key, not the late page's.
        async let again: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 2, with: page(["y"], next: nil))
        await again
        #expect(fetcher.next.arguments == ["p2", "q2"])
        #expect(await flowable.getData(from: .cache) == ["x", "y"])
    }

    @Test func givenPrevPageInFlight_whenRefreshEndsBeforeThePageArrives_thenTheLatePageIsNotPrepended() async
    {
        let fetcher = ControlledTwoWayPaginationFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: nil, prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        await fetcher.prev.waitForCalls(1)
        async let refreshed: Void = flowable.refresh()
        await fetcher.first.respond(toCall: 1, with: firstPage(["x"], next: nil, prev: "q1"))
        await refreshed
        fetcher.prev.respond(prevPage(["late"], prev: "p0"))
        await requested

        #expect(await flowable.getData(from: .cache) == ["x"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["x"], prev: more)"#)
    }
}

@Suite struct RefreshWinsJoinerTests {
    @Test(.timeLimit(.minutes(1)))
    func givenACallerJoinedAPage_whenARefreshDropsThePage_thenTheJoinerReturnsWithTheRefreshedList() async {
        let cacher = ListCacher()
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        let first = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)
        let joiner = Task { await flowable.requestNextData() }
        while cacher.pageJoinerCount(for: "feed") < 1 { await Task.yield() }
        async let refreshed: Void = flowable.refresh()
        await fetcher.first.respond(toCall: 1, with: page(["x"], next: "q2"))
        await refreshed
        fetcher.next.respond(page(["late"], next: "p3"))
        await first.value
        await joiner.value

        #expect(fetcher.next.arguments == ["p2"])
        #expect(cacher.pageJoinerCount(for: "feed") == 0)
        #expect(await flowable.getData(from: .cache) == ["x"])
    }
}
