import StoreFlowable
import StoreFlowableTesting
import Testing

/// A `TestPaginationFetcher` keeps first, next and previous pages apart: each kind has its own requests,
/// numbered from 1, with the key asked for.
@Suite struct PageRequestTests {
    @Test func givenATwoWayList_whenPagingBothWays_thenEachRequestCarriesItsKindsKeyAndNumber() async throws {
        let fetcher = TestPaginationFetcher<String, String, String>()
        let feed = AnyTwoWayPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "feed")

        async let loaded = feed.getData()
        let first = try await fetcher.firstPage.nextRequest()
        #expect(first.param == "feed")
        #expect(first.key == nil)
        first.answer(["m"], nextKey: "n1", prevKey: "p1")
        #expect(await loaded == ["m"])

        async let appended: Void = feed.requestNextData()
        let next = try await fetcher.nextPage.nextRequest()
        next.answer(PaginationFetchResult(data: ["n"], nextKey: nil))
        await appended
        async let prepended: Void = feed.requestPrevData()
        let prev = try await fetcher.prevPage.nextRequest()
        prev.answer(["l"], prevKey: nil)
        await prepended

        #expect((next.key, next.number, next.param) == ("n1", 1, "feed"))
        #expect((prev.key, prev.number) == ("p1", 1))
        #expect("\(prev)" == #"previous-page request 1 for "p1" (answered)"#)
        #expect(await feed.getData(from: .cache) == ["l", "m", "n"])
        #expect([fetcher.firstPage, fetcher.nextPage, fetcher.prevPage].map(\.requestCount) == [1, 1, 1])
    }

    @Test func givenAFailedPageRequest_whenItFails_thenTheListShowsTheErrorForThatDirection() async throws {
        let fetcher = TestPaginationFetcher<String, String, String>()
        let feed = AnyPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "feed")
        await feed.update(newData: ["a"], nextKey: "p2")
        let states = StateRecorder(feed)
        await states.expect(.completed(["a"], next: .more))

        async let requested: Void = feed.requestNextData()
        try await fetcher.nextPage.nextRequest().fail(Offline())
        await requested

        await states.expectEventually(.completed(["a"], next: .error(rawError: Offline())))
    }
}
