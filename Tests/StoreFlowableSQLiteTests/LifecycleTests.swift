import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Clearing and freshness with the store on disk.
@Suite struct SQLiteLifecycleTests {
    @Test func givenStoredListsAndValues_whenClearedAndReopened_thenNothingOfTheOldSessionIsLeft()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            let drafts = SQLiteCacher<String, String>(in: persisted, name: "drafts")
            let home = AnyPaginationStoreFlowable.from(
                cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...3)]), param: "home")
            _ = try await home.requireData()
            try await drafts.saveData(data: "hello", param: "me")

            try await timelines.clearAll()
            try await drafts.clearAll()
            try await persisted.removeAllData()
            #expect(persisted.store.count(of: Note.self) == 0)
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let drafts = SQLiteCacher<String, String>(in: reopened, name: "drafts")
        #expect(await timelines.loadData(param: "home") == nil)
        #expect(await drafts.loadData(param: "me") == nil)
        #expect(reopened.store.count(of: Note.self) == 0)
        #expect(reopened.store.count(of: Writer.self) == 0)
    }

    @Test func givenAListSavedByAnEarlierRun_whenReopened_thenItsFirstStateSaysItComesFromDisk() async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: [notes(1...2)])
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        let savedAt = await timelines.loadDataCachedAt(param: "home")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        var updates = home.publishWithFreshness().makeAsyncIterator()

        let first = await updates.next()
        #expect(first?.state.isCompleted == true)
        #expect(first?.freshness?.origin == .disk)
        #expect(first?.freshness?.savedAtEpochSeconds == savedAt)

        let refreshing = Task { await home.refresh() }
        var latest = await updates.next()
        while latest?.state.isCompleted != true { latest = await updates.next() }
        await refreshing.value
        #expect(latest?.freshness?.origin == .network)
    }
}
