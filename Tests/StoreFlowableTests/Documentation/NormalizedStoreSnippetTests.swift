import Foundation
import StoreFlowable
import Testing

// NormalizedStore.md's snippets, compiled and run. `MastodonClient`, `TimelineRequest`, `TimelineFetcher`
// and `StatusFetcher` are the stand-ins the article names: a fake server with fixed statuses.

enum NormalizedStoreArticle {
    struct Account: NormalizedEntity {
        let id: String
        var displayName: String
    }

    struct Status: NormalizedEntity {
        let id: String
        var account: Account
        var content = ""
        @Indirect var reblog: Status?
        var favourited = false
        var favouritesCount = 0

        static let relationships: [EntityRelationship<Status>] = [
            .one(\.account),  // the author
            .optional(\.reblog),  // the original status inside a boost
        ]
    }

    enum TimelineRequest: Hashable, Sendable {
        case home, local
    }

    /// Status 1 by Ada in both timelines; the local one also has status 2, Bea's boost of status 1. A post
    /// is stored as status 100; a deletion succeeds.
    struct MastodonClient: Sendable {
        static let ada = Account(id: "ada", displayName: "Ada")

        func timeline(_ request: TimelineRequest) async throws -> [Status] {
            let one = Status(id: "1", account: Self.ada, reblog: nil)
            let boost = Status(id: "2", account: Account(id: "bea", displayName: "Bea"), reblog: one)
            return request == .home ? [one] : [one, boost]
        }

        func status(id: String) async throws -> Status {
            Status(id: id, account: Self.ada, reblog: nil)
        }

        func favourite(id: String) async throws -> Status {
            Status(id: id, account: Self.ada, reblog: nil, favourited: true, favouritesCount: 1)
        }

        func post(_ content: String) async throws -> Status {
            Status(id: "100", account: Self.ada, content: content, reblog: nil)
        }

        func delete(id: String) async throws {}
    }

    struct TimelineFetcher: PaginationFetcher {
        let client: MastodonClient
        func fetch(param: TimelineRequest) async throws -> PaginationFetchResult<Status, URL> {
            PaginationFetchResult(data: try await client.timeline(param))
        }
        func fetchNext(nextKey: URL, param: TimelineRequest) async throws -> PaginationFetchResult<
            Status, URL
        > {
            PaginationFetchResult(data: [])
        }
    }

    struct StatusFetcher: Fetcher {
        let client: MastodonClient
        func fetch(param: String) async throws -> Status {
            try await client.status(id: param)
        }
    }
}

@Suite struct NormalizedStoreSnippetTests {
    typealias Status = NormalizedStoreArticle.Status
    typealias Account = NormalizedStoreArticle.Account
    typealias TimelineRequest = NormalizedStoreArticle.TimelineRequest
    typealias MastodonClient = NormalizedStoreArticle.MastodonClient
    typealias TimelineFetcher = NormalizedStoreArticle.TimelineFetcher
    typealias StatusFetcher = NormalizedStoreArticle.StatusFetcher

    @Test func oneChangeReachesEveryList() async throws {
        let client = MastodonClient()
        let fetcher = TimelineFetcher(client: client)
        let id = "1"  // a status shown in both timelines
        let store = EntityStore()
        let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: store, expireSeconds: 300)
        let statuses = NormalizedEntityCacher<String, Status>(store: store)

        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .home)
        let local = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: .local)
        let status = AnyStoreFlowable.from(
            cacher: statuses, fetcher: StatusFetcher(client: client), param: id)

        _ = try await home.requireData()
        _ = try await local.requireData()
        _ = try await status.requireData()
        #expect(store.count(of: Status.self) == 2)

        try await store.optimisticUpdate(Status.self, id: id) {
            $0.favourited = true
            $0.favouritesCount += 1
        } operation: {
            try await client.favourite(id: id)  // the status as the server now has it
        }

        #expect(try await home.requireData(from: .cache).first?.favourited == true)
        #expect(try await local.requireData(from: .cache).last?.reblog?.favouritesCount == 1)
        #expect(try await status.requireData(from: .cache).favourited == true)

        store.update(Account.self, id: "ada") { $0.displayName = "Ada L." }
        #expect(try await local.requireData(from: .cache).last?.reblog?.account.displayName == "Ada L.")
        #expect(try await home.requireData(from: .cache).first?.account.displayName == "Ada L.")
    }

    @Test func aPostTakesTheServersIDInEveryTimeline_andADeletionRemovesIt() async throws {
        let client = MastodonClient()
        let store = EntityStore()
        let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: store, expireSeconds: 300)
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: TimelineFetcher(client: client), param: .home)
        let local = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: TimelineFetcher(client: client), param: .local)
        _ = try await home.requireData()
        _ = try await local.requireData()

        let me = Account(id: "ada", displayName: "Ada")
        let draft = Status(id: "pending-\(UUID())", account: me, content: "Hello")
        let posted = try await store.optimisticInsert(
            draft, into: [.start(of: timelines, param: .home), .start(of: timelines, param: .local)]
        ) {
            try await client.post("Hello")  // the status as the server stored it, under its own ID
        }

        #expect(try await home.requireData(from: .cache).map(\.id) == ["100", "1"])
        #expect(try await local.requireData(from: .cache).map(\.id) == ["100", "1", "2"])
        #expect(store.entity(Status.self, id: draft.id) == nil)

        try await store.optimisticDelete(Status.self, id: posted.id) {
            try await client.delete(id: posted.id)
        }

        #expect(try await home.requireData(from: .cache).map(\.id) == ["1"])
        #expect(store.entity(Status.self, id: "100") == nil)
    }
}

@Suite struct NormalizedStoreDifferencesSnippetTests {
    typealias Status = NormalizedStoreArticle.Status
    typealias TimelineRequest = NormalizedStoreArticle.TimelineRequest
    typealias MastodonClient = NormalizedStoreArticle.MastodonClient
    typealias TimelineFetcher = NormalizedStoreArticle.TimelineFetcher

    /// What the screen was asked to do: reload, or animate with the IDs removed, inserted and reconfigured.
    enum Shown: Equatable {
        case reload([String])
        case animate(removed: [String], inserted: [String], reconfigured: Set<String>)
    }

    @Test func aScreenAnimatesAFavouriteAndARemoval() async throws {
        let store = EntityStore()
        let timelines = NormalizedListCacher<TimelineRequest, Status, URL>(store: store, expireSeconds: 300)
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: TimelineFetcher(client: MastodonClient()), param: .local)
        _ = try await home.requireData()
        let shown = Recorder<Shown>()
        let (steps, step) = AsyncStream.makeStream(of: Void.self)
        func reload(_ statuses: [Status]) {
            shown.record(.reload(statuses.map(\.id)))
            step.yield()
        }
        func animate(
            _ changes: CollectionDifference<String>, reconfiguring updated: Set<String>, showing: [Status]
        ) {
            let removed = changes.removals.map(\.element)
            let inserted = changes.insertions.map(\.element)
            shown.record(.animate(removed: removed, inserted: inserted, reconfigured: updated))
            step.yield()
        }

        let screen = Task {
            for await update in home.publishWithDifferences() {
                let difference = update.difference
                if difference.isInitial {
                    reload(update.state.content ?? [])
                } else if !difference.isEmpty {
                    animate(
                        difference.changes, reconfiguring: difference.updated,
                        showing: update.state.content ?? [])
                }
            }
        }
        var stepped = steps.makeAsyncIterator()
        await stepped.next()
        store.update(Status.self, id: "1") { $0.favourited = true }
        await stepped.next()
        store.remove(Status.self, id: "2")
        await stepped.next()
        screen.cancel()

        #expect(
            shown.values == [
                .reload(["1", "2"]),
                .animate(removed: [], inserted: [], reconfigured: ["1", "2"]),
                .animate(removed: ["2"], inserted: [], reconfigured: []),
            ])
    }
}

extension CollectionDifference.Change {
    /// The element removed or inserted.
    var element: ChangeElement {
        switch self {
        case .insert(_, let element, _), .remove(_, let element, _): element
        }
    }
}
