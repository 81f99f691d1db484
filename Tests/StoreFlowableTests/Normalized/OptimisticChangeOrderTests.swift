import StoreFlowable
import Testing

/// Optimistic insertions and deletions reach subscribers through the one ordered change path: each step
/// once, in order, with no repeated state before the next change.
@Suite struct OptimisticChangeOrderTests {
    @Test func givenAPost_thenAListSubscriberSeesTheDraftThenTheServersEntity_once() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...1)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        _ = await states.next()

        let posting = Task { try await timelines.post(draft("tmp", "hi"), atStartOf: ["home"]) }
        #expect(await states.next()?.content?.map(\.id) == ["tmp", "t1"])
        await timelines.posts.respond(toCall: 1, with: .success(posted("s9", "hi")))
        #expect(await states.next()?.content?.map(\.id) == ["s9", "t1"])
        _ = try await posting.value

        timelines.store.update(Toot.self, id: "t1") { $0.text = "next change" }
        #expect(await states.next()?.content?.last?.text == "next change")
    }

    @Test func givenAFailedDeletion_thenAListSubscriberSeesItHiddenThenBack_once() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        _ = await states.next()

        let deleting = Task { try await timelines.delete("t1") }
        #expect(await states.next()?.content?.map(\.id) == ["t2"])
        await timelines.deletions.respond(toCall: 1, with: .failure(TestError(code: 500)))
        #expect(await states.next()?.content?.map(\.id) == ["t1", "t2"])
        _ = await deleting.result

        timelines.store.update(Toot.self, id: "t2") { $0.text = "next change" }
        #expect(await states.next()?.content?.last?.text == "next change")
    }

    @Test func givenASuccessfulDeletion_thenSubscribersSeeItGoOnce_andNothingWhenItIsRemoved() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        let detail = AnyStoreFlowable.from(
            cacher: NormalizedEntityCacher<String, Toot>(store: timelines.store),
            fetcher: TootFetcher(toots(1...2)),
            param: "t1")
        _ = try await detail.requireData()
        var listStates = home.publish().makeAsyncIterator()
        var detailStates = detail.publish().makeAsyncIterator()
        _ = await listStates.next()
        #expect(await detailStates.next()?.content?.id == "t1")

        let deleting = Task { try await timelines.delete("t1") }
        #expect(await listStates.next()?.content?.map(\.id) == ["t2"])
        #expect(await detailStates.next()?.content == nil)
        await timelines.deletions.respond(toCall: 1, with: .success(()))
        try await deleting.value

        timelines.store.update(Toot.self, id: "t2") { $0.text = "next change" }
        #expect(await listStates.next()?.content?.map(\.text) == ["next change"])
        timelines.store.put(toots(1...1))
        #expect(await detailStates.next()?.content?.id == "t1")
    }
}
