import StoreFlowable
import Testing

/// A new result arrives when an entity that matches or matched changes, with the change in its place.
@Suite struct LiveQueryChangeTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    func adaQuery(on store: EntityStore) -> EntityQuery<Toot>.Iterator {
        store.query(Toot.self, where: { $0.author.id == "ada" }, sortedBy: Toot.byFavouritesThenID)
            .makeAsyncIterator()
    }

    func storeWithToots() -> EntityStore {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: bea), Toot(id: "3", author: ada)])
        return store
    }

    @Test func givenQuery_whenAMatchingStatusIsInserted_thenItAppearsInItsPlace() async {
        let store = storeWithToots()
        var results = adaQuery(on: store)
        #expect(await results.next()?.ids == ["1", "3"])

        store.put(Toot(id: "2a", author: ada))

        #expect(await results.next()?.ids == ["1", "2a", "3"])
    }

    @Test func givenQuery_whenAMatchingStatusIsUpdated_thenItMovesToItsNewPlace() async {
        let store = storeWithToots()
        var results = adaQuery(on: store)
        _ = await results.next()

        store.update(Toot.self, id: "3") { $0.favouritesCount = 5 }

        let result = await results.next()
        #expect(result?.ids == ["3", "1"])
        #expect(result?.first?.favouritesCount == 5)
    }

    @Test func givenQuery_whenAMatchingStatusStopsMatchingOrIsRemoved_thenItLeaves() async {
        let store = storeWithToots()
        var results = adaQuery(on: store)
        _ = await results.next()

        store.update(Toot.self, id: "1") { $0.author = Author(id: "bea", name: "Bea") }
        #expect(await results.next()?.ids == ["3"])

        store.remove(Toot.self, id: "3")
        #expect(await results.next()?.isEmpty == true)
    }

    @Test func givenQuery_whenAStatusStartsMatching_thenItEnters() async {
        let store = storeWithToots()
        var results = adaQuery(on: store)
        _ = await results.next()

        store.update(Toot.self, id: "2") { $0.author = Author(id: "ada", name: "Ada") }

        #expect(await results.next()?.ids == ["1", "2", "3"])
    }

    @Test func givenQuery_whenTheAuthorOfMatchingStatusesIsRenamed_thenTheResultShowsTheNewName() async {
        let store = storeWithToots()
        var results = adaQuery(on: store)
        _ = await results.next()

        store.put(Author(id: "ada", name: "Ada L."))

        let result = await results.next()
        #expect(result?.ids == ["1", "3"])
        #expect(result?.map(\.author.name) == ["Ada L.", "Ada L."])
    }

    @Test func givenQueryOnANestedValue_whenTheNestedEntityChanges_thenStatusesEnterAndLeave() async {
        let store = storeWithToots()
        var results = store.query(Toot.self, where: { $0.author.name.hasPrefix("B") }, sortedBy: Toot.byID)
            .makeAsyncIterator()
        #expect(await results.next()?.ids == ["2"])

        store.put([Author(id: "ada", name: "Blaise"), Author(id: "bea", name: "Alice")])

        #expect(await results.next()?.ids == ["1", "3"])
    }
}
