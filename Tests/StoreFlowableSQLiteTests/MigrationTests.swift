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

    @Test func givenAFileOfSchema3_whenOpened_thenTheUnusedIndexIsDroppedAndLinksAreStillWritten()
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
        #expect(links == 3)
    }
}
