import StoreFlowable
import Testing

@Suite struct LiveQueryFirstResultTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    @Test func givenStatuses_whenAQueryIsIterated_thenItsFirstResultIsTheMatchesInOrder() async {
        let store = EntityStore()
        store.put((1...6).map { Toot(id: "\($0)", author: $0.isMultiple(of: 2) ? bea : ada) })

        var results = store.query(Toot.self, where: { $0.author.id == "bea" }, sortedBy: { $0.id > $1.id })
            .makeAsyncIterator()

        #expect(await results.next()?.ids == ["6", "4", "2"])
    }

    @Test func givenNoEntityOfTheType_whenAQueryIsIterated_thenItsFirstResultIsEmpty() async {
        let store = EntityStore()
        store.put(ada)

        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()

        #expect(await results.next()?.isEmpty == true)
    }

    @Test func givenAQuery_whenNotIterated_thenItIsNotOpen() {
        let store = EntityStore()
        let query = store.query(Toot.self, sortedBy: Toot.byID)
        #expect(store.liveQueryCount == 0)

        let results = query.makeAsyncIterator()

        #expect(store.liveQueryCount == 1)
        withExtendedLifetime(results) {}
    }

    @Test func givenManyStatuses_whenAQueryIsIterated_thenItsFirstResultEqualsAFreshFilterAndSort() async {
        let store = EntityStore()
        store.put(
            (0..<1_000).map { number in
                var toot = Toot(id: "t\(number)", author: number.isMultiple(of: 3) ? ada : bea)
                toot.favouritesCount = number % 17
                return toot
            })
        let isIncluded: @Sendable (Toot) -> Bool = { $0.author.id == "bea" }

        var results = store.query(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
            .makeAsyncIterator()

        let expected = store.entities(Toot.self, where: isIncluded, sortedBy: Toot.byFavouritesThenID)
        #expect(expected.count == 666)
        #expect(await results.next().map(Array.init) == expected)
    }
}
