import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// A stored list keeps at most `SQLiteStoreLimits.pagesInMemory` pages in memory: paging on drops the
/// pages at the other end, and paging back reads them from the file, with no network call.
@Suite struct PageWindowTests {
    static let window = SQLiteStoreLimits(maxEntitiesInMemory: 16, pagesInMemory: 3)

    /// The IDs of stored pages `pages` (numbered from 1), four notes each.
    static func ids(ofPages pages: ClosedRange<Int>) -> [String] {
        notes(((pages.lowerBound - 1) * 4 + 1)...(pages.upperBound * 4)).map(\.id)
    }

    /// The store reopened with a window of three pages, its cacher and the timeline, first page shown.
    static func reopenWithWindow(at url: URL, _ fetcher: NotePagesFetcher) async throws -> (
        SQLiteStore, SQLiteListCacher<String, Note, Int>, AnyPaginationStoreFlowable<Note, Int>
    ) {
        let reopened = try await openNotes(at: url, limits: window)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        #expect(await firstState(of: home)?.content?.map(\.id) == ids(ofPages: 1...1))
        return (reopened, timelines, home)
    }

    /// The state of the list's previous direction a new subscriber sees first, once it is completed.
    static func previousState(of home: AnyPaginationStoreFlowable<Note, Int>) async -> AdditionalLoadingState?
    {
        guard case .completed(_, _, let prev) = await firstState(of: home) else { return nil }
        return prev
    }

    @Test func givenTenStoredPagesAndAWindowOfThree_whenPagedToTheEnd_thenMemoryHoldsOnlyTheLastThree()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let fetched = fetcher.callCount

        let (reopened, timelines, home) = try await Self.reopenWithWindow(at: folder.database, fetcher)
        for page in 2...10 {
            await home.requestNextData(continueWhenError: false)
            #expect(timelines.ids(for: "home") == Self.ids(ofPages: max(1, page - 2)...page))
            // Without a window every note shown stays (41); with it, the budget (16) is passed only by the
            // page just read while the window still held the page it then dropped.
            #expect(reopened.store.entitiesInMemory <= 3 * 4 + 4 + 1, "the window, the page read, the writer")
        }
        #expect(fetcher.callCount == fetched, "every page came from the file")
        let state = await firstState(of: home)
        #expect(state?.content?.map(\.id) == Self.ids(ofPages: 8...10))
        guard case .completed(_, _, let prev) = state else {
            Issue.record("expected a completed state, got \(String(describing: state))")
            return
        }
        #expect(prev.canRequestAdditionalData, "the pages above can be paged back to")
    }

    @Test func givenAWindowAtTheEnd_whenPagedBack_thenEarlierPagesComeFromTheFileAndLaterOnesLeave()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let (_, timelines, home) = try await Self.reopenWithWindow(at: folder.database, fetcher)
        for _ in 2...10 { await home.requestNextData(continueWhenError: false) }
        let fetched = fetcher.callCount

        for first in (1...7).reversed() {
            await home.requestPrevData(continueWhenError: false)
            #expect(timelines.ids(for: "home") == Self.ids(ofPages: first...(first + 2)))
        }
        guard case .completed(_, let next, let prev) = await firstState(of: home) else {
            Issue.record("expected a completed state")
            return
        }
        #expect(!prev.canRequestAdditionalData, "the list's own start: nothing above it")
        #expect(next.canRequestAdditionalData)

        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 2...4), "page 4 read back from the file")
        #expect(fetcher.callCount == fetched, "paging back and forth fetched nothing")
    }

    @Test func givenAWindowOfTwo_whenPagedThroughTheNetwork_thenEarlierPagesLeaveAndAreReadBackFromTheFile()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(pagesInMemory: 2))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        for _ in 2...5 { await home.requestNextData(continueWhenError: false) }
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 4...5))
        let fetched = fetcher.callCount
        #expect(fetched == 5)

        await home.requestPrevData(continueWhenError: false)
        await home.requestPrevData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 2...3))
        await home.requestNextData(continueWhenError: false)
        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 4...5))
        #expect(fetcher.callCount == fetched, "the pages left memory, not the file")

        await home.requestNextData(continueWhenError: false)
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 5...6), "past the stored end: the network")
        #expect(fetcher.callCount == fetched + 1)
    }

    @Test func givenAWindow_whenANoteLeftMemory_thenAChangeToItIsKeptAndShownWhenPagedBack() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let (reopened, timelines, home) = try await Self.reopenWithWindow(at: folder.database, fetcher)
        for _ in 2...6 { await home.requestNextData(continueWhenError: false) }
        #expect(timelines.ids(for: "home")?.contains("n1") == false)

        try await reopened.update(Note.self, id: "n1") { $0.text = "edited while out of memory" }
        for _ in 1...3 { await home.requestPrevData(continueWhenError: false) }

        let shown = await firstState(of: home)?.content
        #expect(shown?.first?.id == "n1")
        #expect(shown?.first?.text == "edited while out of memory")
    }

    @Test func givenAWindowThatMoved_whenEntitiesShownChange_thenEachChangeShowsInItsOwnPlace() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let (reopened, _, home) = try await Self.reopenWithWindow(at: folder.database, fetcher)
        for _ in 2...3 { await home.requestNextData(continueWhenError: false) }
        // Every note shown changes through its writer, and then again after the window moves each way.
        try await reopened.update(Writer.self, id: "w") { $0.name = "Wren I" }

        for _ in 4...5 { await home.requestNextData(continueWhenError: false) }
        try await reopened.update(Note.self, id: "n13") { $0.text = "edited below the cut" }
        try await reopened.update(Writer.self, id: "w") { $0.name = "Wren II" }
        let afterTheTopLeft = await firstState(of: home)?.content
        #expect(afterTheTopLeft?.map(\.id) == Self.ids(ofPages: 3...5))
        #expect(
            afterTheTopLeft?.allSatisfy { $0.writer.name == "Wren II" } == true,
            "\(afterTheTopLeft?.map { "\($0.id)=\($0.writer.name)" } ?? [])")
        #expect(afterTheTopLeft?.first { $0.id == "n13" }?.text == "edited below the cut")

        await home.requestPrevData(continueWhenError: false)
        try await reopened.update(Note.self, id: "n5") { $0.text = "edited at the top" }
        try await reopened.update(Writer.self, id: "w") { $0.name = "Wren III" }
        let afterTheBottomLeft = await firstState(of: home)?.content
        #expect(afterTheBottomLeft?.map(\.id) == Self.ids(ofPages: 2...4))
        #expect(afterTheBottomLeft?.allSatisfy { $0.writer.name == "Wren III" } == true)
        #expect(afterTheBottomLeft?.first?.text == "edited at the top")
    }

    @Test func givenAWindowedList_whenAnotherStoreSavesItAnew_thenPagingBackEndsWithoutAFetch() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let (_, timelines, home) = try await Self.reopenWithWindow(at: folder.database, fetcher)
        for _ in 2...5 { await home.requestNextData(continueWhenError: false) }

        let other = try await openNotes(at: folder.database)
        let otherTimelines = try await SQLiteListCacher<String, Note, Int>(in: other, name: "t")
        try await otherTimelines.saveData(data: notes(101...102), param: "home")
        other.close()
        let fetched = fetcher.callCount
        await home.requestPrevData(continueWhenError: false)

        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 3...5), "nothing read from the other list")
        #expect(fetcher.callCount == fetched)
        #expect(await Self.previousState(of: home)?.canRequestAdditionalData == false, "the direction ends")
    }

    @Test func givenAListCutOnDiskPastItsWindow_whenPagedBack_thenThePagesAboveComeBackAndNoneIsLost()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxPagesPerList: 4, pagesInMemory: 2))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        for _ in 2...6 { await home.requestNextData(continueWhenError: false) }
        // Pages 5 and 6 are in memory only: the file keeps the first four, so memory keeps what it shows.
        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 3...6))
        let fetched = fetcher.callCount

        await home.requestPrevData(continueWhenError: false)
        await home.requestPrevData(continueWhenError: false)

        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 1...6))
        #expect(fetcher.callCount == fetched)
    }

    @Test func givenNoWindow_whenPagedToTheEnd_thenEveryPageStaysInMemory() async throws {
        let folder = TemporaryFolder()
        let fetcher = NotePagesFetcher(pages: StoredPagingTests.pages)
        try await StoredPagingTests.storeTenPages(at: folder.database, fetcher: fetcher)
        let (_, timelines, home) = try await StoredPagingTests.reopenShowingFirstPage(
            at: folder.database, fetcher)
        for _ in 2...10 { await home.requestNextData(continueWhenError: false) }

        #expect(timelines.ids(for: "home") == Self.ids(ofPages: 1...10))
        #expect(await Self.previousState(of: home)?.canRequestAdditionalData == false)
    }
}
