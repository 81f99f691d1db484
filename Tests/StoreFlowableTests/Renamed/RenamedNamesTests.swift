import StoreFlowable
import StoreFlowableTesting
import Testing

/// The names replaced in 0.6.0 still compile, deprecated, and do what their new names do.
@MainActor
@Suite struct RenamedNamesTests {
    @available(*, deprecated, message: "calls the renamed names on purpose")
    @Test func givenAModel_whenRequestingPagesByTheOldNames_thenTheFlowablesPagesAreLoaded() async {
        let fetcher = FeedFetcher<String>(
            nextPage: { _ in .page(["c"], next: nil) }, prevPage: { _ in .page(["z"], prev: nil) })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "2", prevKey: "0")
        let model = FlowableModel(flowable)

        await model.requestNextPage()
        await model.requestPrevPage()

        #expect(fetcher.nextPage.keys == ["2"])
        #expect(fetcher.prevPage.keys == ["0"])
        #expect(flowable.currentState().content == ["z", "a", "b", "c"])
    }

    @available(*, deprecated, message: "calls the renamed names on purpose")
    @Test func givenBothForceRefreshAndCacheOnly_whenSubscribingByTheOldName_thenCacheOnlyWins() async throws
    {
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: IntCacher(), fetcher: fetcher)
        await flowable.update(newData: 1)

        var cached = flowable.publishWithFreshness(forceRefresh: true, cacheOnly: true).makeAsyncIterator()
        let shown = await cached.next()
        var refreshing = flowable.publishWithFreshness(forceRefresh: true, cacheOnly: false)
            .makeAsyncIterator()
        let refreshed = await refreshing.next()
        try await fetcher.nextRequest().answer(2)

        let end = AdditionalLoadingState.fixed(canRequestAdditionalData: false)
        #expect(shown?.state == .completed(content: 1, next: end, prev: end))
        #expect(refreshed?.state == .loading(content: 1))
        #expect(fetcher.requestCount == 1)
    }

    @available(*, deprecated, message: "calls the renamed names on purpose")
    @Test func givenAPartitionAndStores_whenEmptiedByTheOldNames_thenTheyAreEmpty() async throws {
        let partition = CachePartition(id: "alice")
        let cacher = partition.own(IntCacher())
        await makeFlowable(cacher: cacher, fetcher: TestFetcher<String, Int>()).update(newData: 1)
        let store = EntityStore()
        store.put(Author(id: "1", name: "Ada"))

        try await partition.clear()
        store.removeAll()

        #expect(await cacher.loadData(param: "key") == nil)
        #expect(store.count(of: Author.self) == 0)
    }
}
