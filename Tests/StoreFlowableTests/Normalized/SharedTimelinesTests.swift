import StoreFlowable
import Testing

@Suite struct SharedTimelinesTests {
    let alice = Author(id: "a", name: "Alice")
    let bob = Author(id: "b", name: "Bob")

    func posts(_ ids: ClosedRange<Int>, by author: Author) -> [Toot] {
        ids.map { Toot(id: "p\($0)", author: author, text: "post \($0)") }
    }

    @Test func givenTwoTimelinesAndAStatusFlowable_whenFavouritingThroughOne_thenAllShowItWithNoFetch()
        async throws
    {
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        let fetcher = TootPagesFetcher(pages: [
            "home": [posts(1...3, by: alice), posts(4...5, by: bob)],
            "public": [posts(3...4, by: alice)],
        ])
        let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        let pub = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "public")
        let statusFetcher = TootFetcher(posts(3...3, by: alice))
        let single = AnyStoreFlowable.from(
            cacher: NormalizedEntityCacher<String, Toot>(store: store), fetcher: statusFetcher, param: "p3")
        _ = try await home.requireData()
        _ = try await pub.requireData()
        _ = try await single.requireData()

        var homeStates = home.publish().makeAsyncIterator()
        var publicStates = pub.publish().makeAsyncIterator()
        var singleStates = single.publish().makeAsyncIterator()
        #expect(await homeStates.next()?.content?.map(\.id) == ["p1", "p2", "p3"])
        #expect(await publicStates.next()?.content?.map(\.id) == ["p3", "p4"])
        #expect(await singleStates.next()?.content?.favourited == false)
        let callsBefore = fetcher.callCount

        store.update(Toot.self, id: "p3") { $0.favourited = true }

        #expect(await homeStates.next()?.content?.first { $0.id == "p3" }?.favourited == true)
        #expect(await publicStates.next()?.content?.first?.favourited == true)
        #expect(await singleStates.next()?.content?.favourited == true)
        #expect(fetcher.callCount == callsBefore)
        #expect(statusFetcher.callCount == 1)
    }

    @Test func givenOverlappingPages_whenAppending_thenTheListHoldsEachStatusOnceWithTheNewerCopy()
        async throws
    {
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        var newer = Toot(id: "p3", author: alice, text: "edited")
        newer.favouritesCount = 5
        let fetcher = TootPagesFetcher(pages: [
            "home": [posts(1...3, by: alice), [newer] + posts(4...4, by: alice)]
        ])
        let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()

        await home.requestNextData()

        let list = try await home.requireData(from: .cache)
        #expect(list.map(\.id) == ["p1", "p2", "p3", "p4"])
        #expect(list[2].text == "edited")
        #expect(list[2].favouritesCount == 5)
    }

    @Test func givenAccountOnManyStatusesAndBoosts_whenItsNameChanges_thenEveryTimelineShowsTheNewName()
        async throws
    {
        let store = EntityStore()
        let timelines = NormalizedListCacher<String, Toot, String>(store: store)
        let original = Toot(id: "o1", author: alice, text: "original")
        let boost = Toot(id: "w1", author: bob, boost: original)
        let fetcher = TootPagesFetcher(pages: [
            "home": [[boost, Toot(id: "p2", author: alice)]],
            "public": [[original]],
        ])
        let home = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        let pub = AnyTwoWayPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "public")
        var homeStates = home.publish().makeAsyncIterator()
        var publicStates = pub.publish().makeAsyncIterator()
        _ = await homeStates.next()
        _ = await homeStates.next()
        _ = await publicStates.next()
        _ = await publicStates.next()

        store.put(Author(id: "a", name: "Alice Liddell"))

        let homeList = try #require(await homeStates.next()?.content)
        #expect(
            homeList.map { $0.boost?.author.name ?? $0.author.name } == ["Alice Liddell", "Alice Liddell"])
        #expect(homeList[0].author.name == "Bob")
        #expect(try #require(await publicStates.next()?.content).first?.author.name == "Alice Liddell")
    }
}
