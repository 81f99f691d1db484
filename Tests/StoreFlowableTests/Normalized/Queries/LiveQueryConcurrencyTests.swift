import StoreFlowable
import Testing

/// With several writers at once, a live query ends where a fresh filter and sort of the store ends.
@Suite struct LiveQueryConcurrencyTests {
    let authors = (0..<4).map { Author(id: "a\($0)", name: "A\($0)") }

    @Test func givenConcurrentWriters_whenTheyAreDone_thenTheQueryEqualsAFreshFilterAndSort() async {
        let isIncluded: @Sendable (Toot) -> Bool = { $0.author.id != "a0" && $0.favouritesCount % 3 != 0 }
        for _ in 0..<20 {
            let store = EntityStore()
            let authors = authors
            store.put((0..<200).map { Toot(id: "t\($0)", author: authors[$0 % 4]) })
            let query = store.query(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
            let (opened, openedContinuation) = AsyncStream.makeStream(of: Void.self)
            let consumer = Task {
                var results = query.makeAsyncIterator()
                openedContinuation.yield()
                var last: SortedEntities<Toot>?
                while let result = await results.next() {
                    last = result
                    if result.contains(where: { $0.id == "sentinel" }) { break }
                }
                return last
            }
            for await _ in opened { break }

            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<6 {
                    group.addTask {
                        for round in 0..<150 {
                            let id = "t\((writer * 37 + round * 11) % 220)"
                            switch round % 5 {
                            case 0: store.remove(Toot.self, id: id)
                            case 1: store.put(Toot(id: id, author: authors[(writer + round) % 4]))
                            case 2: store.put(Author(id: "a\(round % 4)", name: "A\(round)"))
                            default: store.update(Toot.self, id: id) { $0.favouritesCount += writer + 1 }
                            }
                        }
                    }
                }
            }
            var sentinel = Toot(id: "sentinel", author: authors[1])
            sentinel.favouritesCount = 1
            store.put(sentinel)

            let expected = store.entities(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
            #expect(await consumer.value.map(Array.init) == expected)
        }
    }
}
