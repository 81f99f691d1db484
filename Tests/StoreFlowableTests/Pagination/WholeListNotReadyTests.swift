import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct WholeListNotReadyTests {
    @Test func givenFirstLoadInFlight_whenRequestingNextData_thenItJoinsTheLoadAndNoPageIsFetched()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let cacher = ListCacher()
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))
        let firstPage = try await fetcher.firstPage.nextRequest()

        async let joined: Void = flowable.requestNextData()
        async let joinedToo: Void = flowable.requestNextData(continueWhenError: false)
        while cacher.fetchWaiterCount(for: "feed") < 2 { await Task.yield() }
        firstPage.answer(["a"], nextKey: "p2")
        _ = await (joined, joinedToo)

        #expect(fetcher.firstPage.requestCount == 1)
        #expect(fetcher.nextPage.requestCount == 0)
        await states.expect(.completed(["a"], next: .more))
        async let requested: Void = flowable.requestNextData()
        try await fetcher.nextPage.nextRequest().answer(["b"], nextKey: nil)
        await requested
        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenRefreshInFlight_whenRequestingPages_thenNothingIsFetchedAndTheNewKeysAreUsedAfter()
        async throws
    {
        let fetcher = FeedFetcher<String>(
            nextPage: { _ in .page(["y"], next: nil) },
            prevPage: { _ in .page(["w"], prev: nil) }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "n1", prevKey: "p1")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more, prev: .more))

        async let refreshed: Void = flowable.refresh()
        await states.expect(.loading(["a"]))
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.nextPage.requestCount == 0)
        #expect(fetcher.prevPage.requestCount == 0)
        try await fetcher.firstPage.nextRequest().answer(["x"], nextKey: "n9", prevKey: "p9")
        await refreshed

        await states.expect(.completed(["x"], next: .more, prev: .more))
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.nextPage.keys == ["n9"])
        #expect(fetcher.prevPage.keys == ["p9"])
    }

    @Test func givenFirstFetchFailed_whenRequestingAPage_thenTheFirstPageIsLoadedAgainAndNoPageFetched()
        async throws
    {
        let fetcher = FeedFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        let states = StateRecorder(flowable)
        await states.expect(.loading(nil))
        try await fetcher.firstPage.nextRequest().fail(TestError(code: 1))
        await states.expect(.error(TestError(code: 1), nil))

        // With no list, a page request loads the first page instead of a page.
        async let prev: Void = flowable.requestPrevData()
        await states.expect(.loading(nil))
        try await fetcher.firstPage.nextRequest().answer(["a"], nextKey: "n1", prevKey: nil)
        await prev

        #expect(fetcher.firstPage.requestCount == 2)
        #expect(fetcher.nextPage.requestCount == 0)
        #expect(fetcher.prevPage.requestCount == 0)
        await states.expect(.completed(["a"], next: .more))
    }

    @Test func givenRefreshFailedOverContent_whenRequestingNextData_thenNoPageIsFetched() async {
        let fetcher = FeedFetcher<String>(firstPage: { request in
            if request.number == 1 { throw TestError(code: 2) }
            return .page(["x"], next: "q2")
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a"], next: .more))
        await flowable.refresh()
        await states.expectEventually(.error(TestError(code: 2), ["a"]))

        await flowable.requestNextData()

        #expect(fetcher.nextPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
        await flowable.refresh()
        await states.expectEventually(.completed(["x"], next: .more))
    }
}
