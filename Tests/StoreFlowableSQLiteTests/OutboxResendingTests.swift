import Foundation
import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

@Suite(.timeLimit(.minutes(10))) struct OutboxResendingTests {
    @Test func keepSendingWaitsAsThePolicyAndTheServerSayThenSends() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(
            answers: [.offline, .unavailable(retryAfter: .seconds(20)), .accept()], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 3))
        let clock = TestClock()
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .seconds(2), jitter: .none, clock: clock)

        async let sending = persisted.outbox.keepSending(retrying: policy)
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        try await clock.waitForSleeps(2)
        clock.advance(by: .seconds(20))
        let report = try await sending

        #expect(clock.sleeps == [.seconds(2), .seconds(20)])
        #expect(report.sent.count == 1)
        #expect(report.waiting == 0)
        #expect(server.requests.count == 3)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 3)
    }

    @Test func keepSendingGivesUpWhenThePolicyDoes() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: Array(repeating: .offline, count: 10), notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 3))

        let report = try await persisted.outbox.keepSending(
            retrying: RetryPolicy(maxAttempts: 3, baseDelay: .zero, jitter: .none))

        #expect(report.waiting == 1)
        #expect(server.requests.count == 3)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 3)
    }

    @Test func theNetworkComingBackEndsTheWait() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: [.offline], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 3))
        let outbox = persisted.outbox
        // An hour's wait, ended by the network coming back just as it begins.
        let policy = RetryPolicy(
            maxAttempts: 5, baseDelay: .seconds(3600), maxDelay: .seconds(3600), jitter: .none,
            onRetry: { _ in outbox.networkIsBack() })

        let report = try await outbox.keepSending(retrying: policy)

        #expect(report.sent.count == 1)
        #expect(server.requests.count == 2)
    }

    @Test func anEntityGoneFromTheServerIsRemovedEverywhereWithItsOperations() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...2)]), param: "home")
        #expect(try await timeline.requireData().map(\.id) == ["n1", "n2"])
        let server = OutboxServer(answers: [.gone], notes: notes(1...2))
        try await server.register(in: persisted.outbox)
        let gone = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 3)))
        try await persisted.outbox.enqueue(Retext(entityID: "n1", text: "never sent"))
        try await persisted.outbox.enqueue(Like(entityID: "n2", likes: 1))

        let report = try await persisted.outbox.send()

        #expect(report.gone.map(\.id) == [gone.id])
        #expect(report.sent.map(\.entityID) == ["n2"])
        #expect(persisted.store.entity(Note.self, id: "n1") == nil)
        #expect(await timeline.getData(from: .cache)?.map(\.id) == ["n2"])
        #expect(try await persisted.outbox.entries().isEmpty)
        #expect(server.requests.map(\.kind) == ["Like", "Like"])
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n1") == nil)
    }
}
