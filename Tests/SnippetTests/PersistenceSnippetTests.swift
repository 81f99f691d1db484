import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

@testable import ArticleSnippets

/// StoreFlowableSQLite's articles, as written (Tests/Snippets/Articles/Persistence.swift,
/// StoreFlowableSQLiteOverview.swift and WorkingOffline.swift).
@Suite struct PersistenceSnippetTests {
    @Test func workingOfflineSendsTheFavouriteAndKeepsTheServersStatus() async throws {
        let folder = TemporaryFolder()
        let cacheURL = folder.url.appendingPathComponent("cache.sqlite")
        let persisted = try await SQLiteStore.open(at: cacheURL, entities: [Status.self, Account.self])
        try await persisted.put([Status(id: "7", account: MastodonClient.ada, reblog: nil)])

        let report = try await favouriteThroughTheOutbox(
            persisted: persisted, client: MastodonClient(), id: "7")

        #expect(report.sent.map(\.kind) == ["Favourite"])
        #expect(report.waiting == 0)
        persisted.close()
        let reopened = try await SQLiteStore.open(at: cacheURL, entities: [Status.self, Account.self])
        #expect(reopened.store.entity(Status.self, id: "7")?.favourited == true)
        #expect(reopened.store.entity(Status.self, id: "7")?.favouritesCount == 1)
        #expect(try await reopened.outbox.entries().isEmpty)
    }

    @Test func eachAccountHasItsFileAndClearingOnePartitionEmptiesOnlyThatFile() async throws {
        let folder = TemporaryFolder()
        let (alice, alicesFile) = try await openAccount("109", in: folder.url)
        let (_, bobsFile) = try await openAccount("110", in: folder.url)
        try await alicesFile.put([Post(id: "1", text: "Alice's")])
        try await bobsFile.put([Post(id: "1", text: "Bob's")])

        try await alice.clearAll()

        #expect(try await alicesFile.isEmpty())
        #expect(try await !bobsFile.isEmpty())
        bobsFile.close()
        let (_, reopened) = try await openAccount("110", in: folder.url)
        #expect(reopened.store.entity(Post.self, id: "1")?.text == "Bob's")
    }

    @Test func theOverviewShowsTheStoredTimelineFirstAfterARestart() async throws {
        let folder = TemporaryFolder()
        let cacheURL = folder.url.appendingPathComponent("cache.sqlite")
        let fetcher = TimelineFetcher(client: MastodonClient())

        let firstRun = try await Self.rendered { render in
            try await showStoredHome(cacheURL: cacheURL, fetcher: fetcher, render: render)
        }
        let restarted = try await Self.rendered { render in
            try await showStoredHome(cacheURL: cacheURL, fetcher: fetcher, render: render)
        }

        #expect(firstRun.last?.content?.map(\.id) == ["1"])
        // Fresh for five minutes: the stored timeline, completed, is the first state.
        #expect(restarted.count == 1)
        #expect(restarted.first?.content?.map(\.id) == ["1"])
    }

    /// The states `screen` renders until its list is loaded; then its task is cancelled, as a screen's would
    /// be.
    static func rendered(
        _ screen: @escaping @Sendable (_ render: (LoadingState<[Status]>) -> Void) async throws -> Void
    ) async throws -> [LoadingState<[Status]>] {
        let (rendered, sink) = AsyncStream.makeStream(of: LoadingState<[Status]>.self)
        let task = Task {
            defer { sink.finish() }
            try await screen { sink.yield($0) }
        }
        var states: [LoadingState<[Status]>] = []
        for await state in rendered {
            states.append(state)
            if state.isCompleted { break }
        }
        task.cancel()
        try await task.value
        return states
    }
}
