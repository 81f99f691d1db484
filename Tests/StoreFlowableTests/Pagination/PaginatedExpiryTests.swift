import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PaginatedExpiryTests {
    @Test func givenAppendedAndExpiredList_whenValidating_thenTheFirstPageIsRefetchedAndKeysReset() async {
        let clock = TestClock(epochSeconds: 10_000)
        let cacher = ListCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = FeedFetcher<String>(
            firstPage: { request in
                request.number == 1
                    ? .page(["a"], next: "n1", prev: "p1") : .page(["z"], next: "n9", prev: "p9")
            },
            nextPage: { _ in .page(["b"], next: nil) },
            prevPage: { _ in .page([], prev: "p0") }
        )
        let flowable = makeTwoWayFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])
        clock.advance(by: .seconds(50))
        await flowable.requestNextData()
        await flowable.requestPrevData()
        let states = StateRecorder(flowable)
        await states.expect(.completed(["a", "b"]))

        // 61 seconds after the first page: expired, although the last append was 11 seconds ago.
        clock.advance(by: .seconds(11))
        await flowable.validate()

        #expect(fetcher.firstPage.requestCount == 2)
        await states.expectEventually(.completed(["z"], next: .more, prev: .more))
        #expect(await cacher.loadDataCachedAt(param: "feed") == 10_061)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.nextPage.keys == ["n1", "n9"])
        #expect(fetcher.prevPage.keys == ["p1", "p9"])
    }

    @Test func givenPagesAppendedWithinExpiry_whenValidating_thenNothingIsRefetched() async {
        let clock = TestClock(epochSeconds: 10_000)
        let cacher = ListCacher(expireSeconds: 60, clock: clock.epochClock)
        let fetcher = FeedFetcher<String>(
            firstPage: { _ in .page(["a"], next: "p2") },
            nextPage: { _ in .page(["b"], next: "p3") }
        )
        let flowable = makePaginationFlowable(cacher: cacher, fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])
        clock.advance(by: .seconds(30))
        await flowable.requestNextData()

        clock.advance(by: .seconds(30))
        await flowable.validate()

        #expect(fetcher.firstPage.requestCount == 1)
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
    }
}
