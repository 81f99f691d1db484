import StoreFlowable
import Testing

/// Entities that leave the store by eviction, garbage collection or `removeAll()` leave the results of
/// live queries too: a query shows what the store holds and keeps nothing itself.
@Suite struct LiveQueryMemoryTests {
    let ada = Author(id: "ada", name: "Ada")

    @Test func givenBudget_whenStatusesAreEvicted_thenTheyLeaveTheResult() async {
        let store = EntityStore(entityBudget: 20)
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        #expect(await results.next()?.isEmpty == true)

        for number in 0..<30 { store.put(Toot(id: "t\(String(number + 100))", author: ada)) }

        let stored = store.entities(Toot.self, sortedBy: Toot.byID)
        #expect(stored.count < 20)
        #expect(await results.next().map(Array.init) == stored)
    }

    @Test func givenStatusWhoseAuthorIsEvicted_whenItReadsAsAbsent_thenItLeavesTheResult() async {
        let store = EntityStore(entityBudget: 2)
        store.put(Toot(id: "1", author: ada))
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        #expect(await results.next()?.ids == ["1"])

        // The author is the least recently written of three entities: it alone is evicted.
        store.put(Author(id: "bea", name: "Bea"))

        #expect(store.entity(Author.self, id: "ada") == nil)
        #expect(store.entity(Toot.self, id: "1") == nil)
        #expect(await results.next()?.isEmpty == true)
    }

    @Test func givenUnshownStatuses_whenGarbageIsCollected_thenTheyLeaveTheResult() async {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: ada)])
        let shown = store.observe(Toot.self, ids: ["2"]) { _ in }
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        #expect(await results.next()?.ids == ["1", "2"])

        #expect(store.collectGarbage() == 1)

        #expect(await results.next()?.ids == ["2"])
        withExtendedLifetime(shown) {}
    }

    @Test func givenQuery_whenTheStoreIsEmptied_thenTheResultIsEmptyAndFollowsLaterWrites() async {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        _ = await results.next()

        store.removeAllData()
        #expect(await results.next()?.isEmpty == true)

        store.put(Toot(id: "2", author: ada))
        #expect(await results.next()?.ids == ["2"])
    }
}
