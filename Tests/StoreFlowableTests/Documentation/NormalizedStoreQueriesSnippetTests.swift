import StoreFlowable
import Testing

// NormalizedStore.md's "Queries" snippets, compiled and run over the article's statuses: Ada's status 1
// and Bea's boost of it, status 2.
@Suite struct NormalizedStoreQueriesSnippetTests {
    typealias Status = NormalizedStoreArticle.Status
    typealias Account = NormalizedStoreArticle.Account

    func store() async throws -> EntityStore {
        let store = EntityStore()
        store.put(try await NormalizedStoreArticle.MastodonClient().timeline(.local))
        return store
    }

    @Test func theStoreAnswersAtOnce() async throws {
        let store = try await store()
        store.update(Status.self, id: "2") { $0.favourited = true }

        let first = store[Status.self, id: "1"]
        let isCached = store.contains(Status.self, id: "2")
        let favourites = store.entities(Status.self) { $0.favourited }
        let byAda = store.entities(Status.self, referencing: "ada", through: \.account)
        let boosts = store.entities(Status.self, referencing: "1", through: \.reblog)

        #expect(first?.account.displayName == "Ada")
        #expect(isCached)
        #expect(favourites.map(\.id) == ["2"])
        #expect(byAda.map(\.id) == ["1"])
        #expect(boosts.map(\.id) == ["2"])
    }

    @Test func aLiveQueryShowsNowThenEachChange() async throws {
        let store = try await store()
        let (shown, shownContinuation) = AsyncStream.makeStream(of: [String].self)
        func show(_ statuses: SortedEntities<Status>) {
            shownContinuation.yield(statuses.map(\.id))
        }
        let loop = Task {
            let adasStatuses = store.query(
                Status.self, where: { $0.account.id == "ada" }, sortedBy: { $0.id > $1.id })
            for await statuses in adasStatuses {
                show(statuses)  // now, then after each change to one of Ada's statuses
            }
        }
        var results = shown.makeAsyncIterator()
        #expect(await results.next() == ["1"])

        store.put(Status(id: "3", account: NormalizedStoreArticle.MastodonClient.ada, reblog: nil))
        #expect(await results.next() == ["3", "1"])

        loop.cancel()
        await loop.value
        #expect(store.liveQueryCount == 0)
    }
}
