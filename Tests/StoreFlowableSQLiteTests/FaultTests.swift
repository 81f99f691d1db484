import CSQLite
import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

@Suite struct FaultTests {
    @Test func givenFileThatIsNotADatabase_whenOpening_thenItIsRefusedAndLeftAsItWas() async throws {
        let folder = TemporaryFolder()
        let garbage = Data(repeating: 0x5A, count: 8_192)
        try garbage.write(to: folder.database)

        await #expect(
            throws: SQLiteError.notOurFile(path: folder.database.path, reason: "not an SQLite database")
        ) {
            try await openNotes(at: folder.database)
        }

        #expect(try Data(contentsOf: folder.database) == garbage)
    }

    @Test func givenTruncatedDatabase_whenOpening_thenItIsMovedAsideAndAFreshStoreWorks() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...400))
            try await persisted.database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            persisted.close()
        }
        let whole = try Data(contentsOf: folder.database)
        try whole.prefix(whole.count / 2).write(to: folder.database)

        let persisted = try await openNotes(at: folder.database)

        let moved = try #require(persisted.movedAside)
        #expect(try Data(contentsOf: moved).count == whole.count / 2)
        #expect(persisted.store.count(of: Note.self) == 0)
        try await persisted.put(notes(1...1))
    }

    @Test func givenDatabaseFromANewerVersion_whenOpening_thenTypedErrorAndFileUntouched() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...2))
            try await persisted.database.write { try $0.execute("PRAGMA user_version = 99") }
            try await persisted.database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            persisted.close()
        }
        let before = try Data(contentsOf: folder.database)

        await #expect(throws: SQLiteError.newerSchema(found: 99, supported: Schema.version)) {
            try await openNotes(at: folder.database)
        }
        #expect(try Data(contentsOf: folder.database) == before)
    }

    @Test func givenFullDisk_whenPageArrives_thenFlowableShowsErrorWithContentAndRecoversWithSpace()
        async throws
    {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "t")
        let big = Writer(id: "big", name: String(repeating: "x", count: 20_000))
        let fetcher = NotePagesFetcher(pages: [notes(1...2), notes(3...40, by: big), notes(41...42)])
        let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
        _ = try await home.requireData()
        var states = home.publish().makeAsyncIterator()
        #expect(await states.next()?.content?.count == 2)
        let pages = try await persisted.database.read { try $0.integer("PRAGMA page_count") }
        try await persisted.database.read { try $0.execute("PRAGMA max_page_count = \(pages + 2)") }

        await home.requestNextData(continueWhenError: true)

        let failed = await states.next()
        #expect(failed?.error as? SQLiteError == .full)
        #expect(failed?.content?.map(\.id) == ["n1", "n2"])
        #expect(timelines.ids(for: "home") == ["n1", "n2"])
        #expect(try await openNotes(at: folder.database).store.count(of: Note.self) == 2)

        try await persisted.database.read { try $0.execute("PRAGMA max_page_count = 1073741823") }
        await home.refresh()
        await home.requestNextData(continueWhenError: true)
        let recovered = await states.next()
        #expect(recovered?.error == nil)
        #expect(recovered?.content?.count == 40)
    }

    @Test func givenReadOnlyFile_whenWriting_thenTypedErrorAndMemoryUnchanged() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            try await persisted.put(notes(1...2))
            try await persisted.database.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            persisted.close()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.database.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o644], ofItemAtPath: folder.database.path)
        }

        let persisted = try await openNotes(at: folder.database)
        #expect(persisted.store.count(of: Note.self) == 2)
        if getuid() == 0 {
            // Root writes read-only files; make the connection refuse writes as a read-only file would.
            try await persisted.database.read { try $0.execute("PRAGMA query_only = ON") }
        }

        await #expect(throws: SQLiteError.readOnly) {
            try await persisted.update(Note.self, id: "n1") { $0.likes = 1 }
        }
        #expect(persisted.store.entity(Note.self, id: "n1")?.likes == 0)
    }

    @Test func givenTwoStoresOnOneFile_whenBothWrite_thenEachSeesBothWritesOnReopen() async throws {
        let folder = TemporaryFolder()
        let first = try await openNotes(at: folder.database)
        let second = try await openNotes(at: folder.database)

        async let a: Void = first.put(notes(1...50))
        async let b: Void = second.put(notes(51...100))
        try await a
        try await b
        try await first.update(Note.self, id: "n1") { $0.likes = 3 }

        let third = try await openNotes(at: folder.database)
        #expect(third.store.count(of: Note.self) == 100)
        #expect(third.store.entity(Note.self, id: "n1")?.likes == 3)
    }
}
