import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// A store with an entity budget evicts the least recently written entities nobody shows.
@Suite struct EntityBudgetTests {
    private static let author = Author(id: "u", name: "U")

    private static func toots(_ range: Range<Int>, author: Author = author) -> [Toot] {
        range.map { Toot(id: "t\($0)", author: author, text: "\($0)") }
    }

    @Test func givenAVisibleList_whenManyMoreEntitiesStreamThrough_thenTheStoreStaysWithinBudgetAndKeepsIt()
        async throws
    {
        let store = EntityStore(entityBudget: 20)
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = FeedFetcher<Toot>(firstPage: { request in
            .page(request.param == "visible" ? Self.toots(0..<5) : [], next: nil)
        })
        let visible = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "visible")
        var states = visible.publish().makeAsyncIterator()
        while await states.next()?.isCompleted != true {}

        var largest = 0
        for page in 0..<30 {
            await cacher.saveData(data: Self.toots(100 + page * 10..<110 + page * 10), param: "stream\(page)")
            largest = max(largest, store.count(of: Toot.self) + store.count(of: Author.self))
        }

        #expect(largest <= 20)
        #expect((0..<5).allSatisfy { store.entity(Toot.self, id: "t\($0)") != nil })
        #expect(store.entity(Author.self, id: "u") != nil)
        #expect(store.entity(Toot.self, id: "t100") == nil)
        #expect(store.entity(Toot.self, id: "t399") != nil)
    }

    @Test func givenAListWhoseEntitiesWereEvicted_whenSubscribedAgain_thenItRefetches() async throws {
        let store = EntityStore(entityBudget: 10)
        let cacher = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = FeedFetcher<Toot>(firstPage: { request in
            let call = request.number
            return .page(request.param == "old" ? Self.toots(0..<5) : Self.toots(10 * call..<10 * call + 9))
        })
        let old = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "old")
        _ = try await old.requireData()
        #expect(try await old.requireData().count == 5)
        #expect(fetcher.firstPage.requestCount == 1)

        let other = AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "other")
        _ = try await other.requireData()

        #expect(store.entity(Toot.self, id: "t0") == nil)
        #expect(try await old.requireData().count == 5)
        #expect(fetcher.firstPage.params == ["old", "other", "old"])
    }

    @Test func givenAnOptimisticChangePending_whenTheBudgetIsExceeded_thenThatEntityStays() async throws {
        let store = EntityStore(entityBudget: 4)
        store.put(Toot(id: "kept", author: Self.author))
        let token = store.beginOptimisticChange(Toot.self, id: "kept") { $0.favourited = true }

        store.put(Self.toots(0..<10))

        #expect(store.entity(Toot.self, id: "kept")?.favourited == true)
        #expect(store.count(of: Toot.self) + store.count(of: Author.self) <= 4)
        store.settleOptimisticChange(token, Toot.self, id: "kept", with: nil)
    }

    @Test func givenNoBudget_thenNothingIsEvicted() {
        let store = EntityStore()

        store.put(Self.toots(0..<1_000))

        #expect(store.count(of: Toot.self) == 1_000)
    }
}
