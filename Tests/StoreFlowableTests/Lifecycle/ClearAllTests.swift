import Testing

@testable import StoreFlowable

/// Clearing a cacher, or every cacher and store, as a logout does.
@Suite struct ClearAllTests {
    @Test func givenASubscriberShowingContent_whenCleared_thenItSeesLoadingNothingThenTheNewSessionsContent()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        #expect(describe(await states.next()) == "completed(1)")

        try await cacher.clearAll()

        #expect(await cacher.loadData(param: "key") == nil)
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.respond(toCall: 1, with: .success(2))
        #expect(describe(await states.next()) == "completed(2)")
    }

    @Test func givenAFetchInFlight_whenClearedAndItAnswersLate_thenItsResultIsNeverSavedNorShown()
        async throws
    {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        await flowable.update(newData: 1)
        var states = flowable.publish().makeAsyncIterator()
        _ = await states.next()
        let refreshing = Task { await flowable.refresh() }
        #expect(describe(await states.next()) == "loading(1)")
        await fetcher.waitForCalls(1)

        try await cacher.clearAll()
        #expect(describe(await states.next()) == "loading(nil)")
        await fetcher.waitForCalls(2)
        // The old session's fetch answers after the clear; the new session's fetch answers after it.
        fetcher.respond(.success(100))
        fetcher.respond(.success(2))
        await refreshing.value

        #expect(describe(await states.next()) == "completed(2)")
        #expect(await cacher.loadData(param: "key") == 2)
    }

    @Test func givenACallerWaitingForAFetch_whenCleared_thenItGetsTheClearedError() async throws {
        let cacher = IntCacher()
        let fetcher = ControlledFetcher<String, Int>()
        let flowable = makeFlowable(cacher: cacher, fetcher: fetcher)
        let waiting = Task { try await flowable.requireData() }
        await fetcher.waitForCalls(1)

        try await cacher.clearAll()
        fetcher.respond(.success(5))

        await #expect(throws: StoreFlowableError.cleared) { try await waiting.value }
        #expect(await cacher.loadData(param: "key") == nil)
    }

    @Test func givenAPageInFlight_whenCleared_thenTheLatePageIsDiscarded() async throws {
        let cacher = InMemoryPaginationCacher<String, Int, String>()
        let fetcher = ControlledPaginationFetcher<Int>(first: { _, call in
            PaginationFetchResult(data: [call * 10], nextKey: "next")
        })
        let flowable = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        var states = flowable.publish().makeAsyncIterator()
        while await states.next()?.content != [10] {}
        let paging = Task { await flowable.requestNextData() }
        await fetcher.next.waitForCalls(1)

        try await cacher.clearAll()
        fetcher.next.respond(.success(PaginationFetchResult(data: [99], nextKey: nil)))
        await paging.value

        var last = await states.next()
        while last?.content != [20] { last = await states.next() }
        #expect(await cacher.loadData(param: "feed") == [20])
    }

    @Test func givenAnOptimisticChangePending_whenEverythingIsCleared_thenItsSettlementWritesNothing()
        async throws
    {
        let store = EntityStore()
        let cacher = NormalizedEntityCacher<String, Toot>(store: store)
        let author = Author(id: "u", name: "U")
        store.put(Toot(id: "1", author: author))
        let started = AsyncStream.makeStream(of: Void.self)
        let answer = AsyncStream.makeStream(of: Void.self)
        let mutation = Task {
            try await store.optimisticUpdate(Toot.self, id: "1", apply: { $0.favourited = true }) {
                started.continuation.yield()
                for await _ in answer.stream { break }
                var confirmed = Toot(id: "1", author: author)
                confirmed.favourited = true
                return confirmed
            }
        }
        for await _ in started.stream { break }
        #expect(store.entity(Toot.self, id: "1")?.favourited == true)

        try await CacheLifecycle.clear([cacher.registry], stores: [store])
        answer.continuation.yield()
        _ = try await mutation.value

        #expect(store.entity(Toot.self, id: "1") == nil)
        #expect(store.count(of: Toot.self) == 0)
    }

    @Test func givenTwoCachersAndAStore_whenEverythingIsCleared_thenAllAreEmptyAndSubscribersOfEachRefetch()
        async throws
    {
        let numbers = IntCacher()
        let store = EntityStore()
        let toots = NormalizedEntityCacher<String, Toot>(store: store)
        let numberFetcher = ControlledFetcher<String, Int> { _, call in call }
        let tootFetcher = ControlledFetcher<String, Toot> { id, call in
            Toot(id: id, author: Author(id: "u", name: "U"), text: "session \(call)")
        }
        let number = makeFlowable(cacher: numbers, fetcher: numberFetcher)
        let toot = AnyStoreFlowable.from(cacher: toots, fetcher: tootFetcher, param: "1")
        var numberStates = number.publish().makeAsyncIterator()
        var tootStates = toot.publish().makeAsyncIterator()
        while await numberStates.next()?.content != 1 {}
        while await tootStates.next()?.content?.text != "session 1" {}

        try await CacheLifecycle.clear([numbers.registry, toots.registry], stores: [store])

        var numbersSeen: [Int?] = []
        while let state = await numberStates.next() {
            numbersSeen.append(state.content)
            if state.isCompleted { break }
        }
        var tootsSeen: [String?] = []
        while let state = await tootStates.next() {
            tootsSeen.append(state.content?.text)
            if state.isCompleted { break }
        }
        #expect(!numbersSeen.contains(1))
        #expect(numbersSeen.last == 2)
        #expect(!tootsSeen.contains("session 1"))
        #expect(tootsSeen.last == "session 2")
        #expect(tootFetcher.callCount == 2)
    }
}
