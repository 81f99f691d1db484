import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A refresh that lands while a gap's page is in flight, on each cacher that keeps gaps: the late page
/// joins the gap it was fetched for when the refresh left that gap as it was, and is dropped when the
/// refresh changed it; it never lands anywhere else or lists a status twice.
@Suite struct GapRaceTests {
    /// Starts loading the only gap from `edge`, lets `during` run while its page is in flight, then
    /// answers the page with the statuses `ids`, marked "late".
    @discardableResult
    static func fill(
        _ list: GapTimeline, from edge: ListGap.Edge, answering ids: ClosedRange<Int>,
        during: () async throws -> Void
    ) async throws -> Int? {
        let gap = try #require(try await list.current().gaps.first)
        async let filled: Void = list.timeline.requestGap(gap, from: edge)
        let request = try await list.requests(from: edge).nextRequest()
        try await during()
        request.answer(ids, "late")
        await filled
        return request.key
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshThatClosesTheGapDropsItsLatePage(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)

        let key = try await Self.fill(list, from: .top, answering: 36...40) {
            try await list.refresh(answering: 15...50)
        }

        #expect(key == 40)
        let state = try await list.current()
        let content = try #require(state.state.content)
        #expect(content.map(\.id) == newestFirst(11...50))
        #expect(content.allSatisfy { $0.text != "late" })
        #expect(state.gaps.isEmpty)
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshThatLeavesTheGapAsItWasLetsItsLatePageJoinIt(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)
        let gap = try #require(try await list.current().gaps.first)

        // The refresh misses the list: a new gap on top; the late page joins the old gap, below.
        try await Self.fill(list, from: .top, answering: 36...40) {
            try await list.refresh(answering: 61...65)
        }

        let state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(61...65, 36...45, 11...20))
        #expect(state.gaps.map(\.index) == [5, 15])
        #expect(state.gaps.last?.id == gap.id)
        let lower = try #require(state.gaps.last)
        async let next: Void = list.timeline.requestGap(lower, from: .top)
        let request = try await list.fetcher.nextPage.nextRequest()
        #expect(request.key == 35)
        request.answer(18...35)
        await next
        #expect(try await list.ids() == newestFirst(61...65, 11...45))
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshSharingTheTopLetsALatePageFromTheBottomJoinTheGap(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)

        let key = try await Self.fill(list, from: .bottom, answering: 21...25) {
            try await list.refresh(answering: 43...48)
        }

        #expect(key == 21)
        let state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(41...48, 11...25))
        #expect(state.gaps.map(\.index) == [8])
        #expect(areDistinct(ids))
    }

    @Test(arguments: ListKind.allCases)
    func aRefreshReachingIntoTheGapLeavesNoStatusTwiceAndTheRestOfTheGapLoadable(kind: ListKind)
        async throws
    {
        let list = try await GapFillTests.listWithGap(kind)

        // The refresh brings 30…50: a page's worth of the gap (36…40) and more.
        try await Self.fill(list, from: .top, answering: 36...40) {
            try await list.refresh(answering: 30...50)
        }

        let state = try await list.current()
        let ids = try #require(state.state.content?.map(\.id))
        #expect(ids == newestFirst(30...50, 11...20))
        #expect(areDistinct(ids))
        #expect(state.state.content?.allSatisfy { $0.text == "new" || $0.text == "kept" } == true)
        // 21…29 are still missing: the gap stays, below 30, and loads from the refresh's next key.
        let gap = try #require(state.gaps.first)
        #expect(state.gaps.map(\.index) == [21])
        async let next: Void = list.timeline.requestGap(gap, from: .top)
        let request = try await list.fetcher.nextPage.nextRequest()
        #expect(request.key == 29)
        request.answer(20...29)
        await next
        #expect(try await list.ids() == newestFirst(11...50))
        #expect(try await list.current().gaps.isEmpty)
    }
}
