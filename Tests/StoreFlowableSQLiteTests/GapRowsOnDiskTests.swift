import Foundation
import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import StoreFlowableSQLite

/// A refresh that keeps the list, and a gap's page, rewrite only the items before those they left in
/// place: what a reopened store reads back is the list, gaps and anchor that memory showed.
@Suite struct GapRowsOnDiskTests {
    /// Notes numbered `range`, newest (highest) first.
    static func newestFirst(_ range: ClosedRange<Int>) -> [Note] {
        notes(range).reversed()
    }

    @Test func givenRefreshesAndGapPages_whenReopenedAfterEach_thenTheStoredListIsTheOneShown() async throws {
        let folder = TemporaryFolder()
        let fetcher = TestPaginationFetcher<String, Note, Int>()
        var shown: [String] = []
        var gapCount = 0
        var anchor: ListAnchor<String>?
        // Each step runs on a store opened anew, and checks what the previous one stored.
        let steps: [(AnyPaginationStoreFlowable<Note, Int>, SQLiteStore) async throws -> Void] = [
            { timeline, _ in
                async let first: Void = timeline.refresh()
                try await fetcher.firstPage.nextRequest().answer(
                    Self.newestFirst(1...40), nextKey: 0, prevKey: 40)
                await first
                try await timeline.saveAnchor(ListAnchor(itemID: "n30", offset: 4))
            },
            { timeline, persisted in
                // Ten new notes and thirty kept: no gap; the twenty notes below the page keep their rows.
                let before = try await Self.rowOf("n1", in: persisted)
                #expect(before.count == 2)
                async let refreshed: Void = timeline.refresh()
                try await fetcher.firstPage.nextRequest().answer(
                    Self.newestFirst(21...50), nextKey: 20, prevKey: 50)
                await refreshed
                #expect(try await Self.rowOf("n1", in: persisted) == before)
            },
            { timeline, _ in
                // Forty new notes past a gap of ten.
                async let refreshed: Void = timeline.refresh()
                try await fetcher.firstPage.nextRequest().answer(
                    Self.newestFirst(61...100), nextKey: 60, prevKey: 100)
                await refreshed
            },
            { timeline, _ in
                var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
                let gap = try #require(await states.next()?.gaps.first)
                async let filled: Void = timeline.requestGap(gap, from: .bottom)
                let request = try await fetcher.prevPage.nextRequest()
                #expect(request.key == 50)
                request.answer(Self.newestFirst(51...55), prevKey: 55)
                await filled
            },
        ]
        for step in steps {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(
                in: persisted, name: "timelines", refresh: .keepingList)
            let timeline = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
            let reopened = try #require(await states.next())
            #expect(reopened.state.content?.map(\.id) ?? [] == shown)
            #expect(reopened.gaps.count == gapCount)
            #expect(reopened.anchor == anchor)
            try await step(timeline, persisted)
            var later = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
            let after = try #require(await later.next())
            shown = after.state.content?.map(\.id) ?? []
            gapCount = after.gaps.count
            anchor = after.anchor
            persisted.close()
        }
        let expected = Self.newestFirst(61...100) + Self.newestFirst(51...55) + Self.newestFirst(1...50)
        #expect(shown == expected.map(\.id))
        #expect(gapCount == 1)
        #expect(anchor == ListAnchor(itemID: "n30", offset: 4))
    }

    /// The position of `id`'s row in the stored list and the list's generation.
    static func rowOf(_ id: String, in persisted: SQLiteStore) async throws -> [Int] {
        try await persisted.database.read { connection in
            let row = try connection.statement(
                """
                SELECT list_items.position, lists.generation FROM list_items JOIN lists USING (name, param)
                WHERE list_items.entity_id = ?
                """)
            row.bind(id, at: 1)
            defer { row.reset() }
            return try row.step() ? [row.int(0), row.int(1)] : []
        }
    }

    @Test func givenAListCutToItsFirstPages_whenRefreshesJoinedIt_thenItPagesOnFromWhereItWasCut()
        async throws
    {
        let folder = TemporaryFolder()
        let fetcher = TestPaginationFetcher<String, Note, Int>(
            nextPage: { request in
                let high = request.key ?? 0
                guard high >= 1 else { return PaginationFetchResult(data: []) }
                let low = max(high - 9, 1)
                return PaginationFetchResult(data: Self.newestFirst(low...high), nextKey: low - 1)
            })
        do {
            let persisted = try await openNotes(
                at: folder.database, limits: SQLiteStoreLimits(maxPagesPerList: 2))
            let timelines = try await SQLiteListCacher<String, Note, Int>(
                in: persisted, name: "timelines", refresh: .keepingList)
            let timeline = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
            for (page, next) in [(41...50, 40), (46...55, 45), (71...80, 70)] {
                async let refreshed: Void = timeline.refresh()
                try await fetcher.firstPage.nextRequest().answer(
                    Self.newestFirst(page), nextKey: next, prevKey: page.upperBound + 1)
                await refreshed
                await timeline.requestNextData()
                await timeline.requestNextData()
            }
            persisted.close()
        }
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(maxPagesPerList: 2))
        defer { persisted.close() }
        let timelines = try await SQLiteListCacher<String, Note, Int>(
            in: persisted, name: "timelines", refresh: .keepingList)
        let ids = try #require(timelines.ids(for: "home")).compactMap { Int($0.dropFirst()) }
        let last = try #require(ids.last)
        #expect(timelines.peekKeys(param: "home")?.next == last - 1)
        #expect(ids == ids.sorted(by: >))
    }
}
