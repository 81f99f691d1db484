import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// The reading position of a list, on each cacher that keeps gaps: saved, shown from the first state on,
/// and kept across refreshes, expiry refetches and gap pages.
@Suite struct GapAnchorTests {
    @Test(arguments: ListKind.allCases)
    func aSavedAnchorComesInTheFirstStateAndStaysAcrossRefreshesAndGapPages(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)
        await list.seed(11...20)
        #expect(try await list.current().anchor == nil)

        try await list.timeline.saveAnchor(ListAnchor(itemID: 15, offset: 12.5))

        var states = list.timeline.publishWithGaps().makeAsyncIterator()
        let first = try #require(await states.next())
        #expect(first.anchor == ListAnchor(itemID: 15, offset: 12.5))
        #expect(first.state.content?.map(\.id) == newestFirst(11...20))
        // A refresh that shares items, one that leaves a gap, and a page of the gap keep it.
        try await list.refresh(answering: 18...24)
        #expect(try await list.current().anchor == ListAnchor(itemID: 15, offset: 12.5))
        try await list.refresh(answering: 41...45)
        #expect(try await list.current().gaps.count == 1)
        #expect(try await list.current().anchor == ListAnchor(itemID: 15, offset: 12.5))
        try await list.fill(from: .top, answering: 36...40)
        var latest = try #require(await states.next())
        while latest.state.content?.count != 24 { latest = try #require(await states.next()) }
        #expect(latest.anchor == ListAnchor(itemID: 15, offset: 12.5))

        // Saved anew, it replaces the old one; forgotten, it is gone.
        try await list.timeline.saveAnchor(ListAnchor(itemID: 38, offset: 0))
        #expect(try await list.current().anchor == ListAnchor(itemID: 38))
        try await list.timeline.saveAnchor(nil)
        #expect(try await list.current().anchor == nil)
        #expect(try await list.current().gaps.count == 1)
    }

    @Test(arguments: ListKind.allCases)
    func anExpiryRefetchKeepsTheListAndTheAnchor(kind: ListKind) async throws {
        let clock = TestClock(epochSeconds: 10_000)
        let list = try await GapTimeline.make(kind, expireSeconds: 60, clock: clock.epochClock)
        await list.seed(11...20)
        try await list.timeline.saveAnchor(ListAnchor(itemID: 13, offset: 4))
        clock.advance(by: .seconds(61))

        var states = list.timeline.publishWithGaps().makeAsyncIterator()
        let first = try #require(await states.next())
        #expect(first.anchor == ListAnchor(itemID: 13, offset: 4))
        #expect(first.state.content?.map(\.id) == newestFirst(11...20))
        // The list expired: the subscriber's arrival refetches its first page, which misses it.
        try await list.fetcher.firstPage.nextRequest().answer(31...35, "new")

        var latest = try #require(await states.next())
        while latest.state.content?.count != 15 || latest.state.isLoading {
            latest = try #require(await states.next())
        }
        #expect(latest.state.content?.map(\.id) == newestFirst(31...35, 11...20))
        #expect(latest.gaps.map(\.index) == [5])
        #expect(latest.anchor == ListAnchor(itemID: 13, offset: 4))
        #expect(list.fetcher.firstPage.requestCount == 1)
    }

    @Test(arguments: ListKind.allCases)
    func anAnchorStaysWhenAGapClosesFromTheBottom(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)
        await list.seed(1...3)
        try await list.timeline.saveAnchor(ListAnchor(itemID: 2, offset: 1))

        try await list.refresh(answering: 10...12)
        try await list.fill(from: .bottom, answering: 4...11)

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(1...12))
        #expect(state.gaps.isEmpty)
        #expect(state.anchor == ListAnchor(itemID: 2, offset: 1))
    }
}
