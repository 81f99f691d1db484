import Foundation
import Observation
import StoreFlowable
import StoreFlowableSQLite
import Testing

@Suite struct OutboxStateTests {
    @Test func anEntitysPendingStateIsReadWithoutSuspendingAndSurvivesARestart() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let entry = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5)))

        #expect(persisted.outbox.entries(of: Note.self, id: "n1") == [entry])
        #expect(persisted.outbox.entries(of: Note.self, id: "n2").isEmpty)
        persisted.close()
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.outbox.entries(of: Note.self, id: "n1") == [entry])
        #expect(reopened.outbox.summary == OutboxSummary(waiting: 1, failed: 0))
    }

    @Test func countsFollowEveryChange() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...2))
        let server = OutboxServer(answers: [.refuse("422"), .offline], notes: notes(1...2))
        try await server.register(in: persisted.outbox)
        var counts = persisted.outbox.summaries().makeAsyncIterator()
        #expect(await counts.next() == OutboxSummary(waiting: 0, failed: 0))

        let refused = try #require(await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5)))
        #expect(await counts.next() == OutboxSummary(waiting: 1, failed: 0))
        try await persisted.outbox.enqueue(Like(entityID: "n2", likes: 1))
        #expect(await counts.next() == OutboxSummary(waiting: 2, failed: 0))
        try await persisted.outbox.send()
        #expect(await counts.next() == OutboxSummary(waiting: 1, failed: 1))
        #expect(persisted.outbox.entries(of: Note.self, id: "n1").map(\.state) == [.failed(reason: "422")])
        #expect(persisted.outbox.entries(of: Note.self, id: "n2").map(\.attempts) == [1])
        try await persisted.outbox.discard(refused.id)
        #expect(await counts.next() == OutboxSummary(waiting: 1, failed: 0))
        try await persisted.outbox.send()
        #expect(await counts.next() == OutboxSummary(waiting: 0, failed: 0))
        try await persisted.removeAllData()
        #expect(persisted.outbox.summary == OutboxSummary())
    }

    @MainActor
    @Test func theModelShowsTheCounts() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let model = OutboxModel(persisted.outbox)
        let running = Task { await model.run() }
        defer { running.cancel() }

        try await persisted.outbox.enqueue(Like(entityID: "n1", likes: 5))
        await changes(of: model) { $0.summary.waiting == 1 }

        #expect(model.summary == OutboxSummary(waiting: 1, failed: 0))
    }

    /// Returns once `condition` holds for `model`, checked each time an observed property changes.
    @MainActor
    private func changes(of model: OutboxModel, until condition: @escaping (OutboxModel) -> Bool) async {
        while !condition(model) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                withObservationTracking {
                    _ = model.summary
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }
}
