import StoreFlowable
import StoreFlowableTesting
import Testing

/// In auto-answer mode a fetcher answers each request at once with what its closure returns or throws,
/// and still records every request.
@Suite struct AutoAnswerTests {
    @Test func givenAnAutoAnsweringFetcher_whenFetchingTwice_thenEachAnswerComesFromItsRequest() async throws
    {
        let fetcher = TestFetcher<String, String> { request in "\(request.param)#\(request.number)" }

        #expect(try await fetcher.fetch(param: "a") == "a#1")
        #expect(try await fetcher.fetch(param: "b") == "b#2")
        #expect(fetcher.params == ["a", "b"])
        #expect(fetcher.requests.map(\.isAnswered) == [true, true])
        #expect(try await fetcher.nextRequest().param == "a")
    }

    @Test func givenAnAutoAnswerThatThrows_whenFetching_thenTheFetchThrowsIt() async {
        let fetcher = TestFetcher<String, Int> { _ in throw Offline(code: 503) }
        let flowable = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "k")

        await #expect(throws: Offline(code: 503)) { try await flowable.requireData() }
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenAPaginationFetcherAnsweringNextPagesOnly_whenPaging_thenFirstPagesAreHeld() async throws {
        let fetcher = TestPaginationFetcher<String, String, String>(nextPage: { request in
            PaginationFetchResult(data: ["after \(request.key ?? "")"], nextKey: nil)
        })
        let feed = AnyPaginationStoreFlowable.from(
            cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "feed")

        async let loaded = feed.getData()
        try await fetcher.firstPage.nextRequest().answer(["a"], nextKey: "p2")
        #expect(await loaded == ["a"])
        await feed.requestNextData()

        #expect(await feed.getData(from: .cache) == ["a", "after p2"])
        #expect(fetcher.firstPage.params == ["feed"])
        #expect(fetcher.nextPage.keys == ["p2"])
        #expect(fetcher.prevPage.requestCount == 0)
    }
}
