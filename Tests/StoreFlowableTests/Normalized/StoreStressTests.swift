import StoreFlowable
import Testing

@Suite struct StoreStressTests {
    @Test func givenManyWritersAndObservers_whenWritingConcurrently_thenEveryObserverEndsOnTheLastValues()
        async throws
    {
        let store = EntityStore()
        let author = Author(id: "a", name: "A")
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        let pages = (0..<8).map { timeline in
            (timeline, (0..<20).map { Toot(id: "p\(($0 + timeline * 5) % 60)", author: author) })
        }
        let fetcher = TootPagesFetcher(
            pages: Dictionary(uniqueKeysWithValues: pages.map { ("t\($0.0)", [$0.1]) }))
        let flowables = (0..<8).map {
            AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "t\($0)")
        }
        for flowable in flowables { _ = try await flowable.requireData() }

        await withTaskGroup(of: Void.self) { group in
            for flowable in flowables {
                group.addTask {
                    for await state in flowable.publish() {
                        if let list = state.content, list.allSatisfy({ $0.favouritesCount == 50 }) { return }
                    }
                }
            }
            for writer in 0..<4 {
                group.addTask {
                    for round in 1...50 {
                        for index in stride(from: writer, to: 60, by: 4) {
                            store.update(Toot.self, id: "p\(index)") {
                                $0.favouritesCount = max($0.favouritesCount, round)
                            }
                        }
                    }
                }
            }
        }

        for flowable in flowables {
            #expect(try await flowable.requireData(from: .cache).allSatisfy { $0.favouritesCount == 50 })
        }
    }
}
