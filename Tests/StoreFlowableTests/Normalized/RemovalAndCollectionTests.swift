import StoreFlowable
import Testing

@Suite struct RemovalAndCollectionTests {
    let author = Author(id: "a", name: "A")

    func posts(_ ids: [Int]) -> [Toot] {
        ids.map { Toot(id: "p\($0)", author: author) }
    }

    @Test func givenStatusInTwoTimelines_whenRemoved_thenBothDropItAndKeepItOutUntilRefetched() async throws {
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = TootPagesFetcher(pages: ["home": [posts([1, 2, 3])], "public": [posts([2, 4])]])
        let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        let pub = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "public")
        var homeStates = home.publish().makeAsyncIterator()
        _ = await homeStates.next()
        _ = await homeStates.next()
        _ = try await pub.requireData()

        store.remove(Toot.self, id: "p2")

        #expect(await homeStates.next()?.content?.map(\.id) == ["p1", "p3"])
        #expect(try await pub.requireData(from: .cache).map(\.id) == ["p4"])
        store.put(posts([2]))
        #expect(timelines.ids(for: "home") == ["p1", "p3"])
        await home.refresh()
        #expect(try await home.requireData(from: .cache).map(\.id) == ["p1", "p2", "p3"])
    }

    @Test func givenBoostOfRemovedStatus_whenRead_thenTheBoostIsGoneToo() {
        let store = EntityStore()
        store.put(Toot(id: "w", author: author, boost: Toot(id: "o", author: author)))

        store.remove(Toot.self, id: "o")

        #expect(store.entity(Toot.self, id: "w") == nil)
    }

    @Test func givenClearedTimeline_whenCollectingGarbage_thenOnlyStatusesShownElsewhereStay() async throws {
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = TootPagesFetcher(pages: ["home": [posts([1, 2, 3])], "public": [posts([3, 4])]])
        let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        let pub = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "public")
        _ = try await home.requireData()
        _ = try await pub.requireData()
        #expect(store.count(of: Toot.self) == 4)

        await home.clear()
        let removed = store.collectGarbage()

        #expect(removed == 2)
        #expect(store.count(of: Toot.self) == 2)
        #expect(store.entity(Toot.self, id: "p1") == nil)
        #expect(store.entity(Toot.self, id: "p3") != nil)
        #expect(store.count(of: Author.self) == 1)
    }

    @Test func givenNothingReferencesAnAuthor_whenCollectingGarbage_thenItGoes() {
        let store = EntityStore()
        store.put(Author(id: "lonely", name: "L"))
        let shown = Toot(id: "p1", author: author)
        store.put(shown)
        let observation = store.observe(Toot.self, ids: ["p1"]) { _ in }

        store.collectGarbage()

        #expect(store.entity(Author.self, id: "lonely") == nil)
        #expect(store.entity(Author.self, id: "a") != nil)
        #expect(store.entity(Toot.self, id: "p1") == shown)
        withExtendedLifetime(observation) {}
    }
}
