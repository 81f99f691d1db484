import StoreFlowable
import StoreFlowableTesting
import Testing

/// New posts that a refresh puts on top of a kept list show, to a subscriber that follows differences, as
/// insertions at the top and nothing else: a screen keeps what the user is looking at where it is.
@Suite struct KeptPlaceDifferenceTests {
    enum Kind: CaseIterable {
        case inMemory, normalized
    }

    @Test(arguments: Kind.allCases)
    func givenAKeptList_whenARefreshPutsNewPostsOnTop_thenTheDifferenceOnlyInsertsThem(kind: Kind)
        async throws
    {
        let fetcher = TestPaginationFetcher<String, Tick, Int>()
        let timeline: AnyPaginationStoreFlowable<Tick, Int>
        switch kind {
        case .inMemory:
            timeline = AnyPaginationStoreFlowable.from(
                cacher: InMemoryPaginationCacher<String, Tick, Int>(refresh: .keepingList), fetcher: fetcher,
                param: "home")
        case .normalized:
            timeline = AnyPaginationStoreFlowable.from(
                cacher: NormalizedListCacher<String, Tick, Int>(store: EntityStore(), refresh: .keepingList),
                fetcher: fetcher, param: "home")
        }
        await timeline.update(newData: (1...20).reversed().map(Tick.init), nextKey: 0, prevKey: 20)
        var states = timeline.publishWithDifferences().makeAsyncIterator()
        _ = await states.next()

        async let refreshed: Void = timeline.refresh()
        try await fetcher.firstPage.nextRequest().answer(
            (14...23).reversed().map(Tick.init), nextKey: 13, prevKey: 23)
        await refreshed
        var update = try #require(await states.next())
        while update.state.isLoading { update = try #require(await states.next()) }

        #expect(update.state.content?.map(\.id) == Array((1...23).reversed()))
        let inserted = update.difference.changes.insertions.map { change -> Int in
            guard case .insert(let offset, _, _) = change else { return -1 }
            return offset
        }
        #expect(inserted.sorted() == [0, 1, 2])
        #expect(update.difference.changes.removals.isEmpty)
    }
}
