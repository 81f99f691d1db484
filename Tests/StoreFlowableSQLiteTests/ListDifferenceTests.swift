import StoreFlowable
import StoreFlowableSQLite
import Testing

@Suite struct ListDifferenceTests {
    @Test func givenStoredTimeline_whenAPageAndAnEditArrive_thenTheDifferenceNamesOnlyThem() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let fetcher = NotePagesFetcher(pages: [notes(1...3), notes(4...5)])
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        var updates = home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.next()

        await home.requestNextData()
        let page = await updates.next()
        persisted.store.update(Note.self, id: "n2") { $0.likes = 1 }
        let edit = await updates.next()

        let ids = ["n1", "n2", "n3"]
        #expect(page?.difference == ListDifference(changes: (ids + ["n4", "n5"]).difference(from: ids)))
        #expect(edit?.difference == ListDifference(changes: ids.difference(from: ids), updated: ["n2"]))
    }
}
