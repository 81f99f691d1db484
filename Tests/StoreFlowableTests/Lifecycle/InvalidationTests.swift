import StoreFlowableTesting
import Testing

@testable import StoreFlowable

@Suite struct InvalidationTests {
    @Test func givenASubscriber_whenItsParamIsInvalidatedTwice_thenOneFetchRunsWhileTheContentStaysVisible()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        cacher.invalidate(param: "key")
        cacher.invalidate(param: "key")

        #expect(describe(await states.next()) == "loading(1)")
        try await fetcher.nextRequest().answer(2)
        #expect(describe(await states.next()) == "completed(2)")
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenNoSubscriber_whenInvalidated_thenNothingIsFetchedUntilTheNextRequest() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { 10 + $0.number }
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)

        cacher.invalidate(param: "key")
        #expect(fetcher.requestCount == 0)
        #expect(try await flowable.requireData(from: .cache) == 1)

        #expect(try await flowable.requireData() == 11)
        // Fetched after the invalidation, the new content is valid again.
        #expect(try await flowable.requireData() == 11)
        #expect(fetcher.requestCount == 1)
    }

    @Test func givenAPredicate_whenInvalidating_thenOnlyTheParamsItAcceptsRefetch() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { $0.param.count }
        let short = makeFlowable(cacher: cacher, fetcher: fetcher, param: "ab")
        let long = makeFlowable(cacher: cacher, fetcher: fetcher, param: "abcdef")
        await short.update(newData: 0)
        await long.update(newData: 0)

        cacher.invalidate { $0.count > 3 }

        #expect(try await short.requireData() == 0)
        #expect(try await long.requireData() == 6)
        #expect(fetcher.params == ["abcdef"])
    }

    @Test func givenEveryParamInvalidated_thenEachRefetchesOnItsNextRequest() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { $0.param.count }
        let first = makeFlowable(cacher: cacher, fetcher: fetcher, param: "a")
        let second = makeFlowable(cacher: cacher, fetcher: fetcher, param: "bb")
        await first.update(newData: 0)
        await second.update(newData: 0)

        cacher.invalidateAll()

        #expect(try await first.requireData() == 1)
        #expect(try await second.requireData() == 2)
    }

    @Test func givenTheFlowablesAreGone_whenInvalidated_thenAFlowableMadeLaterStillRefetches() async throws {
        let cacher = IntCacher()
        let fetcher = TestFetcher<String, Int> { $0.number }
        do {
            let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
            await flowable.update(newData: 5)
        }
        cacher.invalidate(param: "key")

        let later = makeFlowable(cacher: cacher, fetcher: fetcher)
        #expect(try await later.requireData() == 1)
    }

    @Test func givenAListShowingAnEntity_whenTheEntityIsMarkedStale_thenThatListRefetchesAndAnotherDoesNot()
        async throws
    {
        let store = EntityStore()
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = FeedFetcher<Toot>(firstPage: { request in
            let author = Author(id: "u", name: "U")
            let id = request.param == "a" ? "1" : "2"
            return .page([Toot(id: id, author: author, text: "\(request.param)\(request.number)")], next: nil)
        })
        let showingOne = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "a")
        let showingTwo = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "b")
        _ = try? await showingOne.requireData()
        _ = try? await showingTwo.requireData()
        var states = showingOne.publish().makeAsyncIterator()
        #expect(await states.next()?.content?.map(\.text) == ["a1"])

        store.invalidate(Toot.self, ids: ["1"])

        #expect(describe(await states.next()?.mapContent { $0.map(\.text).joined() }) == "loading(a1)")
        #expect(await states.next()?.content?.map(\.text) == ["a3"])
        #expect(fetcher.firstPage.params == ["a", "b", "a"])
    }
}
