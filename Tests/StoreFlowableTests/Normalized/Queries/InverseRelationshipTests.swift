import StoreFlowable
import Testing

/// The entities that point at an entity through a key path — the statuses of an author, the boosts of
/// a status, the statuses mentioning someone — follow every write, removal and collection.
@Suite struct InverseRelationshipTests {
    let ada = Author(id: "ada", name: "Ada")
    let bea = Author(id: "bea", name: "Bea")

    func ids(_ toots: [Toot]) -> Set<String> { Set(toots.map(\.id)) }

    @Test func givenIndexedAuthors_whenAStatusChangesAuthor_thenItMovesFromOneSetToTheOther() {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: ada), Toot(id: "3", author: bea)])
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["1", "2"])

        store.update(Toot.self, id: "2") { $0.author = Author(id: "bea", name: "Bea") }

        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["1"])
        #expect(ids(store.entities(Toot.self, referencing: "bea", through: \.author)) == ["2", "3"])
        #expect(store.entities(Toot.self, referencing: "cyd", through: \.author).isEmpty)
    }

    @Test func givenIndexedAuthors_whenAStatusIsRemoved_thenItLeavesItsAuthorsSet() {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: ada)])
        _ = store.entities(Toot.self, referencing: "ada", through: \.author)

        store.remove(Toot.self, id: "1")

        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["2"])
        store.put(Toot(id: "1", author: ada))
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["1", "2"])
    }

    @Test func givenBoost_whenWritten_thenTheNestedOriginalIsIndexedAndTheBoostIsFoundByIt() {
        let store = EntityStore()
        _ = store.entities(Toot.self, referencing: "o", through: \.boost)
        _ = store.entities(Toot.self, referencing: "ada", through: \.author)

        store.put([
            Toot(id: "b1", author: bea, boost: Toot(id: "o", author: ada)),
            Toot(id: "b2", author: bea, boost: Toot(id: "o", author: ada)),
        ])

        #expect(ids(store.entities(Toot.self, referencing: "o", through: \.boost)) == ["b1", "b2"])
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["o"])
        #expect(
            store.entities(Toot.self, referencing: "o", through: \.boost).allSatisfy {
                $0.boost?.author == ada
            })
        store.update(Toot.self, id: "b2") { $0.boost = nil }
        #expect(ids(store.entities(Toot.self, referencing: "o", through: \.boost)) == ["b1"])
    }

    @Test func givenMentions_whenAStatusDropsOne_thenOnlyTheOthersStillFindIt() {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada, mentions: [bea, Author(id: "cyd", name: "Cyd")]))
        #expect(ids(store.entities(Toot.self, referencing: "bea", through: \.mentions)) == ["1"])

        store.update(Toot.self, id: "1") { $0.mentions.removeFirst() }

        #expect(store.entities(Toot.self, referencing: "bea", through: \.mentions).isEmpty)
        #expect(ids(store.entities(Toot.self, referencing: "cyd", through: \.mentions)) == ["1"])
    }

    @Test func givenIndex_whenGarbageIsCollectedAndTheStoreEmptied_thenTheIndexFollows() {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: ada)])
        let shown = store.observe(Toot.self, ids: ["2"]) { _ in }
        _ = store.entities(Toot.self, referencing: "ada", through: \.author)

        store.collectGarbage()
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["2"])

        store.removeAllData()
        #expect(store.entities(Toot.self, referencing: "ada", through: \.author).isEmpty)
        store.put(Toot(id: "3", author: ada))
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["3"])
        withExtendedLifetime(shown) {}
    }

    @Test func givenIndex_whenStatusesAreEvicted_thenTheyLeaveTheIndex() {
        let store = EntityStore(entityBudget: 10)
        _ = store.entities(Toot.self, referencing: "ada", through: \.author)

        for number in 0..<20 { store.put(Toot(id: "t\(String(number + 10))", author: ada)) }

        let stored = Set(store.entities(Toot.self).map(\.id))
        #expect(stored.count < 10)
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == stored)
    }

    @Test func givenPendingOptimisticChangeOfAuthor_whenQuerying_thenTheIndexShowsWhatReadersSee() async {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))
        store.put(bea)
        let (applied, appliedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
        let bea = bea
        let change = Task {
            try await store.optimisticUpdate(Toot.self, id: "1") {
                $0.author = bea
            } operation: {
                appliedContinuation.yield()
                for await _ in release { break }
                throw TestError(code: 500)
            }
        }
        for await _ in applied { break }
        #expect(ids(store.entities(Toot.self, referencing: "bea", through: \.author)) == ["1"])

        releaseContinuation.yield()
        _ = await change.result
        #expect(ids(store.entities(Toot.self, referencing: "ada", through: \.author)) == ["1"])
        #expect(store.entities(Toot.self, referencing: "bea", through: \.author).isEmpty)
    }
}
