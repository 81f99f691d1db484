import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// A stored list is shown from its first page; paging on reads its next pages from the file, with no
/// network call, until its stored end (`SQLiteStoreLimits.pagesReadFirst`).
@Suite struct StoredPagingTests {
    /// Ten pages of four notes each, by one writer, stored as the engine stores a paged list.
    static let pages = (0..<10).map { notes(($0 * 4 + 1)...($0 * 4 + 4)) }

    static func storeTenPages(at url: URL, fetcher: NotePagesFetcher) async throws {
        let persisted = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        for _ in 1..<10 { await home.requestNextData(continueWhenError: false) }
        #expect(timelines.ids(for: "home")?.count == 40)
        persisted.close()
    }

    /// The store reopened, its cacher, and the timeline, once its first state showed the first page.
    static func reopenShowingFirstPage(at url: URL, _ fetcher: NotePagesFetcher) async throws -> (
        SQLiteStore, SQLiteListCacher<String, Note, Int>, AnyPaginationStoreFlowable<Note, Int>
    ) {
        let reopened = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        #expect(await firstState(of: home)?.content?.count == 4)
        return (reopened, timelines, home)
    }

    @Test func givenTenStoredPages_whenPagedToTheEnd_thenEachPageIsReadFromTheFileAndOnlyTheNextIsFetched()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: Self.pages + [notes(41...44)])
        try await Self.storeTenPages(at: folder.database, fetcher: fetcher)
        let fetched = fetcher.callCount

        let (reopened, timelines, home) = try await Self.reopenShowingFirstPage(at: folder.database, fetcher)
        for page in 2...10 {
            await home.requestNextData(continueWhenError: false)
            #expect(timelines.ids(for: "home") == notes(1...(page * 4)).map(\.id))
            #expect(reopened.store.entitiesInMemory == page * 4 + 1, "the pages shown and their writer")
        }
        #expect(fetcher.callCount == fetched, "nothing was fetched while the file had pages")

        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == notes(1...44).map(\.id))
        #expect(fetcher.callCount == fetched + 1)
    }

    @Test func givenAStoredPageNotShownYet_whenOneOfItsNotesIsRemoved_thenThePageIsReadWithoutIt()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: Self.pages)
        try await Self.storeTenPages(at: folder.database, fetcher: fetcher)

        let (reopened, timelines, home) = try await Self.reopenShowingFirstPage(at: folder.database, fetcher)
        try await reopened.remove(Note.self, id: "n6")
        await home.requestNextData(continueWhenError: false)

        #expect(timelines.ids(for: "home") == ["n1", "n2", "n3", "n4", "n5", "n7", "n8"])
    }

    @Test func givenAListShownFromItsFirstPage_whenRefreshed_thenPagingOnAsksTheNetwork() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: Self.pages)
        try await Self.storeTenPages(at: folder.database, fetcher: fetcher)

        let (_, timelines, home) = try await Self.reopenShowingFirstPage(at: folder.database, fetcher)
        await home.refresh()
        let fetched = fetcher.callCount
        await home.requestNextData(continueWhenError: false)

        #expect(fetcher.callCount == fetched + 1, "the refreshed list is the network's")
        #expect(timelines.ids(for: "home") == notes(1...8).map(\.id))
    }

    @Test func givenAListSavedAnewByAnotherStore_whenPagedOn_thenTheNetworkIsAsked() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: Self.pages)
        try await Self.storeTenPages(at: folder.database, fetcher: fetcher)
        let (_, timelines, home) = try await Self.reopenShowingFirstPage(at: folder.database, fetcher)

        let other = try await openNotes(at: folder.database)
        let otherTimelines = try await SQLiteListCacher<String, Note, Int>(in: other, name: "t")
        try await otherTimelines.saveData(data: notes(101...102), param: "home")
        other.close()
        let fetched = fetcher.callCount
        await home.requestNextData(continueWhenError: false)

        #expect(fetcher.callCount == fetched + 1)
        #expect(timelines.ids(for: "home") == notes(1...8).map(\.id))
    }

    @Test func givenACacherThatKeepsItsPlace_whenReopened_thenItsListIsShownWhole() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: Self.pages)
        try await Self.storeTenPages(at: folder.database, fetcher: fetcher)

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(
            in: reopened, name: "t", refresh: .keepingList)

        #expect(timelines.ids(for: "home")?.count == 40)
    }
}
