import StoreFlowable
import Testing

/// A store with an entity budget never evicts a pending draft nor an entity hidden by a pending deletion,
/// even in a list nobody shows: each settles as if the budget were not there.
@Suite struct OptimisticPendingEvictionTests {
    @Test func givenAPendingDraftAndDeletion_whenManyEntitiesStreamThrough_thenBothSettleAsUsual()
        async throws
    {
        let store = EntityStore(entityBudget: 10)
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        await cacher.saveData(data: toots(1...2), param: "home")
        let (posts, deletions) = (ControlledCalls<String, Toot>(), ControlledCalls<String, Void>())
        let posting = Task {
            try await store.optimisticInsert(draft("tmp", "hi"), into: [.start(of: cacher, param: "home")]) {
                try await posts.call("hi")
            }
        }
        await posts.waitForCalls(1)
        let deleting = Task {
            try await store.optimisticDelete(Toot.self, id: "t1") { try await deletions.call("t1") }
        }
        await deletions.waitForCalls(1)

        for page in 0..<10 {
            await cacher.saveData(data: toots(100 + page * 10...109 + page * 10), param: "p\(page)")
        }
        #expect(store.entity(Toot.self, id: "tmp") != nil)
        deletions.respond(.failure(TestError(code: 500)))
        posts.respond(.success(posted("s9", "hi")))
        _ = await deleting.result
        _ = try await posting.value

        #expect(store.entity(Toot.self, id: "t1") != nil)
        #expect(await cacher.loadData(param: "home")?.prefix(2).map(\.id) == ["s9", "t1"])
    }
}
