import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// A reopened store reads no entity when it opens: a list, an entity or a read brings from the file only
/// the entities it shows, with the entities nested in them, and wakes no observer for it.
@Suite struct OnDemandLoadingTests {
    /// Shows the note whose ID is the param, as the store reads it: a cacher of the app's own over the
    /// store. (A `NormalizedEntityCacher` keeps which entity each param shows in memory only, so over a
    /// reopened store it has nothing to show before its first fetch.)
    final class StoredNoteCacher: Cacher {
        let store: EntityStore

        init(store: EntityStore) {
            self.store = store
        }

        func loadData(param: String) async -> Note? { store.entity(Note.self, id: param) }
        func saveData(data: Note?, param: String) async { data.map { store.put($0) } }
        func loadDataCachedAt(param: String) async -> Double? { nil }
        func saveDataCachedAt(epochSeconds: Double?, param: String) async {}
        func removeAllData() async {}
    }

    /// Fetches the note whose ID is the param: `note(id)`; counts its calls.
    final class NoteFetcher: Fetcher {
        let calls = CallCounter()
        let note: @Sendable (String) -> Note

        init(_ note: @escaping @Sendable (String) -> Note) {
            self.note = note
        }

        func fetch(param: String) async throws -> Note {
            calls.record()
            return note(param)
        }
    }

    @Test func givenThousandNotesStoredInLists_whenReopened_thenMemoryHoldsNoEntity() async throws {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 25, perList: 40)
        try await stored.store(at: folder.database)

        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entitiesInMemory == 0)
        _ = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")

        #expect(reopened.store.entitiesInMemory == 0, "a list cacher reads its lists when asked for")
        #expect(reopened.undecodableEntities == 0)
    }

    @Test func givenThousandNotesStoredInLists_whenOneListIsShown_thenOnlyItsNotesAndWritersAreRead()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 25, perList: 40)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let fetcher = NotePagesFetcher(pages: [notes(1...3)])
        let list = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "l7")

        let state = await firstState(of: list)

        #expect(state?.content == stored[7])
        #expect(state?.isCompleted == true)
        #expect(fetcher.callCount == 0)
        #expect(reopened.store.entitiesInMemory == 40 + 2, "the list's 40 notes and its 2 writers")
        #expect(reopened.store.entityInMemory(Note.self, id: "n280") == stored[7][0])
        #expect(reopened.store.entityInMemory(Writer.self, id: "w7b")?.name == "B7")
        #expect(reopened.store.entityInMemory(Note.self, id: "n279") == nil, "the last note of l6")
        #expect(reopened.store.entityInMemory(Note.self, id: "n320") == nil, "the first note of l8")
        #expect(reopened.store.entityInMemory(Writer.self, id: "w6a") == nil)
    }

    @Test func givenReopenedStore_whenEntitiesAreRead_thenEachReadBringsOnlyWhatItAsksForAndItsWriter()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 2, perList: 10)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let store = reopened.store

        #expect(store.entity(Note.self, id: "n0") == stored[0][0])
        #expect(store.entitiesInMemory == 2)
        #expect(
            store.entities(Note.self, ids: ["n3", "n1", "missing", "n2"]) == [3, 1, 2].map { stored[0][$0] })
        #expect(store.entitiesInMemory == 6, "n0, n1, n2, n3 and both writers of l0")
        #expect(store.entity(Note.self, id: "missing") == nil)
        #expect(store.contains(Note.self, id: "n12"))
        #expect(store[Writer.self, id: "w0b"]?.name == "B0")

        #expect(store.entitiesInMemory == 6 + 2, "n12 and its writer w1a")
        #expect(store.entityInMemory(Writer.self, id: "w1b") == nil)
    }

    @Test func givenObservedNoteNotInMemory_whenItIsReadFromTheFile_thenNoObserverIsWoken() async throws {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 1, perList: 4)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let woken = CallCounter()
        let observation = reopened.store.observe(Note.self, ids: ["n1", "n2"]) { _ in woken.record() }

        #expect(reopened.store.entity(Note.self, id: "n1") == stored[0][1])
        #expect(reopened.store.entities(Note.self, ids: ["n2", "n3"]) == [stored[0][2], stored[0][3]])
        #expect(woken.count == 0, "reading from the file changes nothing")

        try await reopened.update(Note.self, id: "n2") { $0.likes = 4 }
        #expect(woken.count == 1)
        observation.cancel()
    }

    @Test func givenWriterChangedInMemoryOnly_whenANoteOfItIsReadFromTheFile_thenItShowsTheNewerWriter()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 1, perList: 4)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n0")?.writer.name == "A0")

        reopened.store.update(Writer.self, id: "w0a") { $0.name = "Ann (in memory)" }

        #expect(reopened.store.entity(Note.self, id: "n2")?.writer.name == "Ann (in memory)")
        #expect(reopened.store.entity(Writer.self, id: "w0a")?.name == "Ann (in memory)")
        #expect(
            try await openNotes(at: folder.database).store.entity(Note.self, id: "n2")?.writer.name == "A0")
    }

    @Test func givenCacherOfEntitiesByID_whenReopened_thenAnEntityFlowableShowsTheStoredNoteWithNoFetch()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 3, perList: 10)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let fetcher = NoteFetcher { Note(id: $0, writer: Writer(id: "x", name: "Fetched"), text: "fetched") }
        let note = AnyStoreFlowable.from(
            cacher: StoredNoteCacher(store: reopened.store), fetcher: fetcher, param: "n15")

        let state = await firstState(of: note)

        #expect(state?.content == stored[1][5])
        #expect(state?.isCompleted == true)
        #expect(fetcher.calls.count == 0)
        #expect(reopened.store.entitiesInMemory == 2, "n15 and its writer w1b")
    }

    @Test func givenEntityCacherFetchedANote_whenAListHoldingItIsRestored_thenTheListShowsTheFetchedValue()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 1, perList: 5)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        var fetched = stored[0][3]
        fetched.likes = 12
        let fetcher = NoteFetcher { [fetched] _ in fetched }
        let note = AnyStoreFlowable.from(
            cacher: NormalizedEntityCacher<String, Note>(store: reopened.store), fetcher: fetcher, param: "n3"
        )
        #expect(try await note.requireData() == fetched)
        #expect(fetcher.calls.count == 1, "an entity cacher over a reopened store knows no param yet")

        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let list = await timelines.loadData(param: "l0")

        #expect(list?.map(\.likes) == [0, 0, 0, 12, 0], "a value in memory is kept over the one read")
        #expect(reopened.store.entitiesInMemory == 5 + 2)
    }

    @Test func givenListCacherOpened_whenAnotherStoreRewritesTheListBeforeItIsAskedFor_thenItShowsTheNewList()
        async throws
    {
        let folder = TemporaryFolder()
        let stored = StoredNoteLists(lists: 2, perList: 5)
        try await stored.store(at: folder.database)
        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "timelines")
        let rewritten = notes(50...52, by: Writer(id: "z", name: "Zed"))
        do {
            let other = try await openNotes(at: folder.database)
            let otherTimelines = try await SQLiteListCacher<String, Note, Int>(in: other, name: "timelines")
            try await otherTimelines.saveData(data: rewritten, param: "l1")
            other.close()
        }

        #expect(await timelines.loadData(param: "l1") == rewritten, "the list is read when first asked for")
        #expect(await timelines.loadData(param: "l0") == stored[0])
    }

    /// A note as a later version stores it: no writer, no text. Its rows no longer decode as `Note`.
    struct BareNote: PersistentEntity, Hashable {
        let id: String
        var likes: Int

        static var persistentName: String { "Note" }
    }

    // Known issue: the restore keeps such a list with no timestamp (SQLiteListCacher+Restoring.swift:36),
    // which a flowable takes for never expiring, not for stale as the comment above it says: the list
    // shows without the note and is not refetched. (As before on-demand loading; ReviewRegressionTests
    // asserts the `nil` timestamp.)
    @Test
    func givenAListedNoteThatNoLongerDecodes_whenItsListIsFirstShown_thenItIsCountedOnceAndTheListIsStale()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(
                in: persisted, name: "timelines", expireSeconds: 600)
            let home = AnyPaginationStoreFlowable.from(
                cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...3)]), param: "home")
            _ = try await home.requireData()
            try await persisted.put([BareNote(id: "n2", likes: 1)])
            persisted.close()
        }
        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(
            in: reopened, name: "timelines", expireSeconds: 600)
        #expect(reopened.undecodableEntities == 0, "nothing is read at open")
        let fetcher = NotePagesFetcher(pages: [notes(1...3)])
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")

        let state = await firstState(of: home)

        #expect(state?.content?.map(\.id) == ["n1", "n3"])
        #expect(reopened.undecodableEntities == 1)
        #expect(reopened.store.entity(Note.self, id: "n2") == nil)
        #expect(reopened.undecodableEntities == 1, "each row counts once")
        #expect(state?.isCompleted == false, "stale: its subscriber refetches it")
    }
}
