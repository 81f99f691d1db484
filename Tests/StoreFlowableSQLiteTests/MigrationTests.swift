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
}
