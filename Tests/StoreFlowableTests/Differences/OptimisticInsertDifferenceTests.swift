import StoreFlowable
import Testing

/// An optimistic insertion and its settling reach a differences subscriber as changes that rebuild the list.
@Suite struct OptimisticInsertDifferenceTests {
    @Test func givenDifferencesSubscriber_whenADraftIsInsertedThenSwapped_thenEachDifferenceRebuildsTheList()
        async throws
    {
        let timeline = TootTimeline(first: [1, 2])
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        var shown =
            await updates.states(until: TootTimeline.ids([1, 2])).last?.state.content?.map(\.id) ?? []
        let (answer, answered) = AsyncStream.makeStream(of: Void.self)
        let draft = Toot(id: "local-1", author: TootTimeline.author, text: "draft")

        let posting = Task {
            try await timeline.store.optimisticInsert(
                draft, into: [.start(of: timeline.cacher, param: "home")]
            ) {
                for await _ in answer { break }
                return Toot(id: "p9", author: TootTimeline.author, text: "draft")
            }
        }
        let inserted = try #require(await updates.nextChange())
        #expect(inserted.difference.changes.insertions.count == 1)
        shown = try #require(shown.applying(inserted.difference.changes))
        #expect(shown == ["local-1", "p1", "p2"])

        answered.yield()
        _ = try await posting.value
        let swapped = try #require(await updates.nextChange())
        shown = try #require(shown.applying(swapped.difference.changes))

        #expect(shown == ["p9", "p1", "p2"])
        #expect(swapped.state.content?.map(\.id) == shown)
    }
}
