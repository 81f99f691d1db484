import StoreFlowable
import Testing

/// An optimistic insertion whose request fails leaves no trace: its draft leaves every list and the
/// store, and the caller gets the request's error.
@Suite struct OptimisticInsertRollbackTests {
    @Test func givenAPostPending_whenTheServerFails_thenTheDraftIsRemovedEverywhere() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)], "local": [toots(3...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        _ = try await timelines.timeline("local").requireData()
        var homeStates = home.publish().makeAsyncIterator()
        _ = await homeStates.next()

        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home", "local"]) }
        #expect(await homeStates.next()?.content?.map(\.id) == ["tmp", "t1", "t2"])
        await timelines.posts.waitForCalls(1)
        timelines.posts.respond(.failure(TestError(code: 503)))

        await #expect(throws: TestError(code: 503)) { try await posting.value }
        #expect(await homeStates.next()?.content?.map(\.id) == ["t1", "t2"])
        #expect(try await timelines.shown("local") == ["t3"])
        #expect(timelines.cacher.ids(for: "home") == ["t1", "t2"])
        #expect(timelines.store.entity(Toot.self, id: "tmp") == nil)
        #expect(timelines.store.count(of: Toot.self) == 3)
    }
}
