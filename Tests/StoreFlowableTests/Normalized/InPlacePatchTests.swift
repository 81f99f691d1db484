import StoreFlowable
import Testing

/// A list whose subscribers let go of it while an entity write patches it: the patch changes the kept
/// list in place, and subscribers are shown the result once.
@Suite struct InPlacePatchTests {
    @Test func givenASubscribedList_whenAnEntityChanges_thenTheListIsPatchedWithoutACopy() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...40)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        let before = try #require(await states.next()?.content.map(storageAddress))

        timelines.store.update(Toot.self, id: "t2") { $0.favouritesCount = 1 }
        let after = try #require(await states.next()?.content)

        #expect(after[1].favouritesCount == 1)
        // The same storage: the list was changed where it was, not copied.
        #expect(storageAddress(of: after) == before)
    }

    @Test func givenAnEntityHiddenByAPendingDelete_whenItIsUpdated_thenNoNewStateIsShown() async throws {
        let timelines = Timelines(pages: ["home": [toots(1...3)]])
        let home = timelines.timeline("home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        _ = await states.next()
        _ = timelines.store.beginOptimisticDelete(Toot.self, id: "t2")
        #expect(await states.next()?.content?.map(\.id) == ["t1", "t3"])

        // Hidden, so nothing shown changes; the next state is the next visible change.
        timelines.store.update(Toot.self, id: "t2") { $0.text = "edited while hidden" }
        timelines.store.update(Toot.self, id: "t3") { $0.text = "edited" }

        let next = await states.next()?.content
        #expect(next?.map(\.id) == ["t1", "t3"])
        #expect(next?.last?.text == "edited")
    }

    private func storageAddress(of toots: [Toot]) -> UInt? {
        toots.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }
}
