import StoreFlowable
import Testing

/// The synchronous queries read what observers see: optimistic changes applied, nested entities at their
/// latest versions, an entity whose to-one entity was removed absent.
@Suite struct StoreReadingTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    func store() -> EntityStore {
        let store = EntityStore()
        store.put([
            Toot(id: "1", author: ada, text: "one"), Toot(id: "2", author: bea, text: "two"),
            Toot(id: "3", author: ada, text: "three"),
        ])
        return store
    }

    @Test func givenStatuses_whenReadingAllOfAType_thenEveryOneIsReturnedWithItsLatestAuthor() {
        let store = store()
        store.put(Author(id: "ada", name: "Ada L."))

        let all = store.entities(Toot.self).sorted { $0.id < $1.id }

        #expect(all.map(\.id) == ["1", "2", "3"])
        #expect(all.map(\.author.name) == ["Ada L.", "Bea", "Ada L."])
        #expect(store.entities(Author.self).count == 2)
    }

    @Test func givenStatuses_whenFiltering_thenOnlyMatchesComeBackInTheOrderAsked() {
        let store = store()

        #expect(Set(store.entities(Toot.self) { $0.author.id == "ada" }.map(\.id)) == ["1", "3"])
        #expect(
            store.entities(Toot.self, where: { $0.author.id == "ada" }, sortedBy: { $0.id > $1.id }).map(\.id)
                == ["3", "1"])
        #expect(
            store.entities(Toot.self, sortedBy: { $0.text < $1.text }).map(\.text) == ["one", "three", "two"])
        #expect(store.count(of: Toot.self) { $0.author.id == "bea" } == 1)
        #expect(store.entities(Author.self) { _ in false }.isEmpty)
    }

    @Test func givenStatus_whenLookingUpByIDInEveryWay_thenTheAnswersAgree() {
        let store = store()

        #expect(store[Toot.self, id: "2"] == store.entity(Toot.self, id: "2"))
        #expect(store[Toot.self, id: "2"]?.text == "two")
        #expect(store.contains(Toot.self, id: "2"))
        #expect(store[Toot.self, id: "9"] == nil)
        #expect(!store.contains(Toot.self, id: "9"))
        #expect(!store.contains(Author.self, id: "9"))
    }

    @Test func givenBoostOfRemovedStatus_whenQuerying_thenItIsAbsentEverywhereButStillCounted() {
        let store = store()
        store.put(Toot(id: "b", author: bea, boost: Toot(id: "o", author: ada)))

        store.remove(Toot.self, id: "o")

        #expect(!store.contains(Toot.self, id: "b"))
        #expect(!store.entities(Toot.self).map(\.id).contains("b"))
        #expect(store.count(of: Toot.self) { _ in true } == 3)
        #expect(store.count(of: Toot.self) == 4)
    }

    @Test func givenPendingOptimisticChange_whenQuerying_thenItIsApplied() async throws {
        let store = store()
        let (applied, appliedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
        let update = Task {
            try await store.optimisticUpdate(Toot.self, id: "2") {
                $0.favourited = true
            } operation: {
                appliedContinuation.yield()
                for await _ in release { break }
                throw TestError(code: 500)
            }
        }
        for await _ in applied { break }

        #expect(store.entities(Toot.self) { $0.favourited }.map(\.id) == ["2"])
        #expect(store[Toot.self, id: "2"]?.favourited == true)

        releaseContinuation.yield()
        _ = await update.result
        #expect(store.entities(Toot.self) { $0.favourited }.isEmpty)
    }
}
