import StoreFlowable
import Testing

@Suite struct PrevPageDifferenceTests {
    @Test func givenNormalizedList_whenThePreviousPageArrives_thenItIsInsertedAtTheFront() async {
        let timeline = TootTimeline(first: [3, 4])
        timeline.fetcher.setPage("p1", TootTimeline.toots([1, 2]))
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([3, 4]))

        await timeline.home.requestPrevData()
        let update = await updates.nextChange()

        #expect(update?.state.content?.map(\.id) == TootTimeline.ids([1, 2, 3, 4]))
        #expect(
            update?.difference
                == ListDifference(
                    changes: referenceDifference(
                        from: TootTimeline.ids([3, 4]), to: TootTimeline.ids([1, 2, 3, 4]))))
    }

    @Test func givenInMemoryList_whenPagesArriveAtBothEnds_thenEachIsInsertedAtItsEnd() async {
        let fetcher = ScriptedTimelineFetcher(first: [Row(id: "c")])
        fetcher.setPage("p1", [Row(id: "a"), Row(id: "b")])
        fetcher.setPage("n1", [Row(id: "d")])
        let cacher = InMemoryPaginationCacher<String, Row, String>()
        let feed = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
        var updates = feed.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: ["c"])

        await feed.requestPrevData()
        await feed.requestNextData()
        let update = await updates.nextChange()

        #expect(update?.state.content?.map(\.id) == ["a", "b", "c", "d"])
        #expect(
            update?.difference
                == ListDifference(changes: referenceDifference(from: ["c"], to: ["a", "b", "c", "d"])))
    }
}
