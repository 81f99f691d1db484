import StoreFlowable
import Testing

@Suite struct NextPageDifferenceTests {
    @Test func givenNormalizedList_whenTheNextPageArrives_thenItsNewItemsAreInsertedAtTheEnd() async {
        let timeline = TootTimeline(first: [1, 2, 3])
        timeline.fetcher.setPage("n1", TootTimeline.toots([3], text: "edited") + TootTimeline.toots([4, 5]))
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2, 3]))

        await timeline.home.requestNextData()
        let update = await updates.nextChange()

        #expect(update?.state.content?.map(\.id) == TootTimeline.ids([1, 2, 3, 4, 5]))
        #expect(
            update?.difference.changes
                == referenceDifference(
                    from: TootTimeline.ids([1, 2, 3]), to: TootTimeline.ids([1, 2, 3, 4, 5])))
        #expect(update?.difference.updated == ["p3"])
    }

    @Test func givenInMemoryList_whenTheNextPageArrives_thenItIsInsertedAtTheEnd() async {
        let fetcher = ScriptedTimelineFetcher(first: [Row(id: "a"), Row(id: "b")])
        fetcher.setPage("n1", [Row(id: "c")])
        let cacher = InMemoryPaginationCacher<String, Row, String>()
        let feed = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        var updates = feed.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: ["a", "b"])

        await feed.requestNextData()
        let update = await updates.nextChange()

        #expect(
            update?.difference
                == ListDifference(changes: referenceDifference(from: ["a", "b"], to: ["a", "b", "c"])))
    }
}
