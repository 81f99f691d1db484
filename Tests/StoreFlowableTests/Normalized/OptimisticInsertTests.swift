import StoreFlowable
import Testing

/// An optimistic insertion shows its draft at once in the lists chosen, at their start or end, and the
/// server's entity takes its place in each when the request succeeds.
@Suite struct OptimisticInsertTests {
    @Test func givenAPostPending_thenItsListsShowItAtOnce_andTheServersIDReplacesTheTemporaryOne()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...2)], "local": [toots(3...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        _ = try await timelines.timeline("local").requireData()
        var homeStates = home.publish().makeAsyncIterator()
        #expect(await homeStates.next()?.content?.map(\.id) == ["t1", "t2"])

        let posting = Task {
            try await timelines.store.optimisticInsert(
                draft("tmp", "hi"),
                into: [
                    .start(of: timelines.cacher, param: "home"), .end(of: timelines.cacher, param: "local"),
                ]
            ) { try await timelines.posts.call("hi") }
        }

        #expect(await homeStates.next()?.content?.map(\.id) == ["tmp", "t1", "t2"])
        await timelines.posts.waitForCalls(1)
        #expect(try await timelines.shown("local") == ["t3", "tmp"])
        #expect(timelines.store.entity(Toot.self, id: "tmp")?.text == "hi")

        timelines.posts.respond(.success(posted("s9", "hi")))

        #expect(try await posting.value.id == "s9")
        #expect(await homeStates.next()?.content?.map(\.id) == ["s9", "t1", "t2"])
        #expect(try await timelines.shown("local") == ["t3", "s9"])
        #expect(timelines.cacher.ids(for: "home") == ["s9", "t1", "t2"])
        #expect(timelines.store.entity(Toot.self, id: "tmp") == nil)
        #expect(timelines.store.entity(Toot.self, id: "s9")?.text == "hi")
    }

    @Test func givenAListNotLoadedYet_thenItIsLeftAlone_andShowsTheServersEntityWhenFetched() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])

        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        #expect(timelines.cacher.ids(for: "home") == nil)
        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value
        timelines.fetcher.setPages([[posted("s9", "hi")] + toots(1...1)], for: "home")

        #expect(try await timelines.timeline("home").requireData().map(\.id) == ["s9", "t1"])
    }
}
