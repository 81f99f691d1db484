import StoreFlowable
import Testing

@Suite struct RefreshDifferenceTests {
    @Test
    func givenNormalizedList_whenARefreshReorders_thenTheDifferenceIsTheReferenceOneWithTheChangedItems()
        async
    {
        let timeline = TootTimeline(first: [1, 2, 3, 4, 5, 6])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2, 3, 4, 5, 6]))

        let refreshed = [0, 6, 1, 2, 4, 5, 7]
        timeline.fetcher.setFirst(
            TootTimeline.toots([0, 6, 1]) + TootTimeline.toots([2], text: "edited")
                + TootTimeline.toots([4, 5, 7]))
        await timeline.home.refresh()
        let update = await updates.states(until: TootTimeline.ids(refreshed)).last

        let reference = referenceDifference(
            from: TootTimeline.ids([1, 2, 3, 4, 5, 6]), to: TootTimeline.ids(refreshed))
        #expect(update?.difference == ListDifference(changes: reference, updated: ["p2"]))
        #expect(reference.insertions.contains(.insert(offset: 1, element: "p6", associatedWith: 5)))
    }

    @Test func givenInMemoryList_whenARefreshReorders_thenEveryItemKeptInPlaceCountsAsUpdated() async {
        let fetcher = ScriptedTimelineFetcher(first: ["a", "b", "c", "d"].map { Row(id: $0) })
        let cacher = InMemoryPaginationCacher<String, Row, String>()
        let feed = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        var updates = feed.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: ["a", "b", "c", "d"])

        fetcher.setFirst(["d", "a", "c", "e"].map { Row(id: $0) })
        await feed.refresh()
        let update = await updates.states(until: ["d", "a", "c", "e"]).last

        let reference = referenceDifference(from: ["a", "b", "c", "d"], to: ["d", "a", "c", "e"])
        #expect(update?.difference == ListDifference(changes: reference, updated: ["a", "c"]))
    }
}
