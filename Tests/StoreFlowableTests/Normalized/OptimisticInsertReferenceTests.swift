import StoreFlowable
import Testing

/// When a post succeeds, what referred to its draft refers to the server's entity: an entity nesting it,
/// an observation watching it, an entity cacher showing it.
@Suite struct OptimisticInsertReferenceTests {
    @Test func givenABoostOfTheDraft_whenThePostSucceeds_thenTheBoostNestsTheServersEntity() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        let boost = Toot(id: "b1", author: Timelines.alice, boost: draft("tmp", "hi"))
        timelines.store.put(boost)

        timelines.posts.respond(.success(posted("s9", "hi, as stored")))
        _ = try await posting.value

        #expect(timelines.store.entity(Toot.self, id: "b1")?.boost?.id == "s9")
        timelines.store.update(Toot.self, id: "s9") { $0.text = "edited" }
        #expect(timelines.store.entity(Toot.self, id: "b1")?.boost?.text == "edited")
    }

    @Test func givenAnObservationOfTheDraft_whenThePostSucceeds_thenItIsToldBothIDsAndWatchesTheServers()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        let changes = Recorder<Set<String>>()
        let observation = timelines.store.observe(Toot.self, ids: ["tmp"]) { changes.record($0) }

        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value
        timelines.store.update(Toot.self, id: "s9") { $0.text = "edited" }

        #expect(changes.values == [["tmp", "s9"], ["s9"]])
        observation.cancel()
    }

    @Test func givenAnEntityCacherShowingTheDraft_whenThePostSucceeds_thenItShowsTheServersEntity()
        async throws
    {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        _ = try await timelines.timeline("home").requireData()
        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        let detail = AnyStoreFlowable.from(
            cacher: NormalizedEntityCacher<String, Toot>(store: timelines.store), fetcher: TootFetcher([]),
            param: "tmp")
        await detail.update(newData: try #require(timelines.store.entity(Toot.self, id: "tmp")))
        var states = detail.publish().makeAsyncIterator()
        #expect(await states.next()?.content?.id == "tmp")

        timelines.posts.respond(.success(posted("s9", "hi")))
        _ = try await posting.value

        #expect(await states.next()?.content?.id == "s9")
        timelines.store.update(Toot.self, id: "s9") { $0.text = "edited" }
        #expect(await states.next()?.content?.text == "edited")
    }
}
