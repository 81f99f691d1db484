import Foundation
import StoreFlowable
import StoreFlowableSQLite
import StoreFlowableTesting
import Testing

/// Two lists restored from the file share notes: each shared note is read once, and a write through the
/// store reaches both lists' subscribers with no fetch.
@Suite struct OnDemandSharedListsTests {
    static let wren = Writer(id: "w", name: "Wren")
    /// `home` shows `n1`…`n5`, `local` `n3`…`n7`: they share `n3`, `n4` and `n5`.
    static let stored = ["home": notes(1...5, by: wren), "local": notes(3...7, by: wren)]

    /// The lists as a reopened store shows them, with their fetchers, which nothing should call.
    struct Lists {
        let persisted: SQLiteStore
        let home: AnyPaginationStoreFlowable<Note, Int>
        let local: AnyPaginationStoreFlowable<Note, Int>
        let fetchers: [NotePagesFetcher]

        var fetchCount: Int { fetchers.map(\.callCount).reduce(0, +) }
    }

    /// Stores both lists in the file at `url`, then reopens it.
    /// Recorders of both lists, once each showed its stored notes.
    static func bothShown(_ lists: Lists) async -> (StateRecorder<[Note]>, StateRecorder<[Note]>) {
        let homeStates = StateRecorder(lists.home)
        let localStates = StateRecorder(lists.local)
        await homeStates.expect(.completed(stored["home"] ?? []))
        await localStates.expect(.completed(stored["local"] ?? []))
        return (homeStates, localStates)
    }

    static func reopenedLists(at url: URL) async throws -> Lists {
        do {
            let persisted = try await openNotes(at: url)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            for (param, notes) in stored {
                let flowable = AnyPaginationStoreFlowable.from(
                    cacher: timelines, fetcher: NotePagesFetcher(pages: [notes]), param: param)
                _ = try await flowable.requireData()
            }
            persisted.close()
        }
        let persisted = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let fetchers = [NotePagesFetcher(pages: [notes(90...91)]), NotePagesFetcher(pages: [notes(92...93)])]
        return Lists(
            persisted: persisted,
            home: AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetchers[0], param: "home"),
            local: AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetchers[1], param: "local"),
            fetchers: fetchers)
    }

    /// A state whose content is `notes`, in order.
    static func showing(_ notes: [Note], _ description: String) -> ExpectedState<[Note]> {
        ExpectedState(description) { $0.content == notes }
    }

    /// `notes` with `change` applied to the note `id`.
    static func changing(_ notes: [Note]?, id: String, _ change: (inout Note) -> Void) -> [Note] {
        (notes ?? []).map { note in
            var note = note
            if note.id == id { change(&note) }
            return note
        }
    }

    @Test func givenTwoListsRestoredFromTheFile_whenASharedNoteIsUpdatedThroughTheStore_thenBothShowIt()
        async throws
    {
        let folder = TemporaryFolder()
        let lists = try await Self.reopenedLists(at: folder.database)
        let (homeStates, localStates) = await Self.bothShown(lists)
        #expect(lists.persisted.store.entitiesInMemory == 7 + 1, "each shared note read once")

        try await lists.persisted.update(Note.self, id: "n4") { $0.likes = 9 }

        let liked = { (notes: [Note]?) in Self.changing(notes, id: "n4") { $0.likes = 9 } }
        await homeStates.expectEventually(Self.showing(liked(Self.stored["home"]), "home with n4 liked"))
        await localStates.expectEventually(Self.showing(liked(Self.stored["local"]), "local with n4 liked"))
        #expect(lists.fetchCount == 0)
    }

    @Test func givenTwoListsRestoredFromTheFile_whenTheirWriterIsRenamedThroughTheStore_thenBothShowIt()
        async throws
    {
        let folder = TemporaryFolder()
        let lists = try await Self.reopenedLists(at: folder.database)
        let (homeStates, localStates) = await Self.bothShown(lists)

        try await lists.persisted.update(Writer.self, id: "w") { $0.name = "Wren R." }

        let renamed = { (notes: [Note]?) in
            (notes ?? []).map { note in
                var note = note
                note.writer.name = "Wren R."
                return note
            }
        }
        await homeStates.expectEventually(Self.showing(renamed(Self.stored["home"]), "home by Wren R."))
        await localStates.expectEventually(Self.showing(renamed(Self.stored["local"]), "local by Wren R."))
        #expect(lists.fetchCount == 0)
    }

    @Test func givenTwoListsRestoredFromTheFile_whenASharedNoteIsRemovedThroughTheStore_thenBothDropIt()
        async throws
    {
        let folder = TemporaryFolder()
        let lists = try await Self.reopenedLists(at: folder.database)
        let (homeStates, localStates) = await Self.bothShown(lists)

        try await lists.persisted.remove(Note.self, id: "n5")

        let kept = { (notes: [Note]?) in (notes ?? []).filter { $0.id != "n5" } }
        await homeStates.expectEventually(Self.showing(kept(Self.stored["home"]), "home without n5"))
        await localStates.expectEventually(Self.showing(kept(Self.stored["local"]), "local without n5"))
        #expect(lists.fetchCount == 0)
    }

    @Test func givenOneListShown_whenASharedNoteIsUpdatedBeforeTheOtherIsAskedFor_thenTheOtherShowsTheUpdate()
        async throws
    {
        let folder = TemporaryFolder()
        let lists = try await Self.reopenedLists(at: folder.database)
        let homeStates = StateRecorder(lists.home)
        await homeStates.expect(.completed(Self.stored["home"] ?? []))
        #expect(lists.persisted.store.entitiesInMemory == 5 + 1, "only home's notes and their writer")

        try await lists.persisted.update(Note.self, id: "n3") { $0.text = "edited" }

        let edited = { (notes: [Note]?) in Self.changing(notes, id: "n3") { $0.text = "edited" } }
        await homeStates.expectEventually(Self.showing(edited(Self.stored["home"]), "home with n3 edited"))
        let localStates = StateRecorder(lists.local)
        await localStates.expect(.completed(edited(Self.stored["local"])))
        #expect(lists.persisted.store.entitiesInMemory == 7 + 1)
        #expect(lists.fetchCount == 0)
    }
}
