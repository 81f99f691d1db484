import StoreFlowable
import StoreFlowableTesting
import Testing

/// A state with gaps says how fresh its content is, as a state with freshness does: a screen that shows
/// gaps also shows the age of what it read from the cache.
@Suite struct GapFreshnessTests {
    @Test func givenAListWrittenThenRefreshedPastIt_whenSubscribingWithGaps_thenEachStateSaysWhereItCameFrom()
        async throws
    {
        let fetcher = TestPaginationFetcher<String, Post, Int>()
        let cacher = InMemoryPaginationCacher<String, Post, Int>(refresh: .keepingList)
        let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        await timeline.update(newData: GapSmokeTests.posts(1...10), nextKey: 0, prevKey: 10)
        var written = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
        let before = try #require(await written.next())

        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(
            GapSmokeTests.posts(26...30), nextKey: 25, prevKey: 30)
        await refreshed
        var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
        let after = try #require(await states.next())

        #expect(before.freshness?.origin == .memory)
        #expect(before.gaps.isEmpty)
        #expect(after.freshness?.origin == .network)
        #expect(after.freshness?.savedAt != nil)
        #expect(after.gaps.map(\.index) == [5])
    }
}
