import StoreFlowable
import Testing

/// An iteration is a query of its own: it ends with its task or its loop, and a slow consumer gets the
/// newest result rather than a backlog.
@Suite struct LiveQueryIterationTests {
    let ada = Author(id: "ada", name: "Ada")

    @Test func givenLoop_whenItBreaks_thenTheQueryIsClosed() async {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))

        for await result in store.query(Toot.self, sortedBy: Toot.byID) {
            #expect(result.ids == ["1"])
            #expect(store.liveQueryCount == 1)
            break
        }

        #expect(store.liveQueryCount == 0)
    }

    @Test func givenConsumerWaiting_whenItsTaskIsCancelled_thenTheIterationEndsAndTheQueryIsClosed() async {
        let store = EntityStore()
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let consumer = Task {
            var count = 0
            for await _ in store.query(Toot.self, sortedBy: Toot.byID) {
                count += 1
                startedContinuation.yield()
            }
            return count
        }
        for await _ in started { break }

        consumer.cancel()

        #expect(await consumer.value == 1)
        #expect(store.liveQueryCount == 0)
    }

    @Test func givenSlowConsumer_whenSeveralChangesLandBeforeItReads_thenItGetsOnlyTheNewest() async {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        _ = await results.next()

        for count in 1...3 { store.update(Toot.self, id: "1") { $0.favouritesCount = count } }
        #expect(await results.next()?.first?.favouritesCount == 3)

        store.update(Toot.self, id: "1") { $0.favouritesCount = 4 }
        #expect(await results.next()?.first?.favouritesCount == 4)
    }

    @Test func givenTwoIterationsOfOneQuery_whenAChangeLands_thenEachGetsIt() async {
        let store = EntityStore()
        let query = store.query(Toot.self, sortedBy: Toot.byID)
        var first = query.makeAsyncIterator()
        var second = query.makeAsyncIterator()
        _ = await first.next()
        _ = await second.next()

        store.put(Toot(id: "1", author: ada))

        #expect(await first.next()?.ids == ["1"])
        #expect(await second.next()?.ids == ["1"])
        #expect(store.liveQueryCount == 2)
    }

    @Test func givenDeliveredResult_whenTheStoreChangesLater_thenTheDeliveredResultStaysAsItWas() async {
        let store = EntityStore()
        store.put((0..<100).map { Toot(id: "t\(String($0 + 100))", author: ada) })
        var results = store.query(Toot.self, sortedBy: Toot.byID).makeAsyncIterator()
        let before = await results.next()
        let copy = before.map(Array.init)

        store.remove(Toot.self, id: "t150")
        store.update(Toot.self, id: "t120") { $0.text = "changed" }

        #expect(before.map(Array.init) == copy)
        let after = await results.next()
        #expect(after?.count == 99)
        #expect(after != before)
    }
}
