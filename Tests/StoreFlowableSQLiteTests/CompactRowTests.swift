import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// Compact entity rows through a store: references to nested rows, old JSON rows, rows whose nested
/// entity is gone, and types that changed shape.
@Suite struct CompactRowTests {
    /// A thread: an author (to-one), a pinned note (optional) and replies (to-many).
    struct Thread: PersistentEntity, Hashable {
        let id: String
        var author: Writer
        var pinned: Note?
        var replies: [Note]

        static let relationships: [EntityRelationship<Thread>] = [
            .one(\.author), .optional(\.pinned), .many(\.replies),
        ]
    }

    /// A memo as first written.
    struct Memo: PersistentEntity, Hashable {
        let id: String
        var text: String
        var count: Int
    }

    /// A memo that gained an optional field.
    struct MemoWithMood: PersistentEntity, Hashable {
        let id: String
        var text: String
        var count: Int
        var mood: String?

        static var persistentName: String { "Memo" }
    }

    /// A memo that lost a field.
    struct MemoWithoutCount: PersistentEntity, Hashable {
        let id: String
        var text: String

        static var persistentName: String { "Memo" }
    }

    static let entities: [any PersistentEntity.Type] = [Thread.self, Note.self, Writer.self]

    static func thread() -> Thread {
        let zeb = Writer(id: "z", name: "Zebediah Quill")
        let ann = Writer(id: "a", name: "Annabel")
        return Thread(
            id: "t", author: zeb, pinned: Note(id: "n1", writer: ann, text: "pinned", likes: 3),
            replies: [Note(id: "n2", writer: zeb, text: "first"), Note(id: "n3", writer: ann, text: "ü ✓ 🙂")])
    }

    /// The stored value of the row of `type` and `id`.
    static func row(_ type: String, _ id: String, in store: SQLiteStore) async throws -> [UInt8] {
        try await store.database.read { connection in
            let statement = try connection.statement("SELECT value FROM entities WHERE type = ? AND id = ?")
            defer { statement.reset() }
            statement.bind(type, at: 1)
            statement.bind(id, at: 2)
            return try statement.step() ? statement.bytes(0) ?? [] : []
        }
    }

    @Test func givenNestedEntitiesOfEachKind_whenReopened_thenTheHolderReadsBackWhole() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: Self.entities)
            try await persisted.put([Self.thread()])
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: Self.entities)

        #expect(reopened.store.entity(Thread.self, id: "t") == Self.thread())
        #expect(reopened.undecodableEntities == 0)
    }

    @Test func givenAHolderRow_thenItHoldsItsNestedEntitiesByIDNotTheirFields() async throws {
        let folder = TemporaryFolder()
        let persisted = try await SQLiteStore.open(at: folder.database, entities: Self.entities)
        try await persisted.put([Self.thread()])

        let threadRow = try await Self.row("Thread", "t", in: persisted)
        let noteRow = try await Self.row("Note", "n2", in: persisted)
        let writerRow = try await Self.row("Writer", "z", in: persisted)

        let name = Array("Zebediah".utf8)
        #expect(threadRow.first == CompactFormat.formatByte)
        #expect(writerRow.contains(name))
        #expect(!threadRow.contains(name))
        #expect(!noteRow.contains(name))
        #expect(!threadRow.contains(Array("pinned".utf8)))  // the pinned note's text
        #expect(!noteRow.contains(Array("text".utf8)))  // key names are numbers in entity_keys
        // 24 bytes: 3 of framing, then 5 for the ID, 5 the writer, 8 the text, 3 the likes.
        #expect(noteRow.count < 30)
        let keys = try await persisted.database.read { try $0.integer("SELECT count(*) FROM entity_keys") }
        #expect(keys > 0)
    }

    @Test func givenAnOldJSONRow_whenOpened_thenItIsReadAndRewrittenCompactWhenNextWritten() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.database.write { connection in
                try connection.execute(
                    """
                    INSERT INTO entities(type, id, value, seq) VALUES
                    ('Writer', 'w', CAST('{"id":"w","name":"Wren"}' AS BLOB), 1),
                    ('Note', 'n9', CAST('{"id":"n9","likes":4,"text":"old","writer":{"id":"w","name":"Wren"}}'
                        AS BLOB), 2)
                    """)
            }
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)
        #expect(
            reopened.store.entity(Note.self, id: "n9")
                == Note(
                    id: "n9", writer: Writer(id: "w", name: "Wren"), text: "old", likes: 4))
        #expect(try await Self.row("Note", "n9", in: reopened).first == UInt8(ascii: "{"))

        _ = try await reopened.update(Note.self, id: "n9") { $0.likes = 5 }

        #expect(try await Self.row("Note", "n9", in: reopened).first == CompactFormat.formatByte)
    }

    @Test func givenARowWhoseNestedEntityIsGone_whenReopened_thenItIsSkippedAndTheRestOpens() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...2, by: Writer(id: "w1", name: "One")))
            try await persisted.put(notes(3...4, by: Writer(id: "w2", name: "Two")))
            try await persisted.database.write {
                try $0.execute("DELETE FROM entities WHERE type = 'Writer' AND id = 'w1'")
            }
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)

        #expect(reopened.undecodableEntities == 0, "opening reads no entity")
        #expect(reopened.store.entity(Note.self, id: "n1") == nil)
        #expect(reopened.store.entity(Note.self, id: "n2") == nil)
        #expect(reopened.store.entity(Note.self, id: "n1") == nil)
        #expect(reopened.store.entity(Note.self, id: "n3")?.writer.name == "Two")
        #expect(reopened.store.entity(Note.self, id: "n4")?.text == "note 4")
        #expect(reopened.undecodableEntities == 2, "each row that does not decode counts once")
    }

    @Test func givenATypeThatGainedOrLostAField_whenReopened_thenItsCompactRowsStillRead() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: [Memo.self])
            try await persisted.put([Memo(id: "m", text: "hello", count: 7)])
            persisted.close()
        }

        do {
            let gained = try await SQLiteStore.open(at: folder.database, entities: [MemoWithMood.self])
            #expect(
                gained.store.entity(MemoWithMood.self, id: "m")
                    == MemoWithMood(
                        id: "m", text: "hello", count: 7, mood: nil))
            gained.close()
        }
        let lost = try await SQLiteStore.open(at: folder.database, entities: [MemoWithoutCount.self])
        #expect(lost.store.entity(MemoWithoutCount.self, id: "m") == MemoWithoutCount(id: "m", text: "hello"))
        #expect(lost.undecodableEntities == 0)
    }

    @Test func givenAMessageQuotingOneWrittenLater_whenReopened_thenBothReadWithTheLaterValue() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await SQLiteStore.open(at: folder.database, entities: [Message.self])
            try await persisted.put([Message(id: "q", title: "quote", quoted: Message(id: "o", title: "v1"))])
            // The quoted row is written again after its holder's: replayed in order, the holder reads it
            // from its row.
            try await persisted.put([Message(id: "o", title: "v2")])
            persisted.close()
        }

        let reopened = try await SQLiteStore.open(at: folder.database, entities: [Message.self])

        #expect(reopened.undecodableEntities == 0)
        #expect(reopened.store.entity(Message.self, id: "q")?.quoted?.title == "v2")
    }
}

extension Array where Element == UInt8 {
    /// Whether `part` occurs in the array.
    func contains(_ part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= count else { return part.isEmpty }
        return (0...(count - part.count)).contains { self[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
