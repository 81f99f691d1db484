import StoreFlowable
import Testing

/// `EntityStore.update` on an entity that holds others.
@Suite struct UpdateNestedTests {
    @Test func givenAuthorRenamedAfterTheTootWasWritten_whenTheTootIsUpdated_thenTheNewNameStays() {
        let store = EntityStore()
        store.put(Toot(id: "t", author: Author(id: "a", name: "Old")))
        store.update(Author.self, id: "a") { $0.name = "New" }

        store.update(Toot.self, id: "t") { $0.favourited = true }

        #expect(store.entity(Author.self, id: "a")?.name == "New")
        #expect(store.entity(Toot.self, id: "t")?.author.name == "New")
    }

    @Test func givenOptimisticChangeOnTheAuthor_whenTheTootIsUpdatedAndTheChangeFails_thenItIsRolledBack()
        async
    {
        let store = EntityStore()
        store.put(Toot(id: "t", author: Author(id: "a", name: "Ada")))
        let (called, calledContinuation) = AsyncStream.makeStream(of: Void.self)
        let (answer, answerContinuation) = AsyncStream.makeStream(of: Bool.self)

        async let settled: Void = {
            _ = try? await store.optimisticUpdate(Author.self, id: "a", apply: { $0.name = "Pending" }) {
                calledContinuation.yield()
                for await _ in answer { break }
                throw CancellationError()
            }
        }()
        for await _ in called { break }
        store.update(Toot.self, id: "t") { $0.favourited = true }
        answerContinuation.yield(false)
        await settled

        #expect(store.entity(Author.self, id: "a")?.name == "Ada")
        #expect(store.entity(Toot.self, id: "t")?.author.name == "Ada")
        #expect(store.entity(Toot.self, id: "t")?.favourited == true)
    }
}
