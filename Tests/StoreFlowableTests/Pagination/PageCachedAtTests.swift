import StoreFlowable
import Testing

@Suite struct PageCachedAtTests {
    @Test func givenStampedList_whenPagesAreAppendedAndPrepended_thenCachedAtIsNotRestamped() async {
        let clock = ManualClock(10_000)
        let cacher = ListCacher(clock: clock.epochClock)
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            next: { _, _ in try page(["c"], next: "n2").get() },
            prev: { _, _ in try prevPage(["a"], prev: "p0").get() }
        )
        let flowable = makeTwoWayFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")
        let stamped = await cacher.loadDataCachedAt(param: "feed")

        clock.advance(by: 30)
        await flowable.requestNextData()
        clock.advance(by: 30)
        await flowable.requestPrevData()

        #expect(stamped == 10_000)
        #expect(await cacher.loadDataCachedAt(param: "feed") == 10_000)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c"])
    }
}
