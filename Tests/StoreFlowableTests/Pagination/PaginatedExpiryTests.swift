import StoreFlowable
import Testing

@Suite struct PaginatedExpiryTests {
    @Test func givenAppendedAndExpiredList_whenValidating_thenTheFirstPageIsRefetchedAndKeysReset() async {
        let clock = ManualClock(10_000)
        let cacher = ListCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            first: { _, call in
                let first = firstPage(["a"], next: "n1", prev: "p1")
                return try (call == 1 ? first : firstPage(["z"], next: "n9", prev: "p9")).get()
            },
            next: { _, _ in try page(["b"], next: nil).get() },
            prev: { _, _ in try prevPage([], prev: "p0").get() }
        )
        let flowable = makeTwoWayFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])
        clock.advance(by: 50)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a", "b"])"#)

        // 61 seconds after the first page: expired, although the last append was 11 seconds ago.
        clock.advance(by: 11)
        await flowable.validate()

        #expect(fetcher.first.count == 2)
        #expect(describe(await states.next()) == #"completed(["z"], next: more, prev: more)"#)
        #expect(await cacher.loadDataCachedAt(param: "feed") == 10_061)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.next.arguments == ["n1", "n9"])
        #expect(fetcher.prev.arguments == ["p1", "p9"])
    }

    @Test func givenPagesAppendedWithinExpiry_whenValidating_thenNothingIsRefetched() async {
        let clock = ManualClock(10_000)
        let cacher = ListCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = ControlledPaginationFetcher<String>(
            first: { _, _ in try page(["a"], next: "p2").get() },
            next: { _, _ in try page(["b"], next: "p3").get() }
        )
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])
        clock.advance(by: 30)
        await flowable.requestNextData()

        clock.advance(by: 30)
        await flowable.validate()

        #expect(fetcher.first.count == 1)
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }
}
