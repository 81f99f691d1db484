import StoreFlowable
import Testing

/// A draft whose temporary ID is already a stored entity's is refused before the request is made: it
/// would overwrite that entity, and a failure would remove it.
@Suite struct OptimisticInsertTemporaryIDTests {
    @Test func givenADraftWithTheIDOfAStoredEntity_thenTheInsertionIsRefusedAndTheEntityKept() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()

        await #expect(throws: OptimisticInsertError.temporaryIDInUse) {
            try await timelines.post(draft("t1", "overwrite"), atStartOf: ["home"])
        }

        #expect(timelines.posts.count == 0)
        #expect(timelines.store.entity(Toot.self, id: "t1")?.text == "toot 1")
        #expect(try await timelines.shown("home") == ["t1", "t2"])
    }

    @Test func givenTheServerKeepsTheIDTheClientChose_thenTheEntityStaysInPlace() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...2)]])
        _ = try await timelines.timeline("home").requireData()

        let posting = Task { try await timelines.post(draft("c-1", "mine"), atStartOf: ["home"]) }
        await timelines.posts.waitForCalls(1)
        timelines.posts.respond(.success(posted("c-1", "mine, as stored")))

        #expect(try await posting.value.text == "mine, as stored")
        #expect(try await timelines.shown("home") == ["c-1", "t1", "t2"])
        #expect(timelines.store.entity(Toot.self, id: "c-1")?.text == "mine, as stored")
    }
}
