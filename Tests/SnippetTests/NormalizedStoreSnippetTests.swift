import Foundation
import StoreFlowable
import Testing

@testable import ArticleSnippets

/// NormalizedStore.md's blocks, as written (Tests/Snippets/Articles/NormalizedStore.swift), run on the
/// stand-in server: status 1 by Ada in both timelines, and Bea's boost of it, status 2, in the local one.
@Suite struct NormalizedStoreSnippetTests {
    @Test func oneChangeReachesEveryList() async throws {
        let lists = listsOnTheStore()
        _ = try await lists.home.requireData()
        _ = try await lists.local.requireData()
        _ = try await lists.status.requireData()
        #expect(lists.store.count(of: Status.self) == 2)

        try await favourite(store: lists.store, id: lists.id, client: lists.client)

        #expect(try await lists.home.requireData(from: .cache).first?.favourited == true)
        #expect(try await lists.local.requireData(from: .cache).last?.reblog?.favouritesCount == 1)
        #expect(try await lists.status.requireData(from: .cache).favourited == true)
        lists.store.update(Account.self, id: "ada") { $0.displayName = "Ada L." }
        #expect(try await lists.local.requireData(from: .cache).last?.reblog?.account.displayName == "Ada L.")
        #expect(try await lists.home.requireData(from: .cache).first?.account.displayName == "Ada L.")
    }

    @Test func aPostTakesTheServersIDInEveryTimeline_andADeletionRemovesIt() async throws {
        let lists = listsOnTheStore()
        _ = try await lists.home.requireData()
        _ = try await lists.local.requireData()

        let posted = try await postHello(store: lists.store, timelines: lists.timelines, client: lists.client)

        #expect(try await lists.home.requireData(from: .cache).map(\.id) == ["100", "1"])
        #expect(try await lists.local.requireData(from: .cache).map(\.id) == ["100", "1", "2"])
        #expect(!lists.store.entities(Status.self).contains { $0.id.hasPrefix("pending-") })

        try await delete(posted: posted, store: lists.store, client: lists.client)

        #expect(try await lists.home.requireData(from: .cache).map(\.id) == ["1"])
        #expect(lists.store.entity(Status.self, id: "100") == nil)
    }

    @Test func aScreenAnimatesAFavouriteAndARemoval() async throws {
        let lists = listsOnTheStore()
        _ = try await lists.local.requireData()
        let (shown, show) = AsyncStream.makeStream(of: RowChange.self)
        let screen = Task { await animateRows(of: lists.local) { show.yield($0) } }
        var changes = shown.makeAsyncIterator()

        let first = await changes.next()
        lists.store.update(Status.self, id: "1") { $0.favourited = true }
        let favourited = await changes.next()
        lists.store.remove(Status.self, id: "2")
        let removed = await changes.next()
        screen.cancel()
        await screen.value

        #expect(first == .reload(["1", "2"]))
        // Status 2 boosts status 1: both show the favourite.
        #expect(favourited == .animate(removed: [], inserted: [], reconfigured: ["1", "2"]))
        #expect(removed == .animate(removed: ["2"], inserted: [], reconfigured: []))
    }

    @Test func theStoreAnswersAtOnce() async throws {
        let store = EntityStore()
        store.put(try await MastodonClient().timeline(.local))
        store.update(Status.self, id: "2") { $0.favourited = true }

        let answers = queries(store: store)

        #expect(answers.first?.account.displayName == "Ada")
        #expect(answers.isCached)
        #expect(answers.favourites.map(\.id) == ["2"])
        #expect(answers.byAda.map(\.id) == ["1"])
        #expect(answers.boosts.map(\.id) == ["2"])
    }

    @Test func aLiveQueryShowsNowThenEachChange() async throws {
        let store = EntityStore()
        store.put(try await MastodonClient().timeline(.local))
        let (shown, show) = AsyncStream.makeStream(of: [String].self)
        let screen = Task { await showAdasStatuses(store: store) { show.yield($0.map(\.id)) } }
        var results = shown.makeAsyncIterator()
        #expect(await results.next() == ["1"])

        store.put(Status(id: "3", account: MastodonClient.ada, reblog: nil))
        #expect(await results.next() == ["3", "1"])

        screen.cancel()
        await screen.value
        #expect(store.liveQueryCount == 0)
    }
}
