import StoreFlowable
import Testing

/// Regression: with writers on several threads, a list used to end up showing an older value of an
/// entity than the store held, because new values were read outside the list's lock and applied in
/// arrival order.
@Suite struct ConcurrentStoreWriteTests {
    @Test func givenConcurrentWriters_whenTheyAreDone_thenTheListAndItsSubscriberShowTheStoresValues()
        async throws
    {
        let alice = Author(id: "a", name: "Alice")
        for _ in 0..<50 {
            let store = EntityStore()
            let cacher = NormalizedListCacher<String, Toot, String>(store: store)
            let toots = (0..<8).map { Toot(id: "t\($0)", author: alice) }
            let fetcher = TootPagesFetcher(pages: ["home": [toots]])
            let home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            var states = home.publish().makeAsyncIterator()
            _ = await states.next()

            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        for round in 1...100 {
                            let id = "t\((writer + round) % 8)"
                            store.update(Toot.self, id: id) { $0.favouritesCount += 1 }
                        }
                    }
                }
            }

            let expected = store.entities(Toot.self, ids: toots.map(\.id)).map(\.favouritesCount)
            #expect(expected.reduce(0, +) == 800)
            #expect(await home.getData(from: .cache)?.map(\.favouritesCount) == expected)
            var shown = await states.next()
            while shown?.content?.map(\.favouritesCount) != expected {
                shown = await states.next()
            }
            #expect(shown?.content?.map(\.favouritesCount) == expected)
        }
    }
}
