import StoreFlowable
import Testing

/// Regressions: a removal or a garbage collection that runs while a page is merged into a normalized
/// list. Another observer of the store acts while the page is being written, on the writer's task —
/// exactly between the page's write and the list taking its IDs.
@Suite struct PageMergeRaceTests {
    let alice = Author(id: "a", name: "Alice")

    func toots(_ ids: ClosedRange<Int>) -> [Toot] {
        ids.map { Toot(id: "t\($0)", author: alice, text: "toot \($0)") }
    }

    @Test func givenARemovalWhileAPageIsWritten_thenTheListNeverHoldsTheRemovedEntity() async throws {
        let store = EntityStore()
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = TootPagesFetcher(pages: ["home": [toots(1...2), toots(3...4)]])
        let home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        #expect(await states.next()?.content?.map(\.id) == ["t1", "t2"])
        let remover = store.observe(Toot.self, ids: ["t3"]) { _ in store.remove(Toot.self, id: "t3") }

        await home.requestNextData()

        #expect(store.entity(Toot.self, id: "t3") == nil)
        #expect(cacher.ids(for: "home") == ["t1", "t2", "t4"])
        #expect(await home.getData(from: .cache)?.map(\.id) == ["t1", "t2", "t4"])
        var shown = await states.next()
        while shown?.isCompleted == false { shown = await states.next() }
        #expect(shown?.content?.map(\.id) == ["t1", "t2", "t4"])
        remover.cancel()
    }

    @Test func givenAGarbageCollectionWhileAPageIsWritten_thenThePageIsKeptAndShown() async throws {
        let store = EntityStore()
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = TootPagesFetcher(pages: ["home": [toots(1...2), toots(3...4), toots(4...5)]])
        let home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        let collected = Recorder<Int>()
        let collector = store.observe(Toot.self, ids: ["t3"]) { _ in collected.record(store.collectGarbage())
        }

        await home.requestNextData()
        collector.cancel()
        await home.requestNextData()

        #expect(collected.values == [0])
        #expect(store.entity(Toot.self, id: "t4") != nil)
        #expect(await home.getData(from: .cache)?.map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
    }
}
