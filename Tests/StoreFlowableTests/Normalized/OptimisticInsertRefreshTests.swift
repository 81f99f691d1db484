import StoreFlowable
import Testing

/// A refresh that replaces a list while a post is pending neither loses the draft (it stays first) nor,
/// once the post succeeds, shows the server's entity twice when the refreshed page already has it.
@Suite struct OptimisticInsertRefreshTests {
    @Test func givenAPostPending_whenTheListIsRefreshed_thenTheDraftStaysFirst() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        timelines.fetcher.setPages([toots(0...2)], for: "home")
        await home.refresh()

        #expect(try await timelines.shown("home") == ["tmp", "t0", "t1", "t2"])
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value
        #expect(try await timelines.shown("home") == ["s9", "t0", "t1", "t2"])
    }

    @Test func givenARefreshThatAlreadyHasTheServersCopy_whenThePostSucceeds_thenItIsShownOnce() async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        _ = await states.next()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        // The server created the post before it answered; the refresh brings it back already.
        timelines.fetcher.setPages([[posted("s9", "hi")] + toots(1...2)], for: "home")
        await home.refresh()
        #expect(try await timelines.shown("home") == ["tmp", "s9", "t1", "t2"])
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value

        #expect(try await timelines.shown("home") == ["s9", "t1", "t2"])
        #expect(timelines.cacher.ids(for: "home") == ["s9", "t1", "t2"])
        var last = await states.next()
        while last?.content?.map(\.id) != ["s9", "t1", "t2"] { last = await states.next() }
        #expect(last?.content?.map(\.id) == ["s9", "t1", "t2"])
    }
}
