import StoreFlowable
import Testing

/// Pages merged into a list while a post is pending go inside the drafts: a draft placed at the start
/// stays first, one placed at the end stays last.
@Suite struct OptimisticInsertPagingTests {
    @Test func givenADraftFirst_whenTheNextPageIsAppended_thenItStaysFirst() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2), toots(3...4)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)

        await home.requestNextData()

        #expect(try await timelines.shown("home") == ["tmp", "t1", "t2", "t3", "t4"])
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value
        #expect(try await timelines.shown("home") == ["s9", "t1", "t2", "t3", "t4"])
    }

    @Test func givenADraftLast_whenTheNextPageIsAppended_thenItStaysLast() async throws {
        let timelines = Timelines(pages: ["thread": [toots(1...2), toots(3...4)]])
        let thread = timelines.timeline("thread")
        _ = try await thread.requireData()
        let replying = Task {
            try await timelines.store.optimisticInsert(
                draft("tmp", "reply"), into: [.end(of: timelines.cacher, param: "thread")]
            ) { try await timelines.posts.call("reply") }
        }
        await timelines.posts.waitForCalls(1)

        await thread.requestNextData()

        #expect(try await timelines.shown("thread") == ["t1", "t2", "t3", "t4", "tmp"])
        timelines.posts.respond(.success(posted("s9", "reply")))
        _ = try await replying.value
        #expect(try await timelines.shown("thread") == ["t1", "t2", "t3", "t4", "s9"])
    }
}
