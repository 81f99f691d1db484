import StoreFlowable
import StoreFlowableTesting
import Testing

/// `requestNextData()` and `requestPrevData()` on a flowable that holds nothing load the first page, so the
/// shortest snippet works.
@Suite struct SelfStartingPaginationTests {
    @Test func givenANewFlowable_whenRequestingNextData_thenTheFirstPageLoads() async {
        let fetcher = FeedFetcher<String>(firstPage: { _ in .page(["a", "b"], next: "p2") })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestNextData()

        #expect(fetcher.firstPage.requestCount == 1)
        #expect(fetcher.nextPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        await StateRecorder(flowable).expect(.completed(["a", "b"], next: .more, prev: .end))
    }

    @Test func givenANewFlowable_whenRequestingPrevData_thenTheFirstPageLoads() async {
        let fetcher = FeedFetcher<String>(firstPage: { _ in .page(["m"], next: "n", prev: "p") })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestPrevData()

        #expect(fetcher.firstPage.requestCount == 1)
        #expect(fetcher.prevPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["m"])
    }

    @Test func givenTheFirstLoadFails_whenRequestingNextDataAgain_thenTheFirstPageIsTriedAgain() async {
        let fetcher = FeedFetcher<String>(firstPage: { request in
            if request.number == 1 { throw TestError(code: 4) }
            return .page(["a"], next: nil)
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestNextData()
        #expect(await flowable.getData(from: .cache) == nil)
        await flowable.requestNextData()

        #expect(fetcher.firstPage.requestCount == 2)
        #expect(fetcher.nextPage.requestCount == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }
}
