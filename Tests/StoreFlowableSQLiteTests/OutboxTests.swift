import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

@Suite struct OutboxTests {
    @Test func enqueuedChangeIsShownAtOnceAndAgainAfterReopeningBeforeAnySend() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))

        let entry = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5)))

        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 5)
        #expect(entry.state == .waiting)
        let reopened = try await openNotes(at: folder.database)
        // Disk holds the confirmed value; the waiting operation is shown again once its kind is known.
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 0)
        let server = OutboxServer(notes: notes(1...1))
        try await server.register(in: reopened.outbox)
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 5)
        #expect(server.requests.isEmpty)
        #expect(try await reopened.outbox.entries() == [entry])
    }

    @Test func sentOperationLeavesTheServersAnswerOnDiskAndNothingWaiting() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: [.accept(serverText: "as the server has it")], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        let entry = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5)))

        let report = try await persisted.outbox.send()

        #expect(report.sent.map(\.id) == [entry.id])
        #expect(report.waiting == 0)
        #expect(
            server.requests == [
                .init(kind: "Like", entityID: "n1", idempotencyKey: entry.idempotencyKey, attempt: 1)
            ])
        #expect(persisted.store.entity(Note.self, id: "n1")?.text == "as the server has it")
        #expect(try await persisted.outbox.entries().isEmpty)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 5)
        #expect(reopened.store.entity(Note.self, id: "n1")?.text == "as the server has it")
        #expect(try await reopened.outbox.entries().isEmpty)
    }

    @Test func acceptedWithoutAnAnswerKeepsTheChangeAsConfirmed() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: [.acceptWithoutAnswer], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 3))

        #expect(try await persisted.outbox.send().sent.count == 1)

        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 3)
        #expect(try await openNotes(at: folder.database).store.entity(Note.self, id: "n1")?.likes == 3)
    }

    @Test func unreachableServerKeepsTheOperationAndEveryAttemptCarriesTheSameKeyAcrossRestarts()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(
            answers: [.offline, .unavailable(retryAfter: .seconds(30)), .accept()], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        let entry = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5)))

        let offline = try await persisted.outbox.send()
        let busy = try await persisted.outbox.send()

        #expect(offline.sent.isEmpty && offline.refused.isEmpty && offline.waiting == 1)
        #expect(busy.retryAfter == .seconds(30))
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 5)
        let reopened = try await openNotes(at: folder.database)
        try await server.register(in: reopened.outbox)
        #expect(try await reopened.outbox.send().sent.map(\.id) == [entry.id])
        #expect(server.requests.map(\.idempotencyKey) == Array(repeating: entry.idempotencyKey, count: 3))
        #expect(server.requests.map(\.attempt) == [1, 2, 3])
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 5)
    }

    @Test func refusalRollsBackItsChangeAndHoldsBackLaterOperationsOnTheSameEntityOnly() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let server = OutboxServer(answers: [.refuse("422: too many likes")], notes: notes(1...2))
        try await server.register(in: persisted.outbox)
        let refused = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 9)))
        let held = try #require(await persisted.outbox.enqueue(Retext(entityID: "n1", text: "edited")))
        let other = try #require(await persisted.outbox.enqueue(Like(entityID: "n2", likes: 1)))

        let report = try await persisted.outbox.send()

        #expect(report.refused.map(\.id) == [refused.id])
        #expect(report.refused.first?.state == .failed(reason: "422: too many likes"))
        #expect(report.sent.map(\.id) == [other.id])
        #expect(report.waiting == 1)
        let note = persisted.store.entity(Note.self, id: "n1")
        #expect(note?.likes == 0)
        #expect(note?.text == "edited")
        #expect(
            try await persisted.outbox.entries().map(\.state) == [
                .failed(reason: "422: too many likes"), .waiting,
            ])
        #expect(server.requests.map(\.entityID) == ["n1", "n2"])
        _ = held
    }

    @Test func failedEntryCanBeRetriedOrDiscarded() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(answers: [.refuse("403"), .accept()], notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        let like = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 4)))
        let retext = try #require(await persisted.outbox.enqueue(Retext(entityID: "n1", text: "later")))
        try await persisted.outbox.send()
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 0)

        #expect(try await persisted.outbox.retry(like.id))
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 4)
        let retried = try await persisted.outbox.send()

        #expect(retried.sent.map(\.id) == [like.id, retext.id])
        #expect(server.requests.map(\.kind) == ["Like", "Like", "Retext"])
        #expect(server.requests.map(\.attempt) == [1, 1, 1])
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 4)
        #expect(try await persisted.outbox.retry(like.id) == false)

        let doomed = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 100)))
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 100)
        #expect(try await persisted.outbox.discard(doomed.id))
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 4)
        #expect(try await persisted.outbox.send().sent.isEmpty)
        #expect(server.requests.count == 3)
    }

    @Test func operationsOnOneEntityReachTheServerInTheOrderTheyWereMade() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...3))
        let server = OutboxServer(notes: notes(1...3))
        try await server.register(in: persisted.outbox)
        for likes in 1...5 {
            for id in ["n1", "n2", "n3"] {
                try await persisted.outbox.enqueue(Like(entityID: id, likes: likes))
            }
        }

        #expect(try await persisted.outbox.send().sent.count == 15)

        for id in ["n1", "n2", "n3"] {
            #expect(server.requests.filter { $0.entityID == id }.count == 5)
            #expect(server.notes.withLock { $0[id]?.likes } == 5)
            #expect(persisted.store.entity(Note.self, id: id)?.likes == 5)
        }
    }

    @Test func concurrentSendsSendEachOperationOnce() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...20))
        let server = OutboxServer(notes: notes(1...20))
        try await server.register(in: persisted.outbox)
        for index in 1...20 { try await persisted.outbox.enqueue(Like(entityID: "n\(index)", likes: index)) }

        async let first = persisted.outbox.send()
        async let second = persisted.outbox.send()
        let reports = try await [first, second]

        #expect(reports.map(\.sent.count).reduce(0, +) == 20)
        #expect(Set(server.requests.map(\.idempotencyKey)).count == 20)
        #expect(server.requests.count == 20)
    }

    @Test func entityWithAWaitingOperationIsNeverEvicted() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database, limits: SQLiteStoreLimits(maxEntities: 5))
        try await persisted.put(notes(1...1))
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 2))

        for index in 2...30 { try await persisted.put(notes(index...index)) }

        let reopened = try await openNotes(at: folder.database, limits: SQLiteStoreLimits(maxEntities: 5))
        #expect(reopened.store.entity(Note.self, id: "n2") == nil)
        try await OutboxServer(notes: []).register(in: reopened.outbox)
        #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 2)
    }

    @Test func removingAllDataEmptiesTheOutbox() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let server = OutboxServer(notes: notes(1...1))
        try await server.register(in: persisted.outbox)
        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 2))
        try await persisted.remove(Note.self, id: "n1")
        try await persisted.remove(Writer.self, id: "w")
        #expect(try await persisted.isEmpty() == false)

        try await persisted.removeAllData()

        #expect(try await persisted.isEmpty())
        #expect(try await persisted.outbox.entries().isEmpty)
        #expect(try await persisted.outbox.send().sent.isEmpty)
        #expect(server.requests.isEmpty)
    }
}
