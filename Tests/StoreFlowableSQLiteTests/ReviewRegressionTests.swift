import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// A message that may quote another, for an entity nested in one of its own type.
struct Message: PersistentEntity, Hashable {
    let id: String
    var title: String
    @Indirect var quoted: Message?

    static let relationships: [EntityRelationship<Message>] = [.optional(\.quoted)]
}

@Suite struct ReviewRegressionTests {
    @Test func givenFullBudget_whenAPageArrives_thenItsOwnNewRowsAreNotEvicted() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database, limits: SQLiteStoreLimits(maxEntities: 31))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...30), notes(31...40)]),
            param: "home")
        _ = try await home.requireData()

        await home.requestNextData(continueWhenError: false)

        let unresolved = try await persisted.database.read { connection in
            try connection.integer(
                """
                SELECT count(*) FROM list_items i
                WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.type = 'Note' AND e.id = i.entity_id)
                """)
        }
        #expect(unresolved == 0)
        #expect(timelines.ids(for: "home")?.count == 40)
    }

    @Test func givenANewFirstPageSavedWithoutItsKeys_whenReopened_thenTheListIsStaleWithNoPageBeyond()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            try await timelines.saveData(data: notes(1...3), param: "home")
            try await timelines.saveDataCachedAt(epochSeconds: 100, param: "home")
            try await timelines.saveNextKey(nextKey: 9, param: "home")
            // A refresh stored its first page, and the process died before the engine saved its keys.
            try await timelines.saveData(data: notes(4...5), param: "home")
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")

        #expect(timelines.ids(for: "home") == ["n4", "n5"])
        #expect(await timelines.loadNextKey(param: "home") == nil)
        // Saved at -infinity: stale for any expiry (no timestamp at all would count as never expiring).
        #expect(await timelines.loadDataCachedAt(param: "home") == -.infinity)
    }

    @Test func givenAListedEntityThatNoLongerDecodes_whenReopened_thenTheListIsStale() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
            try await timelines.saveData(data: notes(1...3), param: "home")
            try await timelines.saveDataCachedAt(epochSeconds: 100, param: "home")
            try await persisted.database.write {
                try $0.execute("UPDATE entities SET value = x'7b7d' WHERE id = 'n2'")
            }
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: reopened, name: "t")

        #expect(await timelines.loadDataCachedAt(param: "home") == -.infinity)
        #expect(reopened.undecodableEntities == 1)
    }

    @Test func givenAnEntityNestedThenWrittenAgainInOneBatch_whenReopened_thenTheLastValueWins() async throws
    {
        let folder = TemporaryFolder()
        let older = Message(id: "o", title: "v1", quoted: nil)
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: [Message.self])
            try await persisted.put([
                Message(id: "w", title: "quote", quoted: older), Message(id: "o", title: "v2", quoted: nil),
            ])
            #expect(persisted.store.entity(Message.self, id: "o")?.title == "v2")
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Message.self])

        #expect(reopened.store.entity(Message.self, id: "o")?.title == "v2")
    }

    @Test func givenTwoStoresOnOneFile_whenTheOneOpenedFirstWritesLast_thenItsWriteIsTheLatest() async throws
    {
        let folder = TemporaryFolder()
        let first = try await openNotes(at: folder.database)
        let second = try await openNotes(at: folder.database)
        try await second.put(notes(1...20, by: Writer(id: "w", name: "Second")))

        try await first.put(notes(21...21, by: Writer(id: "w", name: "First")))

        let reopened = try await openNotes(at: folder.database)
        #expect(reopened.store.entity(Writer.self, id: "w")?.name == "First")
    }
}

@Suite struct RemovalPersistenceTests {
    @Test func givenAQuotedMessageRemoved_whenReopened_thenItStaysRemoved() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: [Message.self])
            try await persisted.put([
                Message(id: "w", title: "quote", quoted: Message(id: "o", title: "original"))
            ])
            try await persisted.remove(Message.self, id: "o")
            #expect(persisted.store.entity(Message.self, id: "o") == nil)
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Message.self])

        #expect(reopened.store.entity(Message.self, id: "o") == nil)
    }

    @Test func givenARemovedMessageQuotedAgainLater_whenReopened_thenItIsBack() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: [Message.self])
            try await persisted.put([Message(id: "o", title: "original")])
            try await persisted.remove(Message.self, id: "o")
            try await persisted.put([
                Message(id: "w", title: "quote", quoted: Message(id: "o", title: "again"))
            ])
            #expect(persisted.store.entity(Message.self, id: "o")?.title == "again")
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Message.self])

        #expect(reopened.store.entity(Message.self, id: "o")?.title == "again")
    }
}
