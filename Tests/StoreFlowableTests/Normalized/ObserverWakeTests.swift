import StoreFlowable
import Testing

@Suite struct ObserverWakeTests {
    let author = Author(id: "a", name: "A")

    @Test func givenObserversOfDifferentStatuses_whenOneChanges_thenOnlyItsObserversWake() {
        let store = EntityStore()
        store.put((0..<100).map { Toot(id: "p\($0)", author: Author(id: "a\($0)", name: "A\($0)")) })
        let counters = (0..<10).map { _ in WakeCounter() }
        let observations = counters.enumerated().map { index, counter in
            store.observe(Toot.self, ids: (index * 10..<index * 10 + 10).map { "p\($0)" }) { _ in
                counter.increment()
            }
        }

        store.update(Toot.self, id: "p42") { $0.text = "changed" }

        #expect(counters.map(\.value) == [0, 0, 0, 0, 1, 0, 0, 0, 0, 0])
        withExtendedLifetime(observations) {}
    }

    @Test func givenObserver_whenIdenticalDataIsRewritten_thenItIsNotWoken() {
        let store = EntityStore()
        let posts = (0..<40).map { Toot(id: "p\($0)", author: author, text: "t\($0)") }
        store.put(posts)
        let counter = WakeCounter()
        let observation = store.observe(Toot.self, ids: posts.map(\.id)) { _ in counter.increment() }

        store.put(posts)
        store.put(author)

        #expect(counter.value == 0)
        store.update(Toot.self, id: "p1") { $0.text = "new" }
        #expect(counter.value == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func givenObserverOfStatus_whenItsNestedAuthorChanges_thenItWakesWithThatStatusID() {
        let store = EntityStore()
        store.put(Toot(id: "p1", author: author))
        let changed = ChangedIDs()
        let observation = store.observe(Toot.self, ids: ["p1"]) { changed.record($0) }

        store.put(Author(id: "a", name: "Renamed"))

        #expect(changed.all == [["p1"]])
        #expect(store.entity(Toot.self, id: "p1")?.author.name == "Renamed")
        withExtendedLifetime(observation) {}
    }

    @Test func givenCancelledObservation_whenItsStatusChanges_thenItIsNotWoken() {
        let store = EntityStore()
        store.put(Toot(id: "p1", author: author))
        let counter = WakeCounter()
        let observation = store.observe(Toot.self, ids: ["p1"]) { _ in counter.increment() }

        observation.cancel()
        store.update(Toot.self, id: "p1") { $0.text = "x" }

        #expect(counter.value == 0)
    }
}

/// Records the sets of IDs an observation was woken with.
final class ChangedIDs: Sendable {
    // Guarded by its own lock: every set received.
    private let sets = Locked<[Set<String>]>([])

    var all: [Set<String>] { sets.withLock { $0 } }

    func record(_ ids: Set<String>) {
        sets.withLock { $0.append(ids) }
    }
}
