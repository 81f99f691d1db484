import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Random walks up and down a stored list with a window of pages, against a model: memory always shows a
/// run of whole pages no longer than the window, and only pages past the stored end are fetched.
@Suite struct RandomizedWindowTests {
    static let pageCount = 14

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func givenARandomWalk_whenPagedBothWays_thenMemoryShowsTheModelsPagesAndFetchesOnlyNewOnes(seed: UInt64)
        async throws
    {
        var random = SeededGenerator(state: seed)
        let folder = TemporaryFolder()
        let pages = (0..<Self.pageCount).map { notes(($0 * 4 + 1)...($0 * 4 + 4)) }
        let fetcher = NotePagesFetcher(pages: pages)
        let stored = Int.random(in: 3...8, using: &random)
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            _ = try await home.requireData()
            for _ in 1..<stored { await home.requestNextData(continueWhenError: false) }
            persisted.close()
        }
        let window = Int.random(in: 1...4, using: &random)
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxEntitiesInMemory: 20, pagesInMemory: window))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        #expect(await firstState(of: home)?.content?.count == 4)

        // The model: pages first...last (numbered from 0) shown, pages 0..<known stored or fetched.
        var (first, last, known) = (0, 0, stored)
        var fetches = fetcher.callCount
        for step in 0..<40 {
            if Bool.random(using: &random) {
                await home.requestNextData(continueWhenError: false)
                if last + 1 < Self.pageCount {
                    last += 1
                    if last >= known {
                        known = last + 1
                        fetches += 1
                    }
                    first = max(first, last - window + 1)
                }
            } else {
                await home.requestPrevData(continueWhenError: false)
                if first > 0 {
                    first -= 1
                    last = min(last, first + window - 1)
                }
            }
            let expected = pages[first...last].flatMap { $0.map(\.id) }
            #expect(timelines.ids(for: "home") == expected, "seed \(seed), window \(window), step \(step)")
            #expect(fetcher.callCount == fetches, "seed \(seed), step \(step): only pages never stored")
        }
    }
}
