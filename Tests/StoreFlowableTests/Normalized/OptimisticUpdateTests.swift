import StoreFlowable
import Testing

@Suite struct OptimisticUpdateTests {
    let author = Author(id: "a", name: "A")

    @Test func givenOptimisticFavourite_whenServerSucceeds_thenItIsVisibleAtOnceAndSettlesToTheServerValue()
        async throws
    {
        let store = EntityStore()
        store.put(Toot(id: "p1", author: author))
        let seenDuringCall = ValueBox<Bool>()

        let settled = try await store.optimisticUpdate(Toot.self, id: "p1") {
            $0.favourited = true
            $0.favouritesCount += 1
        } operation: {
            seenDuringCall.set(store.entity(Toot.self, id: "p1")?.favourited ?? false)
            var fromServer = Toot(id: "p1", author: author)
            fromServer.favourited = true
            fromServer.favouritesCount = 7
            return fromServer
        }

        #expect(seenDuringCall.get() == true)
        #expect(settled.favouritesCount == 7)
        #expect(store.entity(Toot.self, id: "p1")?.favouritesCount == 7)
    }

    @Test
    func givenOptimisticFavourite_whenServerFailsAfterAConcurrentChange_thenOnlyTheFavouriteIsRolledBack()
        async
    {
        let store = EntityStore()
        store.put(Toot(id: "p1", author: author, text: "before"))

        await #expect(throws: TestError(code: 500)) {
            try await store.optimisticUpdate(Toot.self, id: "p1") {
                $0.favourited = true
            } operation: {
                store.update(Toot.self, id: "p1") { $0.text = "edited meanwhile" }
                #expect(store.entity(Toot.self, id: "p1")?.favourited == true)
                throw TestError(code: 500)
            }
        }

        let post = store.entity(Toot.self, id: "p1")
        #expect(post?.favourited == false)
        #expect(post?.text == "edited meanwhile")
    }

    @Test func givenTwoOptimisticChanges_whenTheFirstFails_thenTheSecondStays() async throws {
        let store = EntityStore()
        store.put(Toot(id: "p1", author: author))
        let (secondApplied, secondAppliedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (releaseSecond, releaseSecondContinuation) = AsyncStream.makeStream(of: Void.self)

        async let second: Toot = store.optimisticUpdate(Toot.self, id: "p1") {
            $0.text = "second"
        } operation: {
            secondAppliedContinuation.yield()
            for await _ in releaseSecond { break }
            var fromServer = Toot(id: "p1", author: author, text: "second")
            fromServer.favourited = store.entity(Toot.self, id: "p1")?.favourited ?? false
            return fromServer
        }
        for await _ in secondApplied { break }
        await #expect(throws: TestError(code: 1)) {
            try await store.optimisticUpdate(Toot.self, id: "p1") {
                $0.favourited = true
            } operation: {
                throw TestError(code: 1)
            }
        }
        #expect(store.entity(Toot.self, id: "p1")?.text == "second")
        #expect(store.entity(Toot.self, id: "p1")?.favourited == false)
        releaseSecondContinuation.yield()

        #expect(try await second.text == "second")
    }
}

/// A value set on one task and read on another.
final class ValueBox<Value: Sendable>: Sendable {
    // Guarded by its own lock: the value, once set.
    private let value = Locked<Value?>(nil)

    func set(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }

    func get() -> Value? {
        value.withLock { $0 }
    }
}
