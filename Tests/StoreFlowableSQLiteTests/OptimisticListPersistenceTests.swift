import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Optimistic insertions and deletions on a persisted store: the draft and the pending deletion never
/// reach the file, so an app killed mid-request opens again with no ghost; what the server confirmed is
/// stored, in its place in the stored lists.
@Suite struct OptimisticListPersistenceTests {
    let me = Writer(id: "me", name: "Me")

    @Test func givenAPostPending_thenTheFileHasNoDraft_andOnSuccessItStoresTheServersNoteFirst() async throws
    {
        let folder = TemporaryFolder()
        let (persisted, timelines) = try await openTimelines(at: folder.database, loading: notes(1...2))
        let server = ServerAnswer<Note>()

        async let posted = persisted.optimisticInsert(
            Note(id: "tmp", writer: me, text: "hi"), into: [.start(of: timelines, param: "home")]
        ) { try await server.call() }
        await server.waitForCall()
        #expect(timelines.ids(for: "home") == ["tmp", "n1", "n2"])
        // As after a crash now: the file has the list as it was, and no draft.
        let (killed, killedTimelines) = try await openTimelines(at: folder.database)
        #expect(killedTimelines.ids(for: "home") == ["n1", "n2"])
        #expect(killed.store.entity(Note.self, id: "tmp") == nil)

        server.answer(.success(Note(id: "n9", writer: me, text: "hi")))
        #expect(try await posted.id == "n9")

        #expect(timelines.ids(for: "home") == ["n9", "n1", "n2"])
        let (reopened, reopenedTimelines) = try await openTimelines(at: folder.database)
        #expect(reopenedTimelines.ids(for: "home") == ["n9", "n1", "n2"])
        #expect(reopened.store.entity(Note.self, id: "n9")?.text == "hi")
        #expect(reopened.store.entity(Note.self, id: "tmp") == nil)
    }

    @Test func givenAPostPending_whenTheServerFails_thenTheFileIsUntouched() async throws {
        let folder = TemporaryFolder()
        let (persisted, timelines) = try await openTimelines(at: folder.database, loading: notes(1...2))
        let walBefore = try Data(contentsOf: URL(fileURLWithPath: folder.database.path + "-wal"))

        await #expect(throws: URLError.self) {
            try await persisted.optimisticInsert(
                Note(id: "tmp", writer: me, text: "hi"), into: [.start(of: timelines, param: "home")]
            ) { throw URLError(.notConnectedToInternet) }
        }

        #expect(timelines.ids(for: "home") == ["n1", "n2"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database.path + "-wal")) == walBefore)
    }

    @Test func givenAStoredNoteNestingADraft_whenThePostSucceeds_thenTheFileNestsTheServersEntityOnly()
        async throws
    {
        let folder = TemporaryFolder()
        let (persisted, _) = try await openTimelines(at: folder.database, loading: notes(1...1))
        let server = ServerAnswer<Writer>()

        async let renamed = persisted.optimisticInsert(Writer(id: "tmp-w", name: "New"), into: []) {
            try await server.call()
        }
        await server.waitForCall()
        try await persisted.put([
            Note(id: "n5", writer: Writer(id: "tmp-w", name: "New"), text: "by the draft")
        ])
        server.answer(.success(Writer(id: "w9", name: "New")))
        _ = try await renamed

        #expect(persisted.store.entity(Note.self, id: "n5")?.writer.id == "w9")
        let (reopened, _) = try await openTimelines(at: folder.database)
        #expect(reopened.store.entity(Note.self, id: "n5")?.writer.id == "w9")
        #expect(reopened.store.entity(Writer.self, id: "tmp-w") == nil)
    }

    @Test func givenADeletionPending_thenTheFileKeepsTheNote_andOnSuccessItIsGoneFromTheFile() async throws {
        let folder = TemporaryFolder()
        let (persisted, timelines) = try await openTimelines(at: folder.database, loading: notes(1...3))
        let server = ServerAnswer<Void>()

        async let deleted: Void = persisted.optimisticDelete(Note.self, id: "n2") { try await server.call() }
        await server.waitForCall()
        #expect(persisted.store.entity(Note.self, id: "n2") == nil)
        let (_, killedTimelines) = try await openTimelines(at: folder.database)
        #expect(killedTimelines.ids(for: "home") == ["n1", "n2", "n3"])

        server.answer(.success(()))
        try await deleted

        #expect(timelines.ids(for: "home") == ["n1", "n3"])
        let (reopened, reopenedTimelines) = try await openTimelines(at: folder.database)
        #expect(reopenedTimelines.ids(for: "home") == ["n1", "n3"])
        #expect(reopened.store.entity(Note.self, id: "n2") == nil)
    }

    @Test func givenADeletionPending_whenTheServerFails_thenTheNoteIsBackInPlace() async throws {
        let folder = TemporaryFolder()
        let (persisted, timelines) = try await openTimelines(at: folder.database, loading: notes(1...3))

        await #expect(throws: URLError.self) {
            try await persisted.optimisticDelete(Note.self, id: "n2") { throw URLError(.timedOut) }
        }

        #expect(await timelines.loadData(param: "home")?.map(\.id) == ["n1", "n2", "n3"])
        let (_, reopenedTimelines) = try await openTimelines(at: folder.database)
        #expect(reopenedTimelines.ids(for: "home") == ["n1", "n2", "n3"])
    }

    /// Opens the store at `url` and its "timelines" lists; with `loading`, fetches them as "home" first.
    private func openTimelines(at url: URL, loading page: [Note]? = nil) async throws
        -> (SQLiteStore, SQLiteListCacher<String, Note, Int>)
    {
        let persisted = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        if let page {
            let home = AnyPaginationStoreFlowable.from(
                cacher: timelines, fetcher: NotePagesFetcher(pages: [page]), param: "home")
            _ = try await home.requireData()
        }
        return (persisted, timelines)
    }
}
