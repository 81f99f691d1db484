import StoreFlowable
import Testing

/// A batch that changes many entities at once is merged into the result in one pass; the result is the
/// same as one patched entity by entity.
@Suite struct LiveQueryBatchTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    @Test func givenLargeResult_whenABatchAddsUpdatesAndDropsManyEntities_thenTheResultEqualsAFreshSort()
        async
    {
        let store = EntityStore()
        store.put((0..<3_000).map { Toot(id: "t\($0)", author: $0.isMultiple(of: 2) ? ada : bea) })
        let isIncluded: @Sendable (Toot) -> Bool = { $0.author.id == "ada" }
        var results = store.query(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
            .makeAsyncIterator()
        _ = await results.next()

        store.put(
            (1_000..<4_000).map { number in
                var toot = Toot(id: "t\(number)", author: number.isMultiple(of: 3) ? ada : bea)
                toot.favouritesCount = number % 7
                return toot
            })

        let expected = store.entities(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
        #expect(await results.next().map(Array.init) == expected)
    }

    @Test func givenSmallResult_whenFewEntitiesChangeInOneBatch_thenTheResultEqualsAFreshSort() async {
        let store = EntityStore()
        store.put((0..<500).map { Toot(id: "t\($0)", author: ada) })
        var results = store.query(Toot.self, sortedBy: Toot.byFavouritesThenID).makeAsyncIterator()
        _ = await results.next()

        store.put(
            (0..<10).map { number in
                var toot = Toot(id: "t\(number * 37)", author: ada)
                toot.favouritesCount = number
                return toot
            } + [Toot(id: "new", author: ada)])

        let expected = store.entities(Toot.self, sortedBy: Toot.byFavouritesThenID)
        #expect(await results.next().map(Array.init) == expected)
    }
}
