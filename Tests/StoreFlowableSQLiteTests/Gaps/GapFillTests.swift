import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A gap loaded page by page, from its top or from its bottom, until it closes, on each cacher that keeps
/// gaps.
@Suite struct GapFillTests {
    /// The statuses 11…20 kept, a refresh that brought 41…45: a gap of 21…40 between them, loaded from
    /// the top with the key 40 and from the bottom with the key 21.
    static func listWithGap(_ kind: ListKind) async throws -> GapTimeline {
        let list = try await GapTimeline.make(kind)
        await list.seed(11...20)
        try await list.refresh(answering: 41...45)
        return list
    }

    @Test(arguments: ListKind.allCases)
    func aGapLoadedFromTheTopMovesDownPageByPageUntilItReachesThePartBelow(kind: ListKind) async throws {
        let list = try await Self.listWithGap(kind)

        try await list.fill(from: .top, answering: 36...40)
        var state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(36...45, 11...20))
        #expect(state.gaps.map(\.index) == [10])

        try await list.fill(from: .top, answering: 31...35)
        try await list.fill(from: .top, answering: 26...30)
        state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(26...45, 11...20))
        #expect(state.gaps.map(\.index) == [20])

        // The last page overlaps the part below: the gap closes, nothing is listed twice.
        try await list.fill(from: .top, answering: 18...25)
        state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(11...45))
        #expect(state.gaps.isEmpty)
        #expect(list.fetcher.nextPage.keys == [40, 35, 30, 25])
        #expect(list.fetcher.prevPage.requestCount == 0)
    }

    @Test(arguments: ListKind.allCases)
    func aGapLoadedFromTheBottomMovesUpPageByPageUntilItReachesThePartAbove(kind: ListKind) async throws {
        let list = try await Self.listWithGap(kind)

        try await list.fill(from: .bottom, answering: 21...25)
        var state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(41...45, 11...25))
        #expect(state.gaps.map(\.index) == [5])

        try await list.fill(from: .bottom, answering: 26...30)
        try await list.fill(from: .bottom, answering: 31...35)
        state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(41...45, 11...35))
        #expect(state.gaps.map(\.index) == [5])

        try await list.fill(from: .bottom, answering: 36...43)
        state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(11...45))
        #expect(state.gaps.isEmpty)
        #expect(list.fetcher.prevPage.keys == [21, 26, 31, 36])
        #expect(list.fetcher.nextPage.requestCount == 0)
    }

    @Test(arguments: ListKind.allCases)
    func aGapLoadedFromBothEdgesInTurnClosesWhereTheyMeet(kind: ListKind) async throws {
        let list = try await Self.listWithGap(kind)

        try await list.fill(from: .top, answering: 36...40)
        try await list.fill(from: .bottom, answering: 21...25)
        // Each edge goes on from where it stopped, whatever the other edge did meanwhile.
        try await list.fill(from: .top, answering: 31...35)
        try await list.fill(from: .bottom, answering: 26...30)
        #expect(list.fetcher.nextPage.keys == [40, 35])
        #expect(list.fetcher.prevPage.keys == [21, 26])
        // The two edges are next to each other, but only a page that reaches across tells.
        #expect(try await list.current().gaps.count == 1)

        try await list.fill(from: .top, answering: 28...30)

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(11...45))
        #expect(state.gaps.isEmpty)
    }

    @Test(arguments: ListKind.allCases)
    func aGapClosesOnAnEmptyPageOrAPageWithNothingNew(kind: ListKind) async throws {
        let list = try await Self.listWithGap(kind)
        // The server lost 21…40: the top page brings nothing.
        try await list.fill(from: .top, answering: nil)
        var state = try await list.current()
        #expect(state.gaps.isEmpty)
        #expect(state.state.content?.map(\.id) == newestFirst(41...45, 11...20))

        // A later gap whose page holds only statuses already listed closes too.
        try await list.refresh(answering: 61...65)
        try await list.fill(from: .bottom, answering: 41...45)
        state = try await list.current()
        #expect(state.gaps.isEmpty)
        #expect(state.state.content?.map(\.id) == newestFirst(61...65, 41...45, 11...20))
    }

    @Test(arguments: ListKind.allCases)
    func aGapShowsLoadingWhileItsPageIsInFlight(kind: ListKind) async throws {
        let list = try await Self.listWithGap(kind)
        var states = list.timeline.publishWithGaps().makeAsyncIterator()
        let before = try #require(await states.next())
        let gap = try #require(before.gaps.first)
        #expect(gap.state.name == "fixed")

        async let filled: Void = list.timeline.requestGap(gap, from: .top)
        let request = try await list.fetcher.nextPage.nextRequest()
        let loading = try await list.current()
        #expect(loading.gaps.map(\.state.name) == ["loading"])
        #expect(loading.gaps.first?.id == gap.id)
        #expect(loading.state.content?.map(\.id) == newestFirst(41...45, 11...20))
        request.answer(36...40)
        await filled

        var latest = try #require(await states.next())
        while latest.state.content?.count != 20 { latest = try #require(await states.next()) }
        #expect(latest.state.content?.map(\.id) == newestFirst(36...45, 11...20))
        #expect(latest.gaps.map(\.state.name) == ["fixed"])
        #expect(latest.gaps.first?.id == gap.id)
    }
}
