import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

@Suite struct OutboxEdgeTests {
    @Test func anOperationOfAKindNotRegisteredWaitsUntilItIs() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let server = OutboxServer(notes: notes(1...2))
        try await persisted.outbox.register(Like.self) { like, attempt in
            try server.accept(Like.kind, like.entityID, attempt) { like.apply(to: &$0) }
        }
        try await persisted.outbox.enqueue(Retext(entityID: "n1", text: "later"))
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 2))
        try await persisted.outbox.enqueue(Like(entityID: "n2", likes: 2))

        let first = try await persisted.outbox.send()

        // n1's like waits behind its retext, which cannot be sent yet; n2 does not wait.
        #expect(first.sent.map(\.entityID) == ["n2"])
        #expect(first.waiting == 2)
        try await server.register(in: persisted.outbox)
        #expect(try await persisted.outbox.send().sent.map(\.kind) == ["Retext", "Like"])
    }

    @Test func aStoredOperationThatNoLongerDecodesFailsWithTheReasonAndLeavesTheOthers() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let server = OutboxServer(notes: notes(1...2))
        try await server.register(in: persisted.outbox)
        let broken = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 2)))
        try await persisted.outbox.enqueue(Like(entityID: "n2", likes: 2))
        try await persisted.database.write { connection in
            try connection.execute("UPDATE outbox SET payload = x'7b7d' WHERE id = \(broken.id)")
        }
        persisted.close()

        let reopened = try await openNotes(at: folder.database)
        try await server.register(in: reopened.outbox)
        let report = try await reopened.outbox.send()

        #expect(report.refused.map(\.id) == [broken.id])
        #expect(report.sent.map(\.entityID) == ["n2"])
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 0)
        #expect(server.requests.map(\.entityID) == ["n2"])
    }
}

@Suite struct OutboxLogoutTests {
    @Test func anAnswerThatArrivesAfterALogoutIsNotStored() async throws {
        let held = try await HeldSetting()
        let persisted = held.persisted

        async let sending = persisted.outbox.send()
        await held.waitForTheRequest()
        try await persisted.removeAllData()
        held.proceeding.finish()
        let report = try await sending

        #expect(report.waiting == 0)
        #expect(persisted.store.entity(Note.self, id: "n1") == nil)
        #expect(try await persisted.isEmpty())
        #expect(persisted.outbox.summary == OutboxSummary())
    }
}

@Suite struct OutboxEditTests {
    @Test func anEditedFailedEntryIsSentInItsPlaceUnderANewKey() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: [.refuse("422: text too long")], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        let refused = try #require(
            await persisted.outbox.enqueue(Retext(entityID: "n1", text: "far too long")))
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 2))
        try await persisted.outbox.send()
        #expect(persisted.store.entity(Note.self, id: "n1")?.text == "note 1")

        let edited = try #require(
            await persisted.outbox.edit(refused.id, to: Retext(entityID: "n1", text: "short")))

        #expect(edited.id == refused.id)
        #expect(edited.state == .waiting)
        #expect(edited.idempotencyKey != refused.idempotencyKey)
        #expect(persisted.store.entity(Note.self, id: "n1")?.text == "short")
        #expect(try await persisted.outbox.edit(refused.id, to: Retext(entityID: "n1", text: "again")) == nil)
        #expect(try await persisted.outbox.send().sent.map(\.kind) == ["Retext", "Like"])
        #expect(server.requests.map(\.kind) == ["Retext", "Retext", "Like"])
        #expect(
            server.requests.map(\.idempotencyKey).prefix(2) == [
                refused.idempotencyKey, edited.idempotencyKey,
            ])
        #expect(server.notes.withLock { $0["n1"]?.text } == "short")
    }
}
