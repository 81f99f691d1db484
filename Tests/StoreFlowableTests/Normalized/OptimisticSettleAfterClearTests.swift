import StoreFlowable
import Testing

/// A post or a deletion pending when the lists are cleared or the store is emptied (a logout) settles
/// into nothing: the old session's draft, server entity or deleted entity never shows again.
@Suite struct OptimisticSettleAfterClearTests {
    @Test func givenAPostPending_whenTheStoreIsEmptied_thenItsSuccessWritesNothing() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        timelines.store.removeAllData()
        try await timelines.cacher.clearAll()
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value

        #expect(timelines.store.entity(Toot.self, id: "s9") == nil)
        #expect(timelines.store.entity(Toot.self, id: "tmp") == nil)
        #expect(timelines.store.count(of: Toot.self) == 0)
        #expect(try await timelines.timeline("home").requireData().map(\.id) == ["t1", "t2"])
    }

    @Test func givenAPostPending_whenOnlyTheStoreIsEmptied_thenTheListsDropTheDraftForGood() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        timelines.store.removeAllData()
        #expect(timelines.cacher.ids(for: "home") == [])
        timelines.fetcher.setPages([toots(3...3)], for: "home")
        await timelines.timeline("home").refresh()
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value

        #expect(try await timelines.shown("home") == ["t3"])
        #expect(timelines.store.entity(Toot.self, id: "s9") == nil)
    }

    @Test func givenAPostPending_whenOnlyTheListsAreCleared_thenTheServersEntityIsStoredButInNoList()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        try await timelines.cacher.clearAll()
        _ = try await timelines.timeline("home").requireData()
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value

        #expect(try await timelines.shown("home") == ["t1", "t2"])
        #expect(timelines.store.entity(Toot.self, id: "tmp") == nil)
        #expect(timelines.store.entity(Toot.self, id: "s9")?.text == "hi")
    }

    @Test func givenADeletionPending_whenTheStoreIsEmptied_thenItsFailureRestoresNothing() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()
        let deleting = Task { try await timelines.delete("t1") }
        await timelines.deletions.waitForCalls(1)

        timelines.store.removeAllData()
        timelines.deletions.respond(.failure(TestError(code: 500)))
        await #expect(throws: TestError(code: 500)) { try await deleting.value }

        #expect(timelines.store.entity(Toot.self, id: "t1") == nil)
        #expect(timelines.store.count(of: Toot.self) == 0)
    }
}
