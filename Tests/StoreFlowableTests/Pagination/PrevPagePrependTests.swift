import StoreFlowable
import Testing

@Suite struct PrevPagePrependTests {
    @Test func givenListWithPrevKey_whenRequestingPrevData_thenThePageFetchedWithThatKeyIsPrepended() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>()
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["c", "d"], nextKey: "n1", prevKey: "p1")

        async let requested: Void = flowable.requestPrevData()
        await fetcher.prev.respond(toCall: 1, with: prevPage(["a", "b"], prev: "p0"))
        await requested

        #expect(fetcher.prev.arguments == ["p1"])
        #expect(fetcher.next.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c", "d"])
    }

    @Test func givenPrependedPage_whenRequestingAgain_thenTheKeyThatPageReturnedIsUsed() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(prev: { key, _ in
            try prevPage(key == "p1" ? ["b"] : ["a"], prev: key == "p1" ? "p0" : nil).get()
        })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["c"], nextKey: nil, prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData()

        #expect(fetcher.prev.arguments == ["p1", "p0"])
        #expect(await flowable.getData(from: .cache) == ["a", "b", "c"])
    }

    @Test func givenFirstPageWithBothKeys_whenRequestingBothWays_thenEachDirectionUsesItsKey() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            first: { _, _ in try firstPage(["m"], next: "n1", prev: "p1").get() },
            next: { _, _ in try page(["n"], next: "n2").get() },
            prev: { _, _ in try prevPage(["l"], prev: "p0").get() }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        #expect(await flowable.getData() == ["m"])

        await flowable.requestNextData()
        await flowable.requestPrevData()

        #expect(fetcher.next.arguments == ["n1"])
        #expect(fetcher.prev.arguments == ["p1"])
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["l", "m", "n"], next: more, prev: more)"#)
    }
}
