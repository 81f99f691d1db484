import Foundation
import Testing

@testable import StoreFlowableSQLite

@Suite struct MigrationTests {
    @Test func givenANewFileMigratedByAnotherConnection_whenThisOneMigrates_thenItFindsTheSchemaDone() throws
    {
        let folder = TemporaryFolder()
        let late = try SQLiteConnection(path: folder.database.path)
        let versionSeenLate = try late.integer("PRAGMA user_version")

        let early = try SQLiteConnection(path: folder.database.path)
        try Schema.migrate(early, from: try early.integer("PRAGMA user_version"))

        #expect(versionSeenLate == 0)
        try Schema.migrate(late, from: versionSeenLate)
        #expect(try late.integer("PRAGMA user_version") == Schema.version)
        #expect(try late.integer("SELECT count(*) FROM sqlite_master WHERE name = 'entities'") == 1)
    }

    @Test func givenAFileOfSchema3_whenOpened_thenTheUnusedIndexIsDroppedAndCompactRowsWriteNoLinks()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            // A file as version 3 left it: its links indexed by the entity held.
            let connection = try SQLiteConnection(path: folder.database.path)
            try Schema.migrate(connection, from: 0, to: 3)
        }
        let persisted = try await openNotes(at: folder.database)
        defer { persisted.close() }
        try await persisted.put(notes(1...3))

        let (indexes, links) = try await persisted.database.read { connection in
            (
                try connection.integer(
                    "SELECT count(*) FROM sqlite_master WHERE name = 'entity_links_by_child'"),
                try connection.integer("SELECT count(*) FROM entity_links")
            )
        }
        #expect(indexes == 0)
        #expect(links == 0)
    }

    @Test func givenAFileOfSchema6_whenOpened_thenOnlyJSONRowsKeepTheirLinksAndNoRowKeepsATime() async throws
    {
        let folder = TemporaryFolder()
        do {
            let connection = try SQLiteConnection(path: folder.database.path)
            try Schema.migrate(connection, from: 0, to: 6)
            try connection.execute(
                """
                INSERT INTO entities(type, id, value, seq, updated_at) VALUES
                ('Writer', 'w', CAST('{"id":"w","name":"Wren"}' AS BLOB), 1, 0),
                ('Note', 'json', CAST('{"id":"json","likes":0,"text":"t","writer":{"id":"w","name":"Wren"}}'
                    AS BLOB), 2, 0),
                ('Note', 'compact', x'010800', 3, 0);
                INSERT INTO entity_links VALUES ('Note', 'json', 'Writer', 'w'), ('Note', 'compact', 'Writer', 'w');
                """)
        }
        let persisted = try await openNotes(at: folder.database)
        defer { persisted.close() }

        let (linked, columns) = try await persisted.database.read { connection in
            let links = try connection.statement("SELECT parent_id FROM entity_links")
            var linked: [String] = []
            while try links.step() { linked.append(links.string(0)) }
            links.reset()
            let columns = try connection.statement("SELECT name FROM pragma_table_info('entities')")
            var names: [String] = []
            while try columns.step() { names.append(columns.string(0)) }
            columns.reset()
            return (linked, names)
        }
        #expect(linked == ["json"])
        #expect(columns == ["type", "id", "value", "seq"])
        #expect(persisted.store.entity(Note.self, id: "json")?.writer.name == "Wren")
    }
}
