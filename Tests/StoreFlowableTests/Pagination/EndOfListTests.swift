import StoreFlowable
import Testing

@Suite struct EndOfListTests {
    @Test(arguments: [nil, ""] as [String?])
    func givenNoNextKey_whenRequestingNextData_thenNextIsClosedAndNothingIsFetched(key: String?) async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: key)
        var states = flowable.publish().makeAsyncIterator()

        let state = await states.next()
        await flowable.requestNextData()
        await flowable.requestNextData(continueWhenError: false)

        #expect(describe(state) == #"completed(["a"])"#)
        #expect(describe(state?.next ?? .loading) == "end")
        #expect(fetcher.next.count == 0)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenEmptyPage_whenItArrives_thenNextIsClosedAndAFurtherRequestMakesNoCall() async {
        let fetcher = ControlledPaginationFetcher<String>()
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a"], next: more)"#)

        async let requested: Void = flowable.requestNextData()
        // The empty page still carries a key: the empty page, not the key, ends the list.
        await fetcher.next.respond(toCall: 1, with: page([], next: "p3"))
        await requested
        await flowable.requestNextData()

        #expect(describe(await states.next()) == #"completed(["a"])"#)
        #expect(fetcher.next.count == 1)
        #expect(await flowable.getData(from: .cache) == ["a"])
    }

    @Test func givenLastPageWithoutKey_whenItArrives_thenItIsAppendedAndNextIsClosed() async {
        let fetcher = ControlledPaginationFetcher<String>(next: { _, _ in try page(["b"], next: nil).get() })
        let flowable = makePaginationFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["a"], nextKey: "p2")

        await flowable.requestNextData()
        await flowable.requestNextData()

        #expect(fetcher.next.count == 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["a", "b"])"#)
    }

    @Test func givenPrevEndReached_whenRequestingPrevData_thenNoCallAndNextStaysOpen() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(prev: { _, _ in
            try prevPage([], prev: "p0").get()
        })
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["b"], nextKey: "n1", prevKey: "p1")

        await flowable.requestPrevData()
        await flowable.requestPrevData()

        #expect(fetcher.prev.arguments == ["p1"])
        #expect(fetcher.next.count == 0)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["b"], next: more)"#)
    }

    @Test func givenBothEndsReached_whenRefreshing_thenBothDirectionsReopenWithTheNewKeys() async {
        let fetcher = ControlledTwoWayPaginationFetcher<String>(
            first: { _, _ in try firstPage(["x"], next: "n9", prev: "p9").get() },
            next: { _, call in try page(call == 1 ? [] : ["y"], next: "n10").get() },
            prev: { _, call in try prevPage(call == 1 ? [] : ["w"], prev: "p8").get() }
        )
        let flowable = makeTwoWayFlowable(cacher: ListCacher(), fetcher: fetcher)
        await flowable.update(newData: ["m"], nextKey: "n1", prevKey: "p1")
        await flowable.requestNextData()
        await flowable.requestPrevData()
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == #"completed(["m"])"#)

        await flowable.refresh()

        #expect(describe(await states.next()) == #"completed(["x"], next: more, prev: more)"#)
        await flowable.requestNextData()
        await flowable.requestPrevData()
        #expect(fetcher.next.arguments == ["n1", "n9"])
        #expect(fetcher.prev.arguments == ["p1", "p9"])
        #expect(await flowable.getData(from: .cache) == ["w", "x", "y"])
    }
}
