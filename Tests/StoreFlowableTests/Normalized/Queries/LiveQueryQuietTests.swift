import StoreFlowable
import Testing

/// A change to an entity that neither matches nor matched wakes no query, and neither does a write that
/// changes nothing.
@Suite struct LiveQueryQuietTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    @Test func givenQuery_whenOnlyNonMatchingEntitiesChange_thenNothingIsDelivered() async {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: bea)])
        var results = store.query(Toot.self, where: { $0.author.id == "ada" }, sortedBy: Toot.byID)
            .makeAsyncIterator()
        #expect(await results.next()?.ids == ["1"])
        let delivered = store.liveQueryDeliveryCount

        store.update(Toot.self, id: "2") { $0.text = "edited" }
        store.put(Toot(id: "3", author: bea))
        store.remove(Toot.self, id: "3")
        store.put(Author(id: "bea", name: "Bea B."))
        store.put(Author(id: "cyd", name: "Cyd"))
        store.put(Toot(id: "1", author: ada))

        #expect(store.liveQueryDeliveryCount == delivered)
        store.update(Toot.self, id: "1") { $0.text = "matching change" }
        #expect(store.liveQueryDeliveryCount == delivered + 1)
        #expect(await results.next()?.first?.text == "matching change")
    }

    @Test func givenQueriesOfTwoTypes_whenOneTypeChanges_thenOnlyItsQueryIsDelivered() async {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))
        var toots = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        var authors = store.query(Author.self, where: { $0.id == "cyd" }, sortedBy: { $0.id < $1.id })
            .makeAsyncIterator()
        _ = await toots.next()
        _ = await authors.next()
        let delivered = store.liveQueryDeliveryCount

        store.update(Toot.self, id: "1") { $0.favouritesCount = 1 }

        #expect(store.liveQueryDeliveryCount == delivered + 1)
        #expect(await toots.next()?.first?.favouritesCount == 1)
    }
}
