import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Enqueues from many tasks at once, among larger writes: an enqueue that finds the database idle runs on
/// its caller's thread, one that finds it busy waits its turn; either way every entry is kept, in one
/// order, and each entity shows the change of its last entry, before and after reopening.
@Suite struct OutboxConcurrencyTests {
    @Test func givenEnqueuesFromManyTasksAmongPageWrites_thenEveryEntryIsKeptAndTheLastOneShows() async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...5))
        let outbox = persisted.outbox

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<25 {
                        let likes = task * 100 + step
                        try await outbox.enqueue(Like(entityID: "n\(likes % 5 + 1)", likes: likes))
                    }
                }
            }
            group.addTask {
                for round in 0..<10 {
                    try await persisted.put(
                        notes(6...45).map { note in
                            var note = note
                            note.text = "round \(round)"
                            return note
                        })
                }
            }
            try await group.waitForAll()
        }

        let entries = try await outbox.entries()
        #expect(entries.count == 200)
        var likes: [Int] = []
        for entry in entries {
            likes.append(try #require(await outbox.operation(of: entry, as: Like.self)).likes)
        }
        #expect(Set(likes).count == 200)
        for task in 0..<8 {
            let ones = likes.filter { $0 / 100 == task }
            #expect(ones == ones.sorted(), "task \(task)'s enqueues are kept out of order: \(ones)")
        }
        let reopened = try await openNotes(at: folder.database)
        try await OutboxServer(notes: []).register(in: reopened.outbox)
        for note in 1...5 {
            let last = try #require(entries.last { $0.entityID == "n\(note)" })
            let expected = try #require(await outbox.operation(of: last, as: Like.self)).likes
            #expect(persisted.store.entity(Note.self, id: "n\(note)")?.likes == expected)
            #expect(reopened.store.entity(Note.self, id: "n\(note)")?.likes == expected)
        }
        #expect(reopened.store.entity(Note.self, id: "n45")?.text == "round 9")
    }
}
