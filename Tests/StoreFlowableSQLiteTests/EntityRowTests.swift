import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

@Suite struct EntityRowTests {
    /// A store kept to 12 entity rows, whose list `t` shows `listed` for the param `home`.
    static func storeListing(_ listed: [Note], at url: URL) async throws -> SQLiteStore {
        let persisted = try await openNotes(at: url, limits: SQLiteStoreLimits(maxEntities: 12))
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let home = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [listed]), param: "home")
        _ = try await home.requireData()
        return persisted
    }

    /// Writes four batches of five notes no list shows, each batch by a writer of its own (`writers`
    /// and the batch's number): well past a budget of 12 rows.
    static func overfill(_ persisted: SQLiteStore, writers: String = "x") async throws {
        for batch in 0..<4 {
            try await persisted.put(
                notes((10 + batch * 5)...(14 + batch * 5), by: Writer(id: "\(writers)\(batch)", name: "X")))
        }
    }

    @Test func givenNotesWritten_thenEachNoteRowRefersToItsWritersOwnRowByID() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        let wren = Writer(id: "w", name: "Wren")

        try await persisted.put(notes(1...2, by: wren))

        let (links, linkRows, writerRows, order) = try await persisted.database.read { connection in
            // The references in the compact values, as eviction reads them.
            let statement = try connection.statement(
                """
                SELECT e.type, e.id, n.name, json_extract(c.value, '$[1]') FROM entities e
                JOIN json_each(entity_children(e.value)) c
                JOIN entity_keys n ON n.number = json_extract(c.value, '$[0]')
                ORDER BY e.id
                """)
            var links: [String] = []
            while try statement.step() {
                links.append((0..<4).map { statement.string(Int32($0)) }.joined(separator: " "))
            }
            statement.reset()
            let linkRows = try connection.integer("SELECT count(*) FROM entity_links")
            let writers = try connection.integer("SELECT count(*) FROM entities WHERE type = 'Writer'")
            // Placed at its last meeting: after the first note that holds it, before the second.
            let writerFirst = try connection.integer(
                """
                SELECT (SELECT seq FROM entities WHERE type = 'Writer')
                     < (SELECT seq FROM entities WHERE id = 'n2')
                   AND (SELECT seq FROM entities WHERE type = 'Writer')
                     > (SELECT seq FROM entities WHERE id = 'n1')
                """)
            return (links, linkRows, writers, writerFirst)
        }
        #expect(links == ["Note n1 Writer w", "Note n2 Writer w"])
        #expect(linkRows == 0)
        #expect(writerRows == 1)
        #expect(order == 1)
    }

    @Test func givenAWriterRenamedThroughItsRow_whenReopened_thenEveryNoteShowsTheNewName() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...3))
            try await persisted.update(Writer.self, id: "w") { $0.name = "Wren Renamed" }
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)

        let names = reopened.store.entities(Note.self, ids: ["n1", "n2", "n3"]).map(\.writer.name)
        #expect(names == Array(repeating: "Wren Renamed", count: 3))
    }

    @Test func givenBudgetExceeded_whenEvicting_thenTheWriterOfAListedNoteStays() async throws {
        let folder = TemporaryFolder()
        let persisted = try await Self.storeListing(
            notes(1...2, by: Writer(id: "listed", name: "Listed")), at: folder.database)

        try await Self.overfill(persisted)

        let kept = try await persisted.database.read { connection in
            try connection.integer(
                "SELECT count(*) FROM entities WHERE (type = 'Writer' AND id = 'listed') OR id IN ('n1', 'n2')"
            )
        }
        let total = try await persisted.database.read { try $0.integer("SELECT count(*) FROM entities") }
        #expect(kept == 3)
        #expect(total <= 12)
    }

    @Test func givenWritersWhoseIDsNeedEscapingInJSON_whenEvicting_thenTheWriterOfAListedNoteStays()
        async throws
    {
        let folder = TemporaryFolder()
        let odd = Writer(id: "a \"quoted\" \\ back\nslash\u{1} é", name: "Odd")
        let persisted = try await Self.storeListing(notes(1...2, by: odd), at: folder.database)

        try await Self.overfill(persisted, writers: "x\"")

        let kept = try await persisted.database.read { connection in
            let statement = try connection.statement(
                "SELECT count(*) FROM entities WHERE type = 'Writer' AND id = ?")
            defer { statement.reset() }
            statement.bind(odd.id, at: 1)
            return try statement.step() ? statement.int(0) : 0
        }
        let total = try await persisted.database.read { try $0.integer("SELECT count(*) FROM entities") }
        #expect(kept == 1)
        #expect(total <= 12)
    }

    @Test func givenAListedNoteInAnOldJSONRow_whenEvicting_thenItsWriterStaysThroughItsLink() async throws {
        let folder = TemporaryFolder()
        let persisted = try await Self.storeListing(
            notes(1...1, by: Writer(id: "listed", name: "Listed")), at: folder.database)
        // The listed note as an earlier version wrote it: JSON, its writer named by a link.
        try await persisted.database.write { connection in
            try connection.execute(
                """
                UPDATE entities SET value = CAST('{"id":"n1","likes":0,"text":"old",
                    "writer":{"id":"listed","name":"Listed"}}' AS BLOB) WHERE type = 'Note' AND id = 'n1';
                INSERT INTO entity_links VALUES ('Note', 'n1', 'Writer', 'listed');
                """)
        }

        try await Self.overfill(persisted)

        let kept = try await persisted.database.read { connection in
            try connection.integer(
                "SELECT count(*) FROM entities WHERE (type = 'Writer' AND id = 'listed') OR id = 'n1'")
        }
        #expect(kept == 2)
    }
}
