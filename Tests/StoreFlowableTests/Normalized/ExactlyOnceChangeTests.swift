import StoreFlowable
import Testing

/// An entity write reaches each subscriber through the one ordered change path: once, with no stale
/// state before or after it.
@Suite struct ExactlyOnceChangeTests {
    @Test func givenAListAndAnEntitySubscriber_whenAnEntityIsUpdated_thenEachSeesItExactlyOnce() async throws
    {
        let (store, list, single) = try await listAndEntityOfOneToot()
        var listStates = list.publish().makeAsyncIterator()
        var singleStates = single.publish().makeAsyncIterator()
        #expect(await listStates.next()?.content?[1].favouritesCount == 0)
        #expect(await singleStates.next()?.content?.favouritesCount == 0)

        store.update(Toot.self, id: "t2") { $0.favouritesCount = 1 }
        #expect(await listStates.next()?.content?[1].favouritesCount == 1)
        #expect(await singleStates.next()?.content?.favouritesCount == 1)

        // The next state each sees is the next change, not a repeat of the first.
        store.update(Toot.self, id: "t2") { $0.favouritesCount = 2 }
        #expect(await listStates.next()?.content?[1].favouritesCount == 2)
        #expect(await singleStates.next()?.content?.favouritesCount == 2)
    }

    @Test func givenAnOptimisticChangeThatFails_thenSubscribersSeeTheChangeThenTheRollback_once() async throws
    {
        let alice = Author(id: "a", name: "Alice")
        let store = EntityStore()
        let toots = [Toot(id: "t1", author: alice)]
        let list = AnyPaginationStoreFlowable.from(
            cacher: NormalizedListCacher<String, Toot, String>(store: store),
            fetcher: TootPagesFetcher(pages: ["home": [toots]]), param: "home")
        _ = try await list.requireData()
        var states = list.publish().makeAsyncIterator()
        _ = await states.next()
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)

        let attempt = Task {
            try await store.optimisticUpdate(Toot.self, id: "t1", apply: { $0.favourited = true }) {
                for await _ in release { break }
                throw TestError(code: 9)
            }
        }
        #expect(await states.next()?.content?.first?.favourited == true)
        releaseContinuation.yield()
        #expect(await states.next()?.content?.first?.favourited == false)
        _ = await attempt.result

        store.update(Toot.self, id: "t1") { $0.text = "edited" }
        #expect(await states.next()?.content?.first?.text == "edited")
    }

    @Test func givenSubscribersAndNoTurnHeld_whenAnEntityIsUpdated_thenTheyShowItWhenTheWriteReturns()
        async throws
    {
        let (store, list, single) = try await listAndEntityOfOneToot()
        var listStates = list.publish().makeAsyncIterator()
        var singleStates = single.publish().makeAsyncIterator()
        _ = await listStates.next()
        _ = await singleStates.next()

        store.update(Toot.self, id: "t2") { $0.favouritesCount = 5 }
        // No suspension since the write: the change was read back on the writing thread.
        #expect(list.currentState().content?[1].favouritesCount == 5)
        #expect(single.currentState().content?.favouritesCount == 5)
        #expect(await listStates.next()?.content?[1].favouritesCount == 5)
        #expect(await singleStates.next()?.content?.favouritesCount == 5)
    }

    /// A store, a timeline of three toots and a flowable of the second toot, both loaded.
    private func listAndEntityOfOneToot() async throws -> (
        EntityStore, AnyPaginationStoreFlowable<Toot, String>, AnyStoreFlowable<Toot>
    ) {
        let alice = Author(id: "a", name: "Alice")
        let store = EntityStore()
        let toots = (1...3).map { Toot(id: "t\($0)", author: alice) }
        let list = AnyPaginationStoreFlowable.from(
            cacher: NormalizedListCacher<String, Toot, String>(store: store),
            fetcher: TootPagesFetcher(pages: ["home": [toots]]), param: "home")
        let single = AnyStoreFlowable.from(
            cacher: NormalizedEntityCacher<String, Toot>(store: store), fetcher: TootFetcher(toots),
            param: "t2")
        _ = try await list.requireData()
        _ = try await single.requireData()
        return (store, list, single)
    }
}
