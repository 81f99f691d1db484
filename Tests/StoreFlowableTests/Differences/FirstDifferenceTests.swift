import StoreFlowable
import Testing

@Suite struct FirstDifferenceTests {
    @Test func givenCachedList_whenSubscribing_thenTheFirstDifferenceIsInitialAndInsertsEverything() async {
        let timeline = TootTimeline(first: [1, 2, 3])
        _ = await timeline.home.getData()
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()

        let first = await updates.next()

        #expect(first?.difference.isInitial == true)
        #expect(first?.difference.changes == referenceDifference(from: [], to: TootTimeline.ids([1, 2, 3])))
        #expect(first?.difference.updated == [])
    }

    @Test func givenNothingCached_whenTheFirstPageArrives_thenItIsInsertedAfterAnEmptyInitialState() async {
        let timeline = TootTimeline(first: [1, 2])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()

        let first = await updates.next()
        let loaded = await updates.nextChange()

        #expect(first?.state.content == nil)
        #expect(
            first?.difference
                == ListDifference(changes: referenceDifference(from: [], to: []), isInitial: true))
        #expect(loaded?.difference.isInitial == false)
        #expect(loaded?.difference.changes == referenceDifference(from: [], to: TootTimeline.ids([1, 2])))
    }

    @Test func givenShownList_whenCleared_thenEverythingIsRemovedThenTheRefetchedListInserted() async {
        let cacher = NormalizedListCacher<String, Toot, String>(store: EntityStore())
        let fetcher = ControlledTwoWayPaginationFetcher<Toot>()
        let home = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "home")
        await home.update(newData: TootTimeline.toots([1, 2]), nextKey: nil, prevKey: nil)
        var updates = home.publishWithDifferences().makeAsyncIterator()
        _ = await updates.next()

        await home.clear()
        let cleared = await updates.nextChange()
        await fetcher.first.respond(toCall: 1, with: firstPage(TootTimeline.toots([3]), next: nil, prev: nil))
        let refetched = await updates.nextChange()

        #expect(cleared?.state.content == nil)
        #expect(cleared?.difference.changes == referenceDifference(from: TootTimeline.ids([1, 2]), to: []))
        #expect(refetched?.state.content?.map(\.id) == ["p3"])
        #expect(refetched?.difference.changes == referenceDifference(from: [], to: ["p3"]))
    }
}
