import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

@Suite struct OptimisticPersistenceTests {
    @Test func givenOptimisticChangePending_whenAnotherStoreOpensTheFile_thenItSeesTheConfirmedValue()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let (serverCalled, calledContinuation) = AsyncStream.makeStream(of: Void.self)
        let (answer, answerContinuation) = AsyncStream.makeStream(of: Note.self)

        async let settled = persisted.optimisticUpdate(Note.self, id: "n1", apply: { $0.likes = 1 }) {
            calledContinuation.yield()
            for await note in answer { return note }
            throw CancellationError()
        }
        for await _ in serverCalled { break }
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 1)
        // As after a crash now: what is on disk is the confirmed value.
        #expect(try await openNotes(at: folder.database).store.entity(Note.self, id: "n1")?.likes == 0)

        var confirmed = notes(1...1)[0]
        confirmed.likes = 5
        answerContinuation.yield(confirmed)
        #expect(try await settled.likes == 5)
        #expect(try await openNotes(at: folder.database).store.entity(Note.self, id: "n1")?.likes == 5)
    }

    @Test func givenOptimisticChange_whenOperationFails_thenRollbackNeverTouchesDisk() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))
        let fileBefore = try Data(contentsOf: URL(fileURLWithPath: folder.database.path + "-wal"))

        await #expect(throws: URLError.self) {
            try await persisted.optimisticUpdate(Note.self, id: "n1", apply: { $0.likes = 1 }) {
                throw URLError(.notConnectedToInternet)
            }
        }

        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database.path + "-wal")) == fileBefore)
    }
}
