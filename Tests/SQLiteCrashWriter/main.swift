import Foundation
import StoreFlowable
import StoreFlowableSQLite

// Writes pages, entity updates and removals into the database at the first argument as fast as it can,
// printing one line per committed page, until it is killed. The crash tests kill it at random moments.

struct Writer: PersistentEntity, Hashable {
    let id: String
    var name: String
}

struct Note: PersistentEntity, Hashable {
    let id: String
    var writer: Writer
    var text: String
    var likes = 0

    static let relationships: [EntityRelationship<Note>] = [.one(\.writer)]
}

/// Serves page after page of 40 new notes, forever; `run` names the notes apart from earlier runs'.
struct EndlessPages: PaginationFetcher {
    let run: String

    func fetch(param: String) async throws -> PaginationFetchResult<Note, Int> {
        page(0, param)
    }

    func fetchNext(nextKey: Int, param: String) async throws -> PaginationFetchResult<Note, Int> {
        page(nextKey, param)
    }

    private func page(_ index: Int, _ param: String) -> PaginationFetchResult<Note, Int> {
        let writer = Writer(id: "w\(index % 7)", name: "writer \(index)")
        let notes = (0..<40).map { Note(id: "\(run)-\(param)-\(index)-\($0)", writer: writer, text: "note") }
        return PaginationFetchResult(data: notes, nextKey: index + 1)
    }
}

let arguments = CommandLine.arguments
// `--outbox-enqueue DATABASE COUNT` and `--outbox-send DATABASE SERVER`: the outbox crash tests' writer.
if arguments.count == 4, arguments[1].hasPrefix("--outbox-") {
    await OutboxWriter.run(mode: arguments[1], database: arguments[2], argument: arguments[3])
}
// `--gaps DATABASE`: the gap crash test's writer.
if arguments.count == 3, arguments[1] == "--gaps" {
    await GapWriter.run(database: arguments[2])
}
// `--umask-zero DATABASE`: opens the database (and writes a note) under umask 000, then stops without
// closing it, so that its `-wal` and `-shm` files stay for the file-mode tests to look at.
if arguments.count == 3, arguments[1] == "--umask-zero" {
    umask(0)
    do {
        let persisted = try await SQLiteStore.open(
            at: URL(fileURLWithPath: arguments[2]), entities: [Note.self, Writer.self])
        try await persisted.put([Note(id: "n1", writer: Writer(id: "w", name: "W"), text: "note")])
        FileHandle.standardOutput.write(Data("opened \(persisted.movedAside?.path ?? "-")\n".utf8))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("SQLiteCrashWriter: \(error)\n".utf8))
        exit(1)
    }
}
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: SQLiteCrashWriter DATABASE RUN\n".utf8))
    exit(2)
}
/// Runs `write` until it does not fail for the other writer's lock: on a loaded machine the writer
/// holding it can be kept off the processor for longer than the busy timeout, and waiting is all this
/// program is for.
@discardableResult
func retryingWhileBusy<Result>(_ write: () async throws -> Result) async throws -> Result {
    while true {
        do {
            return try await write()
        } catch SQLiteError.busy {
            continue
        }
    }
}

do {
    let persisted = try await retryingWhileBusy {
        try await SQLiteStore.open(
            at: URL(fileURLWithPath: arguments[1]), entities: [Note.self, Writer.self],
            limits: SQLiteStoreLimits(maxEntities: 4_000, maxPagesPerList: 30))
    }
    let timelines = try await retryingWhileBusy {
        try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
    }
    let fetcher = EndlessPages(run: arguments[2])
    let lists = ["home", "local"].map {
        AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: $0)
    }
    for list in lists { await list.refresh() }
    var round = 0
    while true {
        round += 1
        for list in lists { await list.requestNextData(continueWhenError: true) }
        if let id = timelines.ids(for: "home")?.randomElement() {
            try await retryingWhileBusy { try await persisted.update(Note.self, id: id) { $0.likes += 1 } }
        }
        // Removals come only from the first page of "home", so every other page keeps its 40 notes.
        if round % 3 == 0 {
            try await retryingWhileBusy {
                try await persisted.remove(Note.self, id: "\(arguments[2])-home-0-\(round % 40)")
            }
        }
        FileHandle.standardOutput.write(Data("page \(round)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("SQLiteCrashWriter: \(error)\n".utf8))
    exit(1)
}
