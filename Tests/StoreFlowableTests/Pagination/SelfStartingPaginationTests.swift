import StoreFlowable
import Testing

/// `requestNextData()` and `requestPrevData()` on a flowable that holds nothing load the first page, so the
/// shortest snippet works.
@Suite struct SelfStartingPaginationTests {
    @Test func givenANewFlowable_whenRequestingNextData_thenTheFirstPageLoads() async {
        let fetcher = ControlledPaginationFetcher<String>(first: { _, _ in
            try page(["a", "b"], next: "p2").get()
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestNextData()

        #expect(fetcher.first.count == 1)
        #expect(fetcher.next.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(
            await states.next()
                == .completed(
                    content: ["a", "b"], next: .fixed(canRequestAdditionalData: true),
                    prev: .fixed(canRequestAdditionalData: false)))
    }

    @Test func givenANewFlowable_whenRequestingPrevData_thenTheFirstPageLoads() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(first: { _, _ in
            try firstPage(["m"], next: "n", prev: "p").get()
        })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestPrevData()

        #expect(fetcher.first.count == 1)
        #expect(fetcher.prev.count == 0)
        #expect(await flowable.getData(from: .cache) == ["m"])
    }

    @Test func givenTheFirstLoadFails_whenRequestingNextDataAgain_thenTheFirstPageIsTriedAgain() async {
        let fetcher = ControlledPaginationFetcher<String>(first: { _, call in
            if call == 1 { throw TestError(code: 4) }
            return try page(["a"], next: nil).get()
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)

        await flowable.requestNextData()
        #expect(await flowable.getData(from: .cache) == nil)
        await flowable.requestNextData()

        #expect(fetcher.first.count == 2)
        #expect(fetcher.next.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }
}
