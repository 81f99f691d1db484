import ChildProcesses
import Foundation
import StoreFlowable
import Testing

@testable import StoreFlowableSQLite

/// Kills a writer process (`SQLiteCrashWriter`) with SIGKILL at random moments during heavy page
/// writes, then reopens its database and checks that nothing is torn.
@Suite struct CrashTests {
    static let kills = Int(ProcessInfo.processInfo.environment["STOREFLOWABLE_CRASH_KILLS"] ?? "") ?? 50

    @Test func givenWriterKilledAtRandomMoments_whenReopened_thenEveryPageIsWholeAndEveryIDResolves()
        async throws
    {
        let writer = try #require(Self.writerExecutable(), "SQLiteCrashWriter is built with the tests")
        let folder = TemporaryFolder()
        var pagesSeen = 0
        for kill in 0..<Self.kills {
            let linesBeforeKill = Int.random(in: 0...6)
            pagesSeen += try await Self.runAndKill(
                writer, database: folder.database, run: "r\(kill)", afterLines: linesBeforeKill)

            let persisted = try await openNotes(at: folder.database)
            #expect(persisted.movedAside == nil, "kill \(kill): the file was damaged")
            let check = try await persisted.database.read { try Self.check($0) }
            #expect(check.unresolved == 0, "kill \(kill): list items name missing entities")
            #expect(check.tornPages.isEmpty, "kill \(kill): pages not whole: \(check.tornPages)")
            let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
            for param in ["home", "local"] {
                let ids = timelines.ids(for: param) ?? []
                #expect(await timelines.loadData(param: param)?.count ?? 0 == ids.count)
            }
            persisted.close()
        }
        #expect(pagesSeen > Self.kills, "the writer wrote pages between kills")
    }

    @Test func givenTwoWriterProcessesOnOneFile_whenBothWrite_thenBothProgressAndNothingIsTorn() async throws
    {
        let writer = try #require(Self.writerExecutable(), "SQLiteCrashWriter is built with the tests")
        let folder = TemporaryFolder()

        async let first = Self.runAndKill(writer, database: folder.database, run: "a", afterLines: 5)
        async let second = Self.runAndKill(writer, database: folder.database, run: "b", afterLines: 5)
        let pages = try await [first, second]

        #expect(pages.allSatisfy { $0 >= 5 })
        let persisted = try await openNotes(at: folder.database)
        #expect(persisted.movedAside == nil)
        let check = try await persisted.database.read { try Self.check($0) }
        #expect(check.unresolved == 0)
        #expect(check.tornPages.isEmpty, "\(check.tornPages)")
        let runs = try await persisted.database.read { connection in
            try connection.integer(
                "SELECT count(DISTINCT substr(id, 1, 1)) FROM entities WHERE type = 'Note'")
        }
        #expect(runs == 2)
    }

    /// Pages (other than "home"'s first, which loses notes to removals) without all 40 notes or without
    /// the key of the page after them (the writer's fetcher always gives one, and a page is saved with it
    /// in one transaction), and list items whose entity row is missing.
    static func check(_ connection: SQLiteConnection) throws -> (tornPages: [String], unresolved: Int) {
        let pages = try connection.statement(
            """
            SELECT p.param, p.page, (SELECT count(*) FROM list_items i
                WHERE i.name = p.name AND i.param = p.param AND i.page = p.page), p.next_key IS NULL
            FROM list_pages p WHERE p.name = 'timelines'
            """)
        var torn: [String] = []
        while try pages.step() {
            let (param, page, count) = (pages.string(0), pages.int(1), pages.int(2))
            let expected = param == "home" && page == 0 ? 0...40 : 40...40
            if !expected.contains(count) { torn.append("\(param) page \(page): \(count)") }
            if pages.int(3) != 0 { torn.append("\(param) page \(page): no next key") }
        }
        pages.reset()
        let unresolved = try connection.integer(
            """
            SELECT count(*) FROM list_items i
            WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.type = 'Note' AND e.id = i.entity_id)
            """)
        let orphans = try connection.integer(
            """
            SELECT count(*) FROM list_items i WHERE NOT EXISTS (SELECT 1 FROM list_pages p
                WHERE p.name = i.name AND p.param = i.param AND p.page = i.page)
            """)
        if orphans > 0 { torn.append("\(orphans) items of no page") }
        return (torn, unresolved)
    }

    /// Starts the writer, waits for it to report `lines` committed pages, kills it with SIGKILL and
    /// returns how many pages it reported.
    static func runAndKill(_ executable: URL, database: URL, run: String, afterLines lines: Int) async throws
        -> Int
    {
        let ended = try await runAndKill(
            executable, arguments: [database.path, run], when: .afterLines(lines))
        // The writer stops only when killed, or when it fails: then it says why.
        if ended.exited {
            Issue.record(
                "the writer \(run) exited with \(ended.status) before it was killed: \(ended.errors)")
        }
        return ended.lines
    }

    /// When ``runAndKill(_:arguments:when:)`` kills its child.
    enum KillPoint {
        /// Once the child printed this many lines.
        case afterLines(Int)
        /// Once the stream yields.
        case whenSignalled(AsyncStream<Void>)
    }

    /// Starts `executable` with `arguments`, waits for `point` (or for it to exit) and kills it with
    /// SIGKILL; how many lines it printed, whether it exited on its own first, with which status, and what
    /// it wrote to its standard error.
    static func runAndKill(_ executable: URL, arguments: [String], when point: KillPoint) async throws
        -> (lines: Int, exited: Bool, status: Int32, errors: String)
    {
        let process = SpawnedProcess()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        let (errorText, said) = AsyncStream.makeStream(of: Data.self)
        Thread {
            said.yield(errors.fileHandleForReading.readDataToEndOfFile())
            said.finish()
        }.start()
        let (reported, continuation) = AsyncStream.makeStream(of: Int.self)
        let counter = LineCounter()
        let reading = output.fileHandleForReading
        // Blocking reads on a thread of their own: a `readabilityHandler`'s dispatch source, cancelled
        // while the killed writer's pipe closes, has crashed libdispatch's event loop on Linux.
        let reader = Thread {
            while case let chunk = reading.availableData, !chunk.isEmpty {
                continuation.yield(counter.add(chunk))
            }
            continuation.finish()
        }
        reader.start()
        let exit = ChildExit(of: process)
        try process.run()
        // Whichever comes first: the kill point, or the child's exit.
        let (events, event) = AsyncStream.makeStream(of: Void.self)
        let exited = Task {
            await exit.wait()
            event.yield()
        }
        let signalled = Task {
            guard case .whenSignalled(let signal) = point else { return }
            for await _ in signal {
                event.yield()
                return
            }
        }
        var seen = 0
        switch point {
        case .afterLines(let lines) where lines > 0:
            for await count in reported {
                seen = count
                if count >= lines { break }
            }
        case .afterLines:
            break
        case .whenSignalled:
            for await _ in events { break }
        }
        kill(process.processIdentifier, SIGKILL)
        await exited.value
        signalled.cancel()
        var written = Data()
        for await chunk in errorText { written.append(chunk) }
        // `Process` closed our copy of the pipe's writing end: the reader sees its end and stops.
        continuation.finish()
        return (
            seen, process.terminationReason == .exit, process.terminationStatus,
            String(decoding: written, as: UTF8.self)
        )
    }

    /// The writer, built next to the test bundle.
    static func writerExecutable() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("SQLiteCrashWriter")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

/// Counts newline characters across chunks of output.
private final class LineCounter: Sendable {
    private let count = Locked(0)

    func add(_ chunk: Data) -> Int {
        let lines = chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return count.withLock { total in
            total += lines
            return total
        }
    }
}
