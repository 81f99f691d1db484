import StoreFlowable
import Testing

/// `GapMerge`'s edge cases, on plain lists: what a refresh and a gap's page leave.
@Suite struct GapMergeTests {
    typealias Joined = GapMerge.Joined<Post, Int>
    typealias Places = ListPlaces<Int, Int>

    static func posts(_ ids: ClosedRange<Int>, _ text: String = "") -> [Post] {
        ids.reversed().map { Post($0, text) }
    }

    /// 41…45 above a gap (loaded with 40 from the top, 21 from the bottom), 11…20 below it.
    static let withGap = Joined(
        list: posts(41...45) + posts(11...20), cachedAt: 1, nextKey: 10, prevKey: 46,
        places: Places(
            gaps: [.init(id: 7, above: 41, below: 20, nextKey: 40, prevKey: 21)],
            anchor: ListAnchor(itemID: 15)))

    static func refresh(_ ids: ClosedRange<Int>, next: Int? = nil, into kept: Joined = withGap) -> Joined {
        GapMerge.refresh(
            page: posts(ids, "new"), nextKey: next ?? ids.lowerBound - 1, prevKey: ids.upperBound + 1,
            into: kept, contains: nil, newGapID: 99)
    }

    @Test func aRefreshOfAnEmptyListTakesThePageAndItsKeysAndKeepsOnlyTheAnchor() {
        var kept = Self.withGap
        kept.list = []
        let joined = Self.refresh(1...5, into: kept)
        #expect(joined.list.map(\.id) == [5, 4, 3, 2, 1])
        #expect(joined.nextKey == 0 && joined.prevKey == 6)
        #expect(joined.places == Places(anchor: ListAnchor(itemID: 15)))
    }

    @Test func aRefreshPageWithAnIDTwiceListsItOnce() {
        let joined = GapMerge.refresh(
            page: [Post(47, "a"), Post(46, "b"), Post(47, "c"), Post(45, "d")], nextKey: 44, prevKey: 48,
            into: Self.withGap, contains: nil, newGapID: 99)
        #expect(
            joined.list.map(\.id) == [47, 46] + Array((41...45).reversed()) + Array((11...20).reversed()))
        #expect(joined.list.first?.text == "a")
        #expect(joined.places.gaps.map(\.id) == [7])
    }

    @Test func aRefreshPageWithNoNextKeyIsTheWholeListAndKeepsThePositionOnly() {
        var kept = Self.withGap
        kept.prevKey = nil
        kept.places.anchor = ListAnchor(itemID: 45, offset: 2)
        let joined = GapMerge.refresh(
            page: Self.posts(61...65), nextKey: nil, prevKey: 66, into: kept, contains: nil, newGapID: 99)
        #expect(joined.list.map(\.id) == Array((61...65).reversed()))
        #expect(joined.places.gaps.isEmpty)
        #expect(joined.places.anchor == ListAnchor(itemID: 45, offset: 2))
        #expect(joined.prevKey == 66 && joined.nextKey == nil)
        #expect(joined.unchangedSuffix == 0)
    }

    @Test func aRefreshSharingNothingPutsTheNewGapAboveTheKeptOnes() {
        let joined = Self.refresh(61...65)
        #expect(joined.places.gaps.map(\.id) == [99, 7])
        #expect(joined.places.gaps.first == .init(id: 99, above: 61, below: 45, nextKey: 60, prevKey: 46))
        #expect(joined.nextKey == 10 && joined.prevKey == 66)
    }

    @Test func aRefreshReachingIntoAGapMovesTheGapsTopBelowThePage() {
        let joined = Self.refresh(30...50)
        #expect(joined.list.map(\.id) == Array((30...50).reversed()) + Array((11...20).reversed()))
        #expect(joined.places.gaps == [.init(id: 7, above: 30, below: 20, nextKey: 29, prevKey: 21)])
        // A page fetched with the gap's old top key is dropped.
        let late = GapMerge.fill(
            gap: 7, from: .top, with: 40, page: Self.posts(36...40), keyBeyond: 35, into: joined,
            contains: nil)
        #expect(late == nil)
    }

    @Test func aRefreshEndingAtAGapsTopLeavesTheGapAsItWas() {
        let joined = Self.refresh(41...48)
        #expect(joined.places.gaps == Self.withGap.places.gaps)
    }

    @Test func aPageForAGapThatIsGoneOrLoadsFromAnotherKeyIsDropped() {
        let page = Self.posts(36...40)
        #expect(
            GapMerge.fill(
                gap: 8, from: .top, with: 40, page: page, keyBeyond: 35, into: Self.withGap, contains: nil)
                == nil)
        #expect(
            GapMerge.fill(
                gap: 7, from: .top, with: 39, page: page, keyBeyond: 35, into: Self.withGap, contains: nil)
                == nil)
        #expect(
            GapMerge.fill(
                gap: 7, from: .bottom, with: 40, page: page, keyBeyond: 41, into: Self.withGap, contains: nil)
                == nil)
    }

    @Test func aGapWhoseItemsAreBothGoneIsRemovedAndItsPageDropped() {
        var kept = Self.withGap
        kept.list = Self.posts(1...5)
        let joined = GapMerge.fill(
            gap: 7, from: .top, with: 40, page: Self.posts(36...40), keyBeyond: 35, into: kept, contains: nil)
        #expect(joined?.list.map(\.id) == [5, 4, 3, 2, 1])
        #expect(joined?.places.gaps.isEmpty == true)
    }

    @Test func aPageHoldingItemsListedFarBelowAddsOnlyTheNewOnes() {
        var kept = Self.withGap
        kept.list += Self.posts(38...39)  // out of order, far below the gap
        let joined = GapMerge.fill(
            gap: 7, from: .top, with: 40, page: Self.posts(36...40), keyBeyond: 35, into: kept, contains: nil)
        let ids = joined?.list.map(\.id) ?? []
        #expect(Set(ids).count == ids.count)
        #expect(ids.prefix(8) == [45, 44, 43, 42, 41, 40, 37, 36])
        #expect(joined?.places.gaps == [.init(id: 7, above: 36, below: 20, nextKey: 35, prevKey: 21)])
    }

    @Test func aGapWithoutKeyBeyondItsPageOnItsOnlyOpenEdgeCloses() {
        var kept = Self.withGap
        kept.places.gaps[0].prevKey = nil
        let joined = GapMerge.fill(
            gap: 7, from: .top, with: 40, page: Self.posts(36...40), keyBeyond: nil, into: kept, contains: nil
        )
        #expect(joined?.list.count == 20)
        #expect(joined?.places.gaps.isEmpty == true)
        #expect(joined?.places.anchor == ListAnchor(itemID: 15))
    }

    @Test func aGapShowsBelowTheItemAboveItWhenTheItemBelowIsGone() {
        let places = Places(gaps: [
            .init(id: 2, above: 3, below: 100, nextKey: 2, prevKey: nil),
            .init(id: 1, above: 6, below: 5, nextKey: 5, prevKey: 6),
            .init(id: 3, above: 200, below: 300, nextKey: 1, prevKey: 1),
        ])
        let shown = GapMerge.shown(places, in: Self.posts(1...6), loads: [2: .loading])
        #expect(shown.map(\.id) == [1, 2])
        #expect(shown.map(\.index) == [1, 4])
        #expect(shown.map(\.canLoadFromBottom) == [true, false])
        #expect(shown.last?.preferredEdge == .top)
        #expect(shown.map { $0.state.isLoading } == [false, true])
    }
}
