import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct PageCachedAtTests {
    @Test func givenStampedList_whenPagesAreAppendedAndPrepended_thenCachedAtIsNotRestamped() async {
        let clock = TestClock(epochSeconds: 10_000)
        let cacher = ListCacher(clock: clock.epochClock)
        let fetcher = FeedFetcher<String>(
            nextPage: { _ in .page(["c"], next: "n2") },
            prevPage: { _ in .page(["a"], prev: "p0") }
        )
        let flowable = makeTwoWayFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")
        let stamped = await cacher.loadDataCachedAt(param: "feed")

        clock.advance(by: .seconds(30))
        await flowable.requestNextData()
        clock.advance(by: .seconds(30))
        await flowable.requestPrevData()

        #expect(stamped == 10_000)
        #expect(await cacher.loadDataCachedAt(param: "feed") == 10_000)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c"])
    }
}
