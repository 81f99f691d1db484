import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// A page is saved in one transaction with the key beyond it, and a list's first page with its timestamp
/// and keys: one commit each, counted in the write-ahead log.
@Suite struct PageTransactionTests {
    @Test func givenAPaginatedList_whenItsFirstAndNextPagesAreFetched_thenEachIsOneCommit() async throws {
        let folder = TemporaryFolder()
        let persisted = try await openNotes(at: folder.database)
        defer { persisted.close() }
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        let pages = [notes(1...40), notes(41...80), notes(81...120)]
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: pages), param: "home")
        let opened = try WriteAheadLog.commits(of: folder.database)

        #expect(try await timeline.requireData().count == 40)
        let firstPage = try WriteAheadLog.commits(of: folder.database)
        await timeline.requestNextData()
        let secondPage = try WriteAheadLog.commits(of: folder.database)
        await timeline.requestNextData()
        let thirdPage = try WriteAheadLog.commits(of: folder.database)

        #expect(firstPage - opened == 1)
        #expect(secondPage - firstPage == 1)
        #expect(thirdPage - secondPage == 1)
        #expect(timelines.ids(for: "home")?.count == 120)
        #expect(await timeline.getData(from: .cache)?.count == 120)
    }

    @Test func givenAListSavedInOneCommit_whenReopened_thenItsKeyAndTimestampCameWithIt() async throws {
        let folder = TemporaryFolder()
        do {
            let persisted = try await openNotes(at: folder.database)
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            let timeline = AnyPaginationStoreFlowable.from(
                cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...40), notes(41...80)]),
                param: "home")
            _ = try await timeline.requireData()
            await timeline.requestNextData()
            persisted.close()
        }
        let persisted = try await openNotes(
            at: folder.database, limits: SQLiteStoreLimits(pagesReadFirst: nil))
        defer { persisted.close() }
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")

        #expect(timelines.ids(for: "home")?.count == 80)
        #expect(await timelines.loadNextKey(param: "home") == nil)
        #expect(await timelines.loadDataCachedAt(param: "home") != nil)
    }
}

/// Reads a database's write-ahead log (`<file>-wal`) as SQLite lays it out: a 32-byte header, then frames
/// of a 24-byte header and a page; a frame whose second field is not zero ends a transaction. Frames
/// left from before the log last restarted carry other salts and are not counted.
enum WriteAheadLog {
    struct Malformed: Error {}

    static func commits(of database: URL) throws -> Int {
        let log = try Data(contentsOf: URL(fileURLWithPath: database.path + "-wal"))
        guard log.count >= 32 else { return 0 }
        let pageSize = Int(word(log, at: 8))
        guard pageSize > 0 else { throw Malformed() }
        let salts = (word(log, at: 16), word(log, at: 20))
        var commits = 0
        var offset = 32
        while offset + 24 + pageSize <= log.count {
            guard (word(log, at: offset + 8), word(log, at: offset + 12)) == salts else { break }
            if word(log, at: offset + 4) != 0 { commits += 1 }
            offset += 24 + pageSize
        }
        return commits
    }

    /// The big-endian 32-bit word at `offset`.
    private static func word(_ data: Data, at offset: Int) -> UInt32 {
        data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
