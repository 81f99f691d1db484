import Foundation
import StoreFlowable
import Testing

/// A query sorts by a closure or by `SortComparator`s; entities the order calls equal keep the order in
/// which the query first found them.
@Suite struct LiveQueryOrderTests {
    let ada = Author(id: "ada", name: "Ada")

    func toot(_ id: String, favourites: Int, text: String = "") -> Toot {
        var toot = Toot(id: id, author: ada, text: text)
        toot.favouritesCount = favourites
        return toot
    }

    @Test func givenKeyPathComparators_whenQuerying_thenTheyOrderTheResultOneAfterAnother() async {
        let store = EntityStore()
        store.put([toot("1", favourites: 2), toot("2", favourites: 5), toot("3", favourites: 2)])

        var results = store.query(
            Toot.self, sortedUsing: KeyPathComparator(\.favouritesCount, order: .reverse),
            KeyPathComparator(\.id, order: .reverse)
        ).makeAsyncIterator()
        #expect(await results.next()?.ids == ["2", "3", "1"])

        store.update(Toot.self, id: "1") { $0.favouritesCount = 9 }
        #expect(await results.next()?.ids == ["1", "2", "3"])
    }

    @Test func givenEntitiesTheOrderCallsEqual_whenOneChanges_thenItKeepsItsPlaceAmongThem() async {
        let store = EntityStore()
        store.put([toot("1", favourites: 1), toot("2", favourites: 1), toot("3", favourites: 1)])
        var results = store.query(Toot.self) { $0.favouritesCount < $1.favouritesCount }.makeAsyncIterator()
        let first = await results.next()?.ids ?? []
        #expect(Set(first) == ["1", "2", "3"])

        store.update(Toot.self, id: first[1]) { $0.text = "edited" }
        let second = await results.next()

        #expect(second?.ids == first)
        #expect(second?[1].text == "edited")
    }
}
