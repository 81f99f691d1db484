import StoreFlowable
import Testing

/// Two posts pending at once settle in whatever order the server answers: each takes its own draft's
/// place, newest first, whichever answers first, and a failure removes only its own draft.
@Suite struct OptimisticInsertOrderTests {
    @Test func givenTwoPostsPending_whenTheLaterAnswersFirst_thenEachReplacesItsOwnDraft() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        _ = try await timelines.timeline("home").requireData()
        let (serverA, serverB) = (ControlledCalls<String, Toot>(), ControlledCalls<String, Toot>())
        let first = Task { try await post(draft("tmp-a", "a"), through: serverA, on: timelines) }
        await serverA.waitForCalls(1)
        let second = Task { try await post(draft("tmp-b", "b"), through: serverB, on: timelines) }
        await serverB.waitForCalls(1)
        timelines.fetcher.setPages([toots(0...1)], for: "home")
        await timelines.timeline("home").refresh()
        #expect(try await timelines.shown("home") == ["tmp-b", "tmp-a", "t0", "t1"])

        serverB.respond(.success(posted("s-b", "b")))
        #expect(try await second.value.id == "s-b")
        #expect(try await timelines.shown("home") == ["s-b", "tmp-a", "t0", "t1"])
        serverA.respond(.success(posted("s-a", "a")))
        #expect(try await first.value.id == "s-a")

        #expect(try await timelines.shown("home") == ["s-b", "s-a", "t0", "t1"])
        #expect(timelines.store.entity(Toot.self, id: "tmp-a") == nil)
        #expect(timelines.store.entity(Toot.self, id: "tmp-b") == nil)
    }

    /// Posts `draft` at the start of the home timeline, through `server`.
    private func post(
        _ draft: Toot, through server: ControlledCalls<String, Toot>, on timelines: Timelines
    ) async throws -> Toot {
        try await timelines.store.optimisticInsert(draft, into: [.start(of: timelines.cacher, param: "home")])
        {
            try await server.call(draft.text)
        }
    }

    @Test func givenTwoPostsPending_whenTheEarlierFails_thenOnlyItsDraftLeaves() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        _ = try await timelines.timeline("home").requireData()
        let first = Task { try await timelines.post(draft("tmp-a", "a"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        let second = Task { try await timelines.post(draft("tmp-b", "b"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(2)

        timelines.posts.respond(.failure(TestError(code: 1)))
        await #expect(throws: TestError(code: 1)) { try await first.value }
        #expect(try await timelines.shown("home") == ["tmp-b", "t1"])
        timelines.posts.respond(.success(posted("s-b", "b")))
        _ = try await second.value

        #expect(try await timelines.shown("home") == ["s-b", "t1"])
        #expect(timelines.store.entity(Toot.self, id: "tmp-a") == nil)
    }
}
