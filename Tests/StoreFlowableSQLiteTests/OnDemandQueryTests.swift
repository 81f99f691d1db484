import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Over a reopened store, queries of a whole type (counts, filters, live queries, inverse relationships)
/// answer over every stored entity of it, not only over those some read brought into memory.
@Suite struct OnDemandQueryTests {
    /// 300 notes in 6 lists of 50, each list by its two writers; note `n<i>` has `i % 5` likes.
    static func storedNotes(at url: URL) async throws -> [Note] {
        let notes = StoredNoteLists(lists: 6, perList: 50).notes.enumerated().map { index, note in
            var note = note
            note.likes = index % 5
            return note
        }
        let persisted = try await openNotes(at: url)
        try await persisted.put(notes)
        persisted.close()
        return notes
    }

    @Test func givenNotesStored_whenCountedWhereOnAReopenedStore_thenEveryStoredMatchCounts() async throws {
        let folder = TemporaryFolder()
        let stored = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        _ = reopened.store.entity(Note.self, id: "n7")

        let count = reopened.store.count(of: Note.self) { $0.likes == 2 }

        #expect(count == 60)
        #expect(count == stored.filter { $0.likes == 2 }.count)
        #expect(reopened.store.entitiesInMemory == 300 + 12, "the type was read whole, with its writers")
    }

    @Test func givenNotesStored_whenCountedOnAReopenedStore_thenEveryStoredEntityCounts() async throws {
        let folder = TemporaryFolder()
        _ = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        _ = reopened.store.entities(Note.self, ids: ["n1", "n2", "n3"])

        #expect(reopened.store.count(of: Note.self) == 300)
        #expect(reopened.store.count(of: Writer.self) == 12)
    }

    @Test func givenNotesStored_whenFilteredOnAReopenedStore_thenEveryStoredMatchIsReturned() async throws {
        let folder = TemporaryFolder()
        let stored = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let isIncluded: (Note) -> Bool = { $0.likes == 4 && $0.writer.id.hasSuffix("a") }

        let found = reopened.store.entities(Note.self, where: isIncluded, sortedBy: { $0.text < $1.text })

        #expect(found == stored.filter(isIncluded).sorted { $0.text < $1.text })
        #expect(found.count == 30)
        #expect(Set(reopened.store.entities(Note.self).map(\.id)) == Set(stored.map(\.id)))
    }

    @Test func givenNotesStored_whenALiveQueryOpensOnAReopenedStore_thenItsFirstResultIsEveryStoredMatch()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        _ = reopened.store.entity(Note.self, id: "n3")
        let query = reopened.store.query(Note.self, where: { $0.likes == 3 }, sortedBy: { $0.id < $1.id })

        let first = await withinTimeLimit {
            for await result in query { return Array(result) }
            return nil
        }

        #expect(first == stored.filter { $0.likes == 3 }.sorted { $0.id < $1.id })
        #expect(first?.count == 60)
    }

    @Test func givenLiveQueryOnAReopenedStore_whenANewMatchingNoteIsPut_thenTheNextResultHoldsIt()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let byWriter = Writer(id: "w2a", name: "A2")
        let (firstCounts, firstCount) = AsyncStream.makeStream(of: Int.self)
        let query = reopened.store.query(
            Note.self, where: { $0.writer.id == "w2a" }, sortedBy: { $0.id < $1.id })
        let later = Task { () -> [Note]? in
            var isFirst = true
            for await result in query {
                if isFirst {
                    isFirst = false
                    firstCount.yield(result.count)
                } else if result.contains(where: { $0.id == "new" }) {
                    return Array(result)
                }
            }
            return nil
        }
        let counted = await withinTimeLimit {
            for await count in firstCounts { return count }
            return nil
        }
        #expect(counted == 25)

        try await reopened.put([Note(id: "new", writer: byWriter, text: "new", likes: 1)])

        let next = await withinTimeLimit { await later.value }
        #expect(next?.count == 26)
        #expect(next?.map { $0.id } == (stored.filter { $0.writer.id == "w2a" }.map(\.id) + ["new"]).sorted())
        later.cancel()
    }

    @Test func givenNotesStored_whenAskedWhoReferencesAWriterOnAReopenedStore_thenEveryStoredNoteOfItIsFound()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        _ = reopened.store.entity(Note.self, id: "n100")

        let byWriter = reopened.store.entities(Note.self, referencing: "w2a", through: \.writer)

        #expect(Set(byWriter) == Set(stored.filter { $0.writer.id == "w2a" }))
        #expect(byWriter.count == 25)
    }

    @Test func givenInverseIndexBuiltOnAReopenedStore_whenANoteIsPut_thenTheIndexHoldsStoredAndNewNotes()
        async throws
    {
        let folder = TemporaryFolder()
        _ = try await Self.storedNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entities(Note.self, referencing: "w5b", through: \.writer).count == 25)

        try await reopened.put([Note(id: "new", writer: Writer(id: "w5b", name: "B5"), text: "new")])

        #expect(reopened.store.entities(Note.self, referencing: "w5b", through: \.writer).count == 26)
        #expect(reopened.store.count(of: Note.self) == 301)
    }

    @Test func givenNoteRemovedOnDisk_whenAReopenedStoreIsQueried_thenTheRemovedNoteIsNotCounted()
        async throws
    {
        let folder = TemporaryFolder()
        _ = try await Self.storedNotes(at: folder.database)
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.remove(Note.self, id: "n4")
            try await persisted.update(Note.self, id: "n9") { $0.likes = 2 }
        }
        let reopened = try await openNotes(at: folder.database)

        #expect(reopened.store.count(of: Note.self) == 299)
        #expect(reopened.store.count(of: Note.self) { $0.likes == 4 } == 58)
        #expect(reopened.store.count(of: Note.self) { $0.likes == 2 } == 61)
    }
}
