import StoreFlowable
import Testing

@Suite struct WholeListNotReadyTests {
    @Test func givenFirstLoadInFlight_whenRequestingNextData_thenItJoinsTheLoadAndNoPageIsFetched() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let cacher = ListCacher()
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.first.waitForCalls(1)

        async let joined: Void = flowable.requestNextData()
        async let joinedToo: Void = flowable.requestNextData(continueWhenError: false)
        while cacher.fetchWaiterCount(for: "feed") < 2 { await Task.yield() }
        fetcher.first.respond(page(["a"], next: "p2"))
        _ = await (joined, joinedToo)

        #expect(fetcher.first.count == 1)
        #expect(fetcher.next.count == 0)
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)
        async let requested: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 1, with: page(["b"], next: nil))
        await requested
        #expect(fetcher.next.arguments == ["p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }

    @Test func givenRefreshInFlight_whenRequestingPages_thenNothingIsFetchedAndTheNewKeysAreUsedAfter() async
    {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            next: { _, _ in try page(["y"], next: nil).get() },
            prev: { _, _ in try prevPage(["w"], prev: nil).get() }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "n1", prevKey: "p1")
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()

        async let refreshed: Void = flowable.refresh()
        #expect(describe(await states.next()) == #"loading(["a"])"#)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.next.count == 0)
        #expect(fetcher.prev.count == 0)
        await fetcher.first.respond(toCall: 1, with: firstPage(["x"], next: "n9", prev: "p9"))
        await refreshed

        #expect(describe(await states.next()) == #"completed(["x"], next: more, prev: more)"#)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.next.arguments == ["n9"])
        #expect(fetcher.prev.arguments == ["p9"])
    }

    @Test func givenFirstFetchFailed_whenRequestingAPage_thenTheFirstPageIsLoadedAgainAndNoPageFetched() async
    {
        let fetcher = ControlledTwoWayPaginationFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.first.respond(toCall: 1, with: .failure(TestError(code: 1)))
        #expect(describe(await states.next()) == "error(TestError(code: 1), nil)")

        // With no list, a page request loads the first page instead of a page.
        async let prev: Void = flowable.requestPrevData()
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.first.respond(toCall: 2, with: firstPage(["a"], next: "n1", prev: nil))
        await prev

        #expect(fetcher.first.count == 2)
        #expect(fetcher.next.count == 0)
        #expect(fetcher.prev.count == 0)
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)
    }

    @Test func givenRefreshFailedOverContent_whenRequestingNextData_thenNoPageIsFetched() async {
        let fetcher = ControlledPaginationFetcher<String>(first: { _, call in
            if call == 1 { throw TestError(code: 2) }
            return try page(["x"], next: "q2").get()
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        await flowable.refresh()
        #expect(describe(await states.next()) == #"error(TestError(code: 2), ["a"])"#)

        await flowable.requestNextData()

        #expect(fetcher.next.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
        await flowable.refresh()
        #expect(describe(await states.next()) == #"completed(["x"], next: more)"#)
    }
}
