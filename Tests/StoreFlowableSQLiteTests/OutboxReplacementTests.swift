import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

@Suite struct OutboxReplacementTests {
    @Test func changesThatCancelOutBeforeTheyAreSentAreNeverSent() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(notes: notes(1...1))
        try await server.register(in: persisted.outbox)

        try await persisted.outbox.enqueue(SetLikes(entityID: "n1", likes: 5))
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 5)
        let cancelled = try await persisted.outbox.enqueue(ClearLikes(entityID: "n1"))

        #expect(cancelled == nil)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 0)
        #expect(try await persisted.outbox.entries().isEmpty)
        #expect(try await persisted.outbox.send().sent.isEmpty)
        #expect(server.requests.isEmpty)
    }

    @Test func aLaterSettingReplacesAnUnsentOneAcrossARestart() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        try await persisted.outbox.enqueue(SetLikes(entityID: "n1", likes: 5))
        try await persisted.outbox.enqueue(Retext(entityID: "n1", text: "kept"))
        persisted.close()

        let reopened = try await openNotes(at: folder.database)
        let server = OutboxServer(notes: notes(1...1))
        try await server.register(in: reopened.outbox)
        let later = try #require(await reopened.outbox.enqueue(SetLikes(entityID: "n1", likes: 7)))

        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 7)
        #expect(try await reopened.outbox.entries().map(\.kind) == ["Retext", "SetLikes"])
        let report = try await reopened.outbox.send()
        #expect(report.sent.last?.id == later.id)
        #expect(server.requests.map(\.kind) == ["Retext", "SetLikes"])
        #expect(server.notes.withLock { $0["n1"]?.likes } == 7)
        #expect(reopened.store.entity(Note.self, id: "n1")?.text == "kept")
    }

    @Test func anOperationBeingSentIsNeverReplaced() async throws {
        let held = try await HeldSetting()
        let (persisted, server) = (held.persisted, held.server)

        async let firstSend = persisted.outbox.send()
        await held.waitForTheRequest()
        // The server has the first setting; clearing now must be sent after it, not cancel it out.
        let clearing = try await persisted.outbox.enqueue(ClearLikes(entityID: "n1"))
        held.proceeding.finish()
        let first = try await firstSend

        #expect(clearing != nil)
        #expect(first.sent.map(\.kind) == ["SetLikes"])
        #expect(try await persisted.outbox.send().sent.map(\.kind) == ["ClearLikes"])
        #expect(server.notes.withLock { $0["n1"]?.likes } == 0)
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 0)
    }
}
