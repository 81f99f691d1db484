import StoreFlowable
import Testing

@Suite struct NextPageAppendTests {
    @Test func givenListWithNextKey_whenRequestingNextData_thenThePageFetchedWithThatKeyIsAppended() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "p2")

        async let requested: Void = flowable.requestNextData()
        await fetcher.next.respond(toCall: 1, with: page(["c", "d"], next: "p3"))
        await requested

        #expect(fetcher.next.arguments == ["p2"])
        #expect(fetcher.first.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenAppendedPage_whenRequestingAgain_thenTheKeyThatPageReturnedIsUsed() async {
        let fetcher = ControlledPaginationFetcher<String>(next: { key, _ in
            try page(key == "p2" ? ["c"] : ["d"], next: key == "p2" ? "p3" : "p4").get()
        })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a", "b"], nextKey: "p2")

        await flowable.requestNextData()
        await flowable.requestNextData()

        #expect(fetcher.next.arguments == ["p2", "p3"])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenFirstPageFetched_whenRequestingNextData_thenTheKeyOfTheFirstPageIsUsed() async {
        let fetcher = ControlledPaginationFetcher<String>(
            first: { _, _ in try page(["a"], next: "p2").get() },
            next: { _, _ in try page(["b"], next: "p3").get() }
        )
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        #expect(await flowable.getData() == ["a"])

        await flowable.requestNextData()

        #expect(fetcher.first.arguments == ["feed"])
        #expect(fetcher.next.arguments == ["p2"])
        #expect(await flowable.getData(from: .cache) == ["a", "b"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a", "b"], next: more)"#)
    }
}
