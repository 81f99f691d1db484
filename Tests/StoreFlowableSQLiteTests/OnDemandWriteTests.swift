import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Writes through a reopened store to entities memory does not hold yet: updates and optimistic changes
/// start from the stored value, removals reach disk and lists restored later, and an entity removed from
/// memory is not read back from the file.
@Suite struct OnDemandWriteTests {
    /// Stores list `l0` of notes `n0`…`n5` (`n<even>` by `w0a`, `n<odd>` by `w0b`), each with 3 likes;
    /// returns them as stored.
    static func storeNotes(at url: URL) async throws -> [Note] {
        let notes = StoredNoteLists(lists: 1, perList: 6)[0].map { note in
            var note = note
            note.likes = 3
            return note
        }
        let persisted = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        try await timelines.saveData(data: notes, param: "l0")
        persisted.close()
        return notes
    }

    /// The note `id` as a store newly opened on the file at `url` reads it.
    static func noteOnDisk(_ id: String, at url: URL) async throws -> Note? {
        try await openNotes(at: url).store.entity(Note.self, id: id)
    }

    @Test func givenNoteNotInMemory_whenUpdatedThroughTheStore_thenTheChangeAppliesToTheStoredValue()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)

        let updated = try await reopened.update(Note.self, id: "n2") { $0.likes += 1 }

        var expected = stored[2]
        expected.likes = 4
        #expect(updated == expected)
        #expect(reopened.store.entity(Note.self, id: "n2") == expected)
        #expect(reopened.store.entitiesInMemory == 2, "n2 and its writer")
        #expect(try await Self.noteOnDisk("n2", at: folder.database) == expected)
    }

    @Test func givenWriterNotInMemory_whenUpdatedThroughTheStore_thenNotesReadLaterShowTheChange()
        async throws
    {
        let folder = TemporaryFolder()
        _ = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)

        let renamed = try await reopened.update(Writer.self, id: "w0a") { $0.name = "Ann" }

        #expect(renamed?.name == "Ann")
        #expect(reopened.store.entity(Note.self, id: "n4")?.writer.name == "Ann")
        #expect(reopened.store.entity(Note.self, id: "n3")?.writer.name == "B0")
        #expect(try await Self.noteOnDisk("n4", at: folder.database)?.writer.name == "Ann")
    }

    @Test func givenNoteNotInMemory_whenUpdatedOptimistically_thenTheChangeShowsOnTheStoredValueThenSettles()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        var server = stored[1]
        server.likes = 10

        let settled = try await reopened.optimisticUpdate(Note.self, id: "n1", apply: { $0.likes += 1 }) {
            #expect(reopened.store.entity(Note.self, id: "n1")?.likes == 4, "the stored 3, plus one")
            return server
        }

        #expect(settled == server)
        #expect(reopened.store.entity(Note.self, id: "n1") == server)
        #expect(try await Self.noteOnDisk("n1", at: folder.database) == server)
    }

    @Test func givenNoteNotInMemory_whenAnOptimisticUpdateFails_thenItRollsBackToTheStoredValue() async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)

        await #expect(throws: URLError.self) {
            try await reopened.optimisticUpdate(Note.self, id: "n5", apply: { $0.likes = 100 }) {
                #expect(reopened.store.entity(Note.self, id: "n5")?.likes == 100)
                throw URLError(.notConnectedToInternet)
            }
        }

        #expect(reopened.store.entity(Note.self, id: "n5") == stored[5])
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        #expect(await timelines.loadData(param: "l0") == stored)
        #expect(try await Self.noteOnDisk("n5", at: folder.database) == stored[5])
    }

    @Test func givenNoteNotInMemory_whenAnOptimisticDeleteFails_thenItShowsAgainWithItsStoredValue()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)

        await #expect(throws: URLError.self) {
            try await reopened.optimisticDelete(Note.self, id: "n3") {
                #expect(reopened.store.entity(Note.self, id: "n3") == nil, "hidden while pending")
                throw URLError(.notConnectedToInternet)
            }
        }

        #expect(reopened.store.entity(Note.self, id: "n3") == stored[3])
        try await reopened.optimisticDelete(Note.self, id: "n3") {}
        #expect(reopened.store.entity(Note.self, id: "n3") == nil)
        #expect(try await Self.noteOnDisk("n3", at: folder.database) == nil)
    }

    @Test func givenNoteNotInMemory_whenRemovedThroughTheStore_thenAListRestoredLaterAndTheFileLackIt()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)

        try await reopened.remove(Note.self, id: "n2")

        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        #expect(await timelines.loadData(param: "l0")?.map(\.id) == ["n0", "n1", "n3", "n4", "n5"])
        #expect(reopened.store.entity(Note.self, id: "n2") == nil)
        #expect(reopened.store.count(of: Note.self) == 5)
        let again = try await openNotes(at: folder.database)
        let againTimelines = try await SQLiteListCacher<String, Note, Int>(in: again, name: "timelines")
        #expect(await againTimelines.loadData(param: "l0") == stored.filter { $0.id != "n2" })
        #expect(again.store.entity(Note.self, id: "n2") == nil)
    }

    @Test func givenNoteRemovedFromMemoryOnly_whenReadAgain_thenItStaysAbsentThoughItsRowIsStillOnDisk()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n1") == stored[1])

        reopened.store.remove(Note.self, id: "n1")

        #expect(reopened.store.entity(Note.self, id: "n1") == nil)
        #expect(reopened.store.entities(Note.self, ids: ["n0", "n1"]) == [stored[0]])
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        #expect(await timelines.loadData(param: "l0")?.map(\.id) == ["n0", "n2", "n3", "n4", "n5"])
        #expect(reopened.store.count(of: Note.self) == 5)
        #expect(
            reopened.store.entities(Note.self) { $0.writer.id == "w0b" }.map(\.id).sorted() == ["n3", "n5"])
        #expect(reopened.store.entity(Note.self, id: "n1") == nil)
        #expect(try await Self.noteOnDisk("n1", at: folder.database) == stored[1], "memory only")
    }

    @Test func givenNoteRemovedFromMemoryOnly_whenWrittenAgain_thenItIsBack() async throws {
        let folder = TemporaryFolder()
        let stored = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        _ = reopened.store.entity(Note.self, id: "n4")
        reopened.store.remove(Note.self, id: "n4")
        #expect(
            try await reopened.update(Note.self, id: "n4") { $0.likes = 0 } == nil,
            "absent: nothing to update")

        try await reopened.put([stored[4]])

        #expect(reopened.store.entity(Note.self, id: "n4") == stored[4])
        #expect(reopened.store.count(of: Note.self) == 6)
    }

    // Known issue: a note read from the file writes its nested writer into memory even when that writer
    // was removed from memory, which also clears the removal (EntityStore+Loading.swift:68 writes the
    // note through EntityTables.write, whose store() forgets the removal at EntityTables.swift:125), so
    // the writer, and every note of it already in memory, reads as present again.
    @Test func givenWriterRemovedFromMemoryOnly_whenANoteOfItIsReadFromTheFile_thenTheWriterStaysAbsent()
        async throws
    {
        let folder = TemporaryFolder()
        _ = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n0")?.writer.id == "w0a")
        reopened.store.remove(Writer.self, id: "w0a")
        #expect(
            reopened.store.entity(Note.self, id: "n0") == nil, "a note whose writer was removed is absent")

        _ = reopened.store.entity(Note.self, id: "n2")

        #expect(reopened.store.entity(Writer.self, id: "w0a") == nil, "not read back from the file")
        #expect(reopened.store.entity(Note.self, id: "n0") == nil)
        #expect(reopened.store.entity(Note.self, id: "n2") == nil, "as n0: its writer was removed")
    }

    @Test func givenWriterRemovedFromMemoryOnly_whenNotesAreCounted_thenTheWriterStaysAbsent() async throws {
        let folder = TemporaryFolder()
        _ = try await Self.storeNotes(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Writer.self, id: "w0b")?.name == "B0")
        reopened.store.remove(Writer.self, id: "w0b")

        #expect(reopened.store.count(of: Writer.self) == 1)
        #expect(reopened.store.count(of: Note.self) == 6, "counts stored notes, absent ones included")

        #expect(reopened.store.entity(Writer.self, id: "w0b") == nil, "not read back from the file")
        #expect(reopened.store.count(of: Writer.self) == 1)
        #expect(reopened.store.entities(Note.self).map(\.id).sorted() == ["n0", "n2", "n4"])
    }
}
