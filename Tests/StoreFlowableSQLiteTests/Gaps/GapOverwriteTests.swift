import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// A list set anew (`update(newData:)`) or cleared while a gap's page is in flight, on each cacher that
/// keeps gaps: the late page is dropped, the gaps go, the reading position stays with a list set anew.
@Suite struct GapOverwriteTests {
    @Test(arguments: ListKind.allCases)
    func aListSetAnewWhileAGapPageIsInFlightDropsThePageAndItsGapsButKeepsTheAnchor(kind: ListKind)
        async throws
    {
        let list = try await GapFillTests.listWithGap(kind)
        try await list.timeline.saveAnchor(ListAnchor(itemID: 43, offset: 8))

        let key = try await GapRaceTests.fill(list, from: .top, answering: 36...40) {
            await list.timeline.update(newData: statuses(1...3, "set"), nextKey: 0, prevKey: 4)
        }

        #expect(key == 40)
        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(1...3))
        #expect(state.state.content?.allSatisfy { $0.text == "set" } == true)
        #expect(state.gaps.isEmpty)
        #expect(state.anchor == ListAnchor(itemID: 43, offset: 8))
    }

    @Test(arguments: ListKind.allCases)
    func aListSetAnewWithoutKeysAlsoDropsItsGaps(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)
        try await list.timeline.saveAnchor(ListAnchor(itemID: 12))

        await list.timeline.update(newData: statuses(11...20, "set"))

        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(11...20))
        #expect(state.gaps.isEmpty)
        #expect(state.anchor == ListAnchor(itemID: 12))
    }

    @Test(arguments: ListKind.allCases)
    func aListClearedWhileAGapPageIsInFlightDropsThePage(kind: ListKind) async throws {
        let list = try await GapFillTests.listWithGap(kind)

        try await GapRaceTests.fill(list, from: .bottom, answering: 21...25) {
            await list.timeline.clear()
        }

        #expect(await list.timeline.getData(from: .cache) == nil)
        #expect(try await list.current().gaps.isEmpty)
        // Set again, the list shows none of the late page, and no gap of the cleared list.
        await list.seed(1...5)
        let state = try await list.current()
        #expect(state.state.content?.map(\.id) == newestFirst(1...5))
        #expect(state.gaps.isEmpty)
        #expect(list.fetcher.firstPage.requestCount == 1)
    }
}
