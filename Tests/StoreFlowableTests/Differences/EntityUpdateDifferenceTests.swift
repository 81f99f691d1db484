import StoreFlowable
import Testing

@Suite struct EntityUpdateDifferenceTests {
    @Test func givenNormalizedList_whenTheStoreUpdatesAnEntity_thenOnlyThatIDIsUpdated() async {
        let timeline = TootTimeline(first: [1, 2, 3, 4, 5])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2, 3, 4, 5]))

        timeline.store.update(Toot.self, id: "p3") { $0.favourited = true }
        let update = await updates.nextChange()

        #expect(update?.difference.changes.isEmpty == true)
        #expect(update?.difference.updated == ["p3"])
        #expect(update?.state.content?[2].favourited == true)
    }

    @Test func givenEntityInTwoLists_whenTheOtherListFetchesANewerCopy_thenThisListReportsItUpdated() async {
        let timeline = TootTimeline(first: [1, 2, 3])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2, 3]))

        timeline.fetcher.setFirst(TootTimeline.toots([2, 9], text: "edited"))
        _ = await timeline.timeline("public").getData()
        let update = await updates.nextChange()

        #expect(update?.difference.changes.isEmpty == true)
        #expect(update?.difference.updated == ["p2"])
        #expect(update?.state.content?[1].text == "edited")
    }

    @Test func givenNestedEntity_whenItChanges_thenEveryItemHoldingItIsUpdated() async {
        let timeline = TootTimeline(first: [1, 2])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2]))

        timeline.store.update(Author.self, id: "a") { $0.name = "Renamed" }
        let update = await updates.nextChange()

        #expect(update?.difference.changes.isEmpty == true)
        #expect(update?.difference.updated == ["p1", "p2"])
    }
}
