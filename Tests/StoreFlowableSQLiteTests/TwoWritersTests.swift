import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// Two stores on one file — two processes of an app — never leave a list with a hole or fail each
/// other's writes: a page extends only the list its store read or wrote.
@Suite struct TwoWritersTests {
    static func timeline(_ persisted: SQLiteStore, pages: [[Note]]) async throws
        -> (SQLiteListCacher<String, Note, Int>, AnyPaginationStoreFlowable<Note, Int>)
    {
        let lists = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: lists, fetcher: NotePagesFetcher(pages: pages), param: "home")
        return (lists, flowable)
    }

    @Test
    func
        givenOneStorePagingDeep_whenAnotherRefreshesTheListMeanwhile_thenTheStoredListIsTheRefreshedOneWhole()
        async throws
    {
        let folder = TemporaryFolder()
        let paging = try await openNotes(at: folder.database)
        let (_, deep) = try await Self.timeline(
            paging, pages: [notes(1...40), notes(41...80), notes(81...120), notes(121...160)])
        _ = try await deep.requireData()
        await deep.requestNextData()
        let refreshing = try await openNotes(at: folder.database)
        let (_, fresh) = try await Self.timeline(refreshing, pages: [notes(500...539), notes(540...579)])

        await fresh.refresh()
        await deep.requestNextData()
        await deep.requestNextData()

        let (reopened, _) = try await Self.timeline(try await openNotes(at: folder.database), pages: [])
        #expect(reopened.ids(for: "home") == notes(500...539).map(\.id))
        #expect(await reopened.loadNextKey(param: "home") == 1)
        // The store that paged deep still shows its own pages.
        #expect(try await deep.requireData(from: .cache).count == 160)
    }

    @Test func givenOneStorePaging_whenAnotherClearsEverything_thenThePagingStoreFailsNothing() async throws {
        let folder = TemporaryFolder()
        let paging = try await openNotes(at: folder.database)
        let (lists, deep) = try await Self.timeline(paging, pages: [notes(1...40), notes(41...80)])
        _ = try await deep.requireData()
        let other = try await openNotes(at: folder.database)

        try await other.removeAllData()
        try await lists.saveNextData(cachedData: [], newData: notes(41...80), param: "home")
        try await lists.saveNextKey(nextKey: 2, param: "home")
        try await lists.saveDataCachedAt(epochSeconds: 1, param: "home")

        let (reopened, _) = try await Self.timeline(try await openNotes(at: folder.database), pages: [])
        #expect(reopened.ids(for: "home") == nil)
    }
}
