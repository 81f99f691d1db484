import StoreFlowable
import StoreFlowableTesting
import Testing

@Suite struct GapSmokeTests {
    /// Posts `ids` in order, with `text`.
    static func posts(_ ids: ClosedRange<Int>, _ text: String = "") -> [Post] {
        ids.reversed().map { Post($0, text) }
    }

    @Test func aRefreshThatMissesTheKeptListLeavesAGapThatLoadsUntilItCloses() async throws {
        let fetcher = TestPaginationFetcher<String, Post, Int>()
        let cacher = InMemoryPaginationCacher<String, Post, Int>(refresh: .keepingList)
        let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        await timeline.update(newData: Self.posts(1...10), nextKey: 0, prevKey: 10)

        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(Self.posts(26...30), nextKey: 25, prevKey: 30)
        await refreshed

        var states = timeline.publishWithGaps().makeAsyncIterator()
        let state = try #require(await states.next())
        #expect(state.state.content?.map(\.id) == Array((26...30).reversed()) + Array((1...10).reversed()))
        let gap = try #require(state.gaps.first)
        #expect(state.gaps.count == 1)
        #expect(gap.index == 5)
        #expect(gap.canLoadFromTop && gap.canLoadFromBottom)

        async let top: Void = timeline.requestGap(gap, from: .top)
        let request = try await fetcher.nextPage.nextRequest()
        #expect(request.key == 25)
        request.answer(Self.posts(21...25), nextKey: 20)
        await top
        let afterTop = try #require(await states.next())
        #expect(afterTop.gaps.map(\.index) == [10])

        let middle = try #require(afterTop.gaps.first)
        async let bottom: Void = timeline.requestGap(middle, from: .bottom)
        let prev = try await fetcher.prevPage.nextRequest()
        #expect(prev.key == 10)
        prev.answer(Self.posts(11...15), prevKey: 15)
        await bottom
        let afterBottom = try #require(await states.next())
        #expect(afterBottom.gaps.map(\.index) == [10])

        let last = try #require(afterBottom.gaps.first)
        async let closing: Void = timeline.requestGap(last, from: .top)
        try await fetcher.nextPage.nextRequest().answer(Self.posts(14...20), nextKey: 13)
        await closing
        let closed = try #require(await states.next())
        #expect(closed.gaps.isEmpty)
        #expect(closed.state.content?.map(\.id) == Array((1...30).reversed()))
    }
}

@Suite struct GapAnchorWithoutPlacesTests {
    @Test func savingAnAnchorThroughACacherThatKeepsNoneThrowsTheTypedError() async throws {
        let fetcher = TestPaginationFetcher<String, Post, String>()
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: PlainListCacher<Post>(), fetcher: fetcher, param: "home")
        await timeline.update(newData: [Post(1, "a")])
        await #expect(throws: StoreFlowableError.cacherKeepsNoPlaces) {
            try await timeline.saveAnchor(ListAnchor(itemID: 1))
        }
        var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
        let state = try #require(await states.next())
        #expect(state.gaps.isEmpty && state.anchor == nil && state.state.content?.map(\.id) == [1])
    }
}

@Suite struct DefaultInMemoryCacherPlacesTests {
    /// The initializer with every default is the `Identifiable` one: its lists keep positions (an extra
    /// defaulted parameter on that one alone once made the plain one win, and with it a merge unspecialized
    /// for the items' type).
    @Test func aCacherOfIdentifiableItemsMadeWithEveryDefaultKeepsAReadingPosition() async throws {
        let fetcher = TestPaginationFetcher<String, Post, Int>()
        for cacher in [
            InMemoryPaginationCacher<String, Post, Int>(),
            InMemoryPaginationCacher<String, Post, Int>(expiry: .seconds(60)),
        ] {
            let timeline = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
            await timeline.update(newData: [Post(2, "b"), Post(1, "a")])
            try await timeline.saveAnchor(ListAnchor(itemID: 1, offset: 3))
            var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
            #expect(await states.next()?.anchor == ListAnchor(itemID: 1, offset: 3))
        }
    }
}
