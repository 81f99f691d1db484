import StoreFlowable
import Testing

/// A refresh or a page that brings back an entity whose deletion is pending keeps it hidden until the
/// deletion settles: then it is gone on success, and back where the refresh put it on failure.
@Suite struct OptimisticDeleteRefreshTests {
    @Test func givenADeletionPending_whenARefreshBringsItBack_thenItStaysHidden_andGoesOnSuccess()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        let deleting = Task { try await timelines.delete("t2") }
        await timelines.deletions.waitForCalls(1)

        await home.refresh()
        #expect(try await timelines.shown("home") == ["t1", "t3"])
        timelines.deletions.respond(.success(()))
        try await deleting.value

        #expect(try await timelines.shown("home") == ["t1", "t3"])
        #expect(timelines.cacher.ids(for: "home") == ["t1", "t3"])
        #expect(timelines.store.entity(Toot.self, id: "t2") == nil)
    }

    @Test func givenADeletionPending_whenARefreshBringsItBackAndTheServerFails_thenItIsBackWithTheNewCopy()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        let deleting = Task { try await timelines.delete("t2") }
        await timelines.deletions.waitForCalls(1)

        var refreshed = toots(0...3)
        refreshed[2].text = "edited"
        timelines.fetcher.setPages([refreshed], for: "home")
        await home.refresh()
        #expect(try await timelines.shown("home") == ["t0", "t1", "t3"])
        timelines.deletions.respond(.failure(TestError(code: 500)))

        await #expect(throws: TestError(code: 500)) { try await deleting.value }
        #expect(try await timelines.shown("home") == ["t0", "t1", "t2", "t3"])
        #expect(timelines.store.entity(Toot.self, id: "t2")?.text == "edited")
    }

    @Test func givenADeletionPending_whenAPageBringsItBack_thenItStaysHiddenUntilTheServerFails()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...2), toots(3...4)], "local": [toots(3...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        _ = try await timelines.timeline("local").requireData()
        let deleting = Task { try await timelines.delete("t3") }
        await timelines.deletions.waitForCalls(1)

        await home.requestNextData()
        #expect(try await timelines.shown("home") == ["t1", "t2", "t4"])
        timelines.deletions.respond(.failure(TestError(code: 500)))

        await #expect(throws: TestError(code: 500)) { try await deleting.value }
        #expect(try await timelines.shown("home") == ["t1", "t2", "t3", "t4"])
        #expect(try await timelines.shown("local") == ["t3"])
    }
}
