import StoreFlowable
import Testing

/// An optimistic change reaches live queries when it is applied, and again when it is rolled back.
@Suite struct LiveQueryOptimisticTests {
    let ada = Author(id: "ada", name: "Ada")

    @Test func givenQueryOfFavourites_whenAnOptimisticFavouriteFails_thenItEntersThenLeaves() async {
        let store = EntityStore()
        store.put([Toot(id: "1", author: ada), Toot(id: "2", author: ada)])
        var favourites = store.query(Toot.self, where: \.favourited, sortedBy: Toot.byID).makeAsyncIterator()
        #expect(await favourites.next()?.isEmpty == true)
        let (applied, appliedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)

        let favourite = Task {
            try await store.optimisticUpdate(Toot.self, id: "2") {
                $0.favourited = true
            } operation: {
                appliedContinuation.yield()
                for await _ in release { break }
                throw TestError(code: 500)
            }
        }
        for await _ in applied { break }
        #expect(await favourites.next()?.ids == ["2"])

        releaseContinuation.yield()
        _ = await favourite.result
        #expect(await favourites.next()?.isEmpty == true)
    }

    @Test func givenQueryOfFavourites_whenAnOptimisticFavouriteSucceeds_thenItStaysWithTheServersValue()
        async throws
    {
        let store = EntityStore()
        store.put(Toot(id: "1", author: ada))
        var favourites = store.query(Toot.self, where: \.favourited, sortedBy: Toot.byID).makeAsyncIterator()
        _ = await favourites.next()

        try await store.optimisticUpdate(Toot.self, id: "1") {
            $0.favourited = true
        } operation: {
            var fromServer = Toot(id: "1", author: ada)
            fromServer.favourited = true
            fromServer.favouritesCount = 3
            return fromServer
        }

        let result = await favourites.next()
        #expect(result?.ids == ["1"])
        #expect(result?.first?.favouritesCount == 3)
    }
}
