import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

@Suite struct BoundedSizeTests {
    @Test func givenEntityBudget_whenExceeded_thenOldestUnlistedEntitiesAreEvictedAndListedOnesKept()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database, limits: SQLiteStoreLimits(maxEntities: 30))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...10)]), param: "home")
        _ = try await home.requireData()

        for batch in 0..<5 { try await persisted.put(notes((100 + batch * 10)...(109 + batch * 10))) }

        let stored = try await persisted.database.read { connection in
            try connection.integer("SELECT count(*) FROM entities")
        }
        #expect(stored <= 30)
        let reopened = try await openNotes(at: folder.database)
        let listed = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        #expect(await listed.loadData(param: "home")?.map(\.id) == notes(1...10).map(\.id))
        #expect(reopened.store.entity(Note.self, id: "n149") != nil)
        #expect(reopened.store.entity(Note.self, id: "n100") == nil)
    }

    @Test func givenPageCap_whenListGrowsPastIt_thenDiskKeepsFirstPagesAndPagingResumesAfterThem()
        async throws
    {
        let folder = TemporaryFolder()
        let pages = (0..<5).map { notes(($0 * 3 + 1)...($0 * 3 + 3)) }
        let fetcher = NotePagesFetcher(pages: pages)
        do {
            let persisted = try await openNotes(
                at: folder.database, limits: SQLiteStoreLimits(maxPagesPerList: 2))
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            for _ in 1..<5 { await home.requestNextData(continueWhenError: false) }
            #expect(timelines.ids(for: "home")?.count == 15)
        }

        let reopened = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxPagesPerList: 2, pagesReadFirst: nil))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        #expect(timelines.ids(for: "home") == notes(1...6).map(\.id))
        #expect(await timelines.loadNextKey(param: "home") == 2)
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == notes(1...9).map(\.id))
    }
}
