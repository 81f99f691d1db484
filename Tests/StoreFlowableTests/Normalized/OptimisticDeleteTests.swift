import StoreFlowable
import Testing

/// An optimistic deletion hides the entity at once from the store and every list; it stays gone when the
/// request succeeds, and comes back in the same places, with the same value, when it fails.
@Suite struct OptimisticDeleteTests {
    @Test func givenADeletionPending_thenEveryListDropsItAtOnce_andOnSuccessItStaysGone() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...3)], "local": [toots(2...4)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        _ = try await timelines.timeline("local").requireData()
        var homeStates = home.publish().makeAsyncIterator()
        _ = await homeStates.next()

        let deleting = Task { try await timelines.delete("t2") }

        #expect(await homeStates.next()?.content?.map(\.id) == ["t1", "t3"])
        await timelines.deletions.waitForCalls(1)
        #expect(try await timelines.shown("local") == ["t3", "t4"])
        #expect(timelines.store.entity(Toot.self, id: "t2") == nil)
        timelines.deletions.respond(.success(()))
        try await deleting.value

        #expect(try await timelines.shown("home") == ["t1", "t3"])
        #expect(timelines.cacher.ids(for: "local") == ["t3", "t4"])
        #expect(timelines.store.entity(Toot.self, id: "t2") == nil)
        #expect(timelines.store.confirmed(Toot.self, id: "t2") == nil)
    }

    @Test func givenADeletionPending_whenTheServerFails_thenItComesBackInItsPlacesWithItsValue()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...3)], "local": [toots(2...4)]])
        _ = try await timelines.timeline("home").requireData()
        _ = try await timelines.timeline("local").requireData()
        timelines.store.update(Toot.self, id: "t2") { $0.favourited = true }

        let deleting = Task { try await timelines.delete("t2") }
        await timelines.deletions.waitForCalls(1)
        #expect(try await timelines.shown("home") == ["t1", "t3"])
        timelines.deletions.respond(.failure(TestError(code: 403)))

        await #expect(throws: TestError(code: 403)) { try await deleting.value }
        #expect(try await timelines.shown("home") == ["t1", "t2", "t3"])
        #expect(try await timelines.shown("local") == ["t2", "t3", "t4"])
        #expect(timelines.store.entity(Toot.self, id: "t2")?.favourited == true)
    }
}
