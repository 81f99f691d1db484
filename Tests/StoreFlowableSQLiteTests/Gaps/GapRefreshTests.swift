import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A refresh of a list kept with `.keepingList`, on each cacher that keeps gaps: the newest page joins the
/// kept list, with a gap only where the two share nothing.
@Suite struct GapRefreshTests {
    @Test(arguments: ListKind.allCases)
    func aRefreshSharingItemsPutsTheNewOnTopAndLosesNothing(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)
        await list.seed(11...30)

        try await list.refresh(answering: 27...36)

        let state = try await list.current()
        let content = try #require(state.state.content)
        #expect(content.map(\.id) == newestFirst(11...36))
        #expect(state.gaps.isEmpty)
        // The page's versions of the shared statuses replace the kept ones; the rest are as kept.
        #expect(content.filter { $0.id >= 27 }.allSatisfy { $0.text == "new" })
        #expect(content.filter { $0.id < 27 }.allSatisfy { $0.text == "kept" })
        // The kept list's bottom still pages on with its own key.
        async let older: Void = list.timeline.requestNextData()
        let next = try await list.fetcher.nextPage.nextRequest()
        #expect(next.key == 10)
        next.answer(1...10)
        await older
        #expect(try await list.ids() == newestFirst(1...36))
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshSharingNothingKeepsBothPartsWithAGapBetween(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)
        await list.seed(11...20)

        try await list.refresh(answering: 41...45)

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(41...45, 11...20))
        #expect(state.state.content?.filter { $0.id <= 20 }.allSatisfy { $0.text == "kept" } == true)
        let gap = try #require(state.gaps.first)
        #expect(state.gaps.count == 1)
        #expect(gap.index == 5)
        #expect(gap.canLoadFromTop && gap.canLoadFromBottom)
        #expect(gap.state.name == "fixed")
        #expect(state.rows.map(\.id)[4...6] == [.item(41), .gap(gap.id), .item(20)])

        // A second refresh that misses the top part too leaves a second gap above the first.
        try await list.refresh(answering: 61...65)
        let twice = try await list.current()
        #expect(twice.state.content?.map(\.id) == newestFirst(61...65, 41...45, 11...20))
        #expect(twice.gaps.map(\.index) == [5, 10])
        #expect(twice.gaps.last?.id == gap.id)

        // The stored part still pages on from its bottom with its own key.
        async let older: Void = list.timeline.requestNextData()
        let next = try await list.fetcher.nextPage.nextRequest()
        #expect(next.key == 10)
        next.answer(6...10)
        await older
        #expect(try await list.ids() == newestFirst(61...65, 41...45, 6...20))
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshThatReachesThePartBelowAGapClosesIt(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)
        await list.seed(11...20)
        try await list.refresh(answering: 31...35)
        #expect(try await list.current().gaps.count == 1)

        try await list.refresh(answering: 18...40)

        let state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(11...40))
        #expect(areDistinct(ids))
        #expect(state.gaps.isEmpty)
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshOnAnEmptyListSetsItWithoutAGap(kind: ListKind) async throws {
        let list = try await GapTimeline.make(kind)

        try await list.refresh(answering: 1...5)

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(1...5))
        #expect(state.gaps.isEmpty)
    }
}
