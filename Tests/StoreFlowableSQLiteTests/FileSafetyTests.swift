import CSQLite
import ChildProcesses
import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// What the store does with the files at and around its path: owner-only files and folders, and a file
/// that is not a database of ours refused and left exactly as it was.
@Suite struct FileSafetyTests {
    /// The files in `folder`, by name.
    static func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    /// The permission bits of `path`.
    static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func givenATextFileAtThePath_whenOpening_thenItIsRefusedAndLeftByteIdenticalWithNothingBesideIt()
        async throws
    {
        let folder = TemporaryFolder()
        let notes = Data("my notes\nbuy milk\n".utf8)
        try notes.write(to: folder.database)

        await #expect {
            try await openNotes(at: folder.database)
        } throws: { error in
            guard case .notOurFile(let path, _) = error as? SQLiteError else { return false }
            return path == folder.database.path
        }

        #expect(try Data(contentsOf: folder.database) == notes)
        #expect(try Self.names(in: folder.url) == [folder.database.lastPathComponent])
    }

    @Test func givenAnotherApplicationsDatabase_whenOpening_thenItIsRefusedAndLeftByteIdentical() async throws
    {
        let folder = TemporaryFolder()
        var handle: OpaquePointer?
        #expect(sqlite3_open(folder.database.path, &handle) == SQLITE_OK)
        sqlite3_exec(
            handle,
            "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES('Ada'); PRAGMA user_version = 1",
            nil, nil, nil)
        sqlite3_close(handle)
        let before = try Data(contentsOf: folder.database)

        await #expect(throws: SQLiteError.self) { try await openNotes(at: folder.database) }

        #expect(try Data(contentsOf: folder.database) == before)
        #expect(try Self.names(in: folder.url) == [folder.database.lastPathComponent])
    }

    @Test func givenAFolderOrAPipeAtThePath_whenOpening_thenItIsRefusedAsNotARegularFile() async throws {
        let folder = TemporaryFolder()
        let pipe = folder.url.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let directory = folder.url.appendingPathComponent("directory")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)

        for path in [pipe, directory] {
            await #expect(throws: SQLiteError.notOurFile(path: path.path, reason: "not a regular file")) {
                try await openNotes(at: path)
            }
        }
        #expect(try Self.names(in: folder.url) == ["pipe", "directory"])
    }

    @Test func givenAnEmptyFileSomeoneElseMade_whenOpening_thenItIsRefused() async throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.database.path, contents: Data()))
        #expect(chmod(folder.database.path, 0o644) == 0)

        await #expect(throws: SQLiteError.self) { try await openNotes(at: folder.database) }

        #expect(try Self.names(in: folder.url) == [folder.database.lastPathComponent])
    }

    @Test func givenADatabaseOfOursWrittenBeforeItsApplicationID_whenOpening_thenItIsKeptAndMarked()
        async throws
    {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...3))
            try await persisted.database.write { try $0.execute("PRAGMA application_id = 0") }
            try await persisted.database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            persisted.close()
        }

        let reopened = try await openNotes(at: folder.database)

        #expect(reopened.movedAside == nil)
        #expect(reopened.store.count(of: Note.self) == 3)
        let id = try await reopened.database.read { try $0.integer("PRAGMA application_id") }
        #expect(UInt32(truncatingIfNeeded: id) == DatabaseFile.applicationID)
    }

    @Test func givenAWorldReadableDatabaseOfOurs_whenOpening_thenOnlyItsOwnerCanReadItAfterwards()
        async throws
    {
        let folder = TemporaryFolder()
        try await openNotes(at: folder.database).close()
        #expect(chmod(folder.database.path, 0o644) == 0)

        let persisted = try await openNotes(at: folder.database)
        try await persisted.put(notes(1...1))

        #expect(try Self.mode(folder.database.path) == 0o600)
        #expect(try Self.mode(folder.database.path + "-wal") == 0o600)
    }

    @Test func givenUmaskZero_whenAStoreCreatesItsFoldersAndFiles_thenEachIsOwnerOnly() async throws {
        let writer = try #require(CrashTests.writerExecutable(), "SQLiteCrashWriter is not built")
        let folder = TemporaryFolder()
        let nested = folder.url.appendingPathComponent("a/b")
        let database = nested.appendingPathComponent("cache.sqlite")
        // A damaged database of ours, readable by everyone, is moved aside by the second run.
        let damaged = folder.url.appendingPathComponent("damaged.sqlite")
        do {
            let persisted = try await openNotes(at: damaged)
            try await persisted.put(notes(1...400))
            try await persisted.database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            persisted.close()
        }
        let whole = try Data(contentsOf: damaged)
        try whole.prefix(whole.count / 2).write(to: damaged)
        #expect(chmod(damaged.path, 0o666) == 0)

        for path in [database, damaged] {
            let process = SpawnedProcess()
            process.executableURL = writer
            process.arguments = ["--umask-zero", path.path]
            let exit = ChildExit(of: process)
            try process.run()
            await exit.wait()
            #expect(process.terminationStatus == 0)
        }

        for path in [folder.url.appendingPathComponent("a"), nested] {
            #expect(try Self.mode(path.path) == 0o700, "\(path.lastPathComponent)")
        }
        let files =
            try Self.names(in: nested).map { nested.appendingPathComponent($0) }
            + Self.names(in: folder.url).filter { $0.hasPrefix("damaged") }.map {
                folder.url.appendingPathComponent($0)
            }
        #expect(files.contains { $0.lastPathComponent == "cache.sqlite-wal" })
        #expect(files.contains { $0.lastPathComponent == "cache.sqlite-shm" })
        #expect(files.contains { $0.lastPathComponent.hasPrefix("damaged.sqlite.corrupt-") })
        for file in files {
            #expect(try Self.mode(file.path) == 0o600, "\(file.lastPathComponent)")
        }
    }
}
