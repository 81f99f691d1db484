import StoreFlowable
import Testing

@Suite struct SlowSubscriberDifferenceTests {
    @Test func givenSubscriberNotIterating_whenManyChangesHappen_thenOneDifferenceComposesThemAll() async {
        let timeline = TootTimeline(first: Array(1...10))
        timeline.fetcher.setPage("n1", TootTimeline.toots([11, 12, 13]))
        timeline.fetcher.setPage("p1", TootTimeline.toots([0]))
        var slow = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await slow.states(until: TootTimeline.ids(Array(1...10)))
        var watcher = timeline.home.publish().makeAsyncIterator()

        timeline.store.update(Toot.self, id: "p3") { $0.favourited = true }
        await timeline.home.requestNextData()
        timeline.store.remove(Toot.self, id: "p5")
        timeline.store.update(Toot.self, id: "p12") { $0.text = "inserted, then edited" }
        await timeline.home.requestPrevData()
        timeline.store.update(Toot.self, id: "p7") { $0.favourited = true }
        timeline.store.remove(Toot.self, id: "p11")
        let final = TootTimeline.ids([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13])
        while let state = await watcher.next() {
            if state.content?.map(\.id) == final, state.content?[6].favourited == true { break }
        }
        let update = await slow.next()

        #expect(update?.state.content?.map(\.id) == final)
        #expect(
            update?.difference.changes
                == referenceDifference(from: TootTimeline.ids(Array(1...10)), to: final))
        #expect(update?.difference.updated == ["p3", "p7"])
        #expect(update.flatMap { TootTimeline.ids(Array(1...10)).applying($0.difference.changes) } == final)
    }

    @Test func givenSubscriberFurtherBehindThanTheRecord_whenItReads_thenNoUpdateIsLost() async {
        let timeline = TootTimeline(first: Array(1...10))
        var slow = timeline.home.publishWithDifferences().makeAsyncIterator()
        _ = await slow.states(until: TootTimeline.ids(Array(1...10)))
        var watcher = timeline.home.publish().makeAsyncIterator()

        for count in 1...100 {
            timeline.store.update(Toot.self, id: "p\(count % 5 + 1)") { $0.favouritesCount = count }
        }
        while let state = await watcher.next(), state.content?[0].favouritesCount != 100 {}
        let update = await slow.next()

        #expect(update?.difference.changes.isEmpty == true)
        #expect(update?.difference.updated.isSuperset(of: TootTimeline.ids([1, 2, 3, 4, 5])) == true)
        #expect(update?.difference.updated.isSubset(of: TootTimeline.ids(Array(1...10))) == true)
    }
}
