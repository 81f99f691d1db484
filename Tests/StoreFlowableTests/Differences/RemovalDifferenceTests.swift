import StoreFlowable
import Testing

@Suite struct RemovalDifferenceTests {
    @Test func givenNormalizedList_whenTheStoreRemovesAnEntity_thenItIsRemovedAtItsOffset() async {
        let timeline = TootTimeline(first: [1, 2, 3])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.states(until: TootTimeline.ids([1, 2, 3]))

        timeline.store.remove(Toot.self, id: "p2")
        let update = await updates.nextChange()

        #expect(update?.state.content?.map(\.id) == ["p1", "p3"])
        #expect(
            update?.difference
                == ListDifference(
                    changes: referenceDifference(from: TootTimeline.ids([1, 2, 3]), to: ["p1", "p3"])))
        #expect(
            update?.difference.changes.removals == [.remove(offset: 1, element: "p2", associatedWith: nil)])
    }
}
