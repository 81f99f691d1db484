import StoreFlowable
import StoreFlowableTesting
import Testing

/// A refresh that keeps the list still shows what the origin holds where its page reaches: kept items
/// the page passes over were deleted there and go, and a page that ends the list is all of it.
@Suite struct GapRefreshOriginTruthTests {
    /// A timeline kept with `ListRefresh.keepingList`, holding `kept` (IDs newest first) with next key 0.
    static func timeline(keeping kept: [Int]) async -> (
        AnyPaginationStoreFlowable<Post, Int>, TestPaginationFetcher<String, Post, Int>
    ) {
        let fetcher = TestPaginationFetcher<String, Post, Int>()
        let cacher = InMemoryPaginationCacher<String, Post, Int>(refresh: .keepingList)
        let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        await timeline.update(newData: kept.map { Post($0, "") }, nextKey: 0, prevKey: kept.first)
        return (timeline, fetcher)
    }

    @Test func givenAKeptPostTheNewestPageNoLongerHolds_whenRefreshed_thenItIsGoneAndTheOrderKept()
        async throws
    {
        let (timeline, fetcher) = await Self.timeline(keeping: [5, 4, 3, 2, 1])

        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(
            [7, 6, 5, 3].map { Post($0, "") }, nextKey: 3, prevKey: 7)
        await refreshed

        let content = try await timeline.requireData(from: .cache)
        #expect(content.map(\.id) == [7, 6, 5, 3, 2, 1])
    }

    @Test func givenAKeptList_whenTheNewestPageEndsTheList_thenThePageIsTheWholeList() async throws {
        let (timeline, fetcher) = await Self.timeline(keeping: [5, 4, 3, 2, 1])
        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(
            [6, 5, 3].map { Post($0, "") }, nextKey: nil, prevKey: 6)
        await refreshed

        let content = try await timeline.requireData(from: .cache)
        #expect(content.map(\.id) == [6, 5, 3])
    }
}
