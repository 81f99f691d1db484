import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Synchronization
import Testing

/// Lists of notes as a file stores them for the on-demand loading suites: list `l<k>` holds notes
/// `n<k·perList>`… `n<k·perList + perList − 1>`, written alternately by its own two writers `w<k>a` and
/// `w<k>b`, so that no note or writer is shared between lists.
struct StoredNoteLists {
    let lists: [(param: String, notes: [Note])]

    init(lists count: Int, perList: Int) {
        lists = (0..<count).map { list in
            let writers = [
                Writer(id: "w\(list)a", name: "A\(list)"), Writer(id: "w\(list)b", name: "B\(list)"),
            ]
            let notes = (0..<perList).map { index in
                let number = list * perList + index
                return Note(id: "n\(number)", writer: writers[index % 2], text: "note \(number)")
            }
            return ("l\(list)", notes)
        }
    }

    /// Every note of every list.
    var notes: [Note] { lists.flatMap(\.notes) }

    /// The notes of list `l<index>`.
    subscript(index: Int) -> [Note] { lists[index].notes }

    /// Stores every list in the `timelines` lists of the file at `url`, each fetched as one page, and
    /// closes the store.
    func store(at url: URL) async throws {
        let persisted = try await openNotes(at: url)
        let timelines = try await SQLiteListCacher<String, Note, Int>(in: persisted, name: "timelines")
        for (param, notes) in lists {
            let flowable = AnyPaginationStoreFlowable.from(
                cacher: timelines, fetcher: NotePagesFetcher(pages: [notes]), param: param)
            _ = try await flowable.requireData()
        }
        persisted.close()
    }
}

/// Counts the calls of an observer, from any task.
final class CallCounter: Sendable {
    private let calls = Atomic(0)

    var count: Int { calls.load(ordering: .relaxed) }

    func record() {
        calls.add(1, ordering: .relaxed)
    }
}

/// What `body` returns, run in a task of its own that is cancelled when `limit` passes first: then `nil`,
/// with an issue recorded. A wait that fails the test instead of hanging it, for a body that ends when
/// cancelled (an `AsyncStream`'s or a live query's loop). A passing test never waits for the limit.
func withinTimeLimit<Value: Sendable>(
    _ limit: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async -> Value?
) async -> Value? {
    let work = Task { await body() }
    let timer = Task {
        do {
            try await Task.sleep(for: limit)
            work.cancel()
        } catch {
            // Cancelled: the body ended first.
        }
    }
    let value = await work.value
    timer.cancel()
    if value == nil { Issue.record("nothing came within \(limit)", sourceLocation: sourceLocation) }
    return value
}
