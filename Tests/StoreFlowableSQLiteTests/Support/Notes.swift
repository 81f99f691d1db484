import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Synchronization

/// An author, nested in every note.
struct Writer: PersistentEntity, Hashable {
    let id: String
    var name: String
}

/// A status-like entity with a nested author.
struct Note: PersistentEntity, Hashable {
    let id: String
    var writer: Writer
    var text: String
    var likes = 0

    static let relationships: [EntityRelationship<Note>] = [.one(\.writer)]
}

/// Notes `n<first>`…`n<last>` by `writer`.
func notes(_ range: ClosedRange<Int>, by writer: Writer = Writer(id: "w", name: "Wren")) -> [Note] {
    range.map { Note(id: "n\($0)", writer: writer, text: "note \($0)") }
}

/// Serves `pages` in order: the first page for `fetch`, page `k` for next key `k`; counts its calls.
final class NotePagesFetcher: PaginationFetcher {
    typealias Param = String
    typealias Item = Note
    typealias Key = Int

    let pages: [[Note]]
    private let calls = Atomic(0)

    init(pages: [[Note]]) {
        self.pages = pages
    }

    var callCount: Int { calls.load(ordering: .relaxed) }

    func fetch(param: String) async throws -> PaginationFetchResult<Note, Int> {
        try result(page: 0)
    }

    func fetchNext(nextKey: Int, param: String) async throws -> PaginationFetchResult<Note, Int> {
        try result(page: nextKey)
    }

    private func result(page: Int) throws -> PaginationFetchResult<Note, Int> {
        calls.add(1, ordering: .relaxed)
        guard pages.indices.contains(page) else { throw URLError(.badServerResponse) }
        return PaginationFetchResult(data: pages[page], nextKey: page + 1 < pages.count ? page + 1 : nil)
    }
}

/// A fresh folder for one test's database files, removed when the test's value is released.
final class TemporaryFolder: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("storeflowable-sqlite-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var database: URL { url.appendingPathComponent("cache.sqlite") }

    /// The names of the files in the folder.
    var fileNames: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
    }
}

/// Opens the store at `url` for notes and writers.
func openNotes(at url: URL, limits: SQLiteStoreLimits = SQLiteStoreLimits()) async throws -> SQLiteStore {
    try await SQLiteStore.open(at: url, entities: [Note.self, Writer.self], limits: limits)
}

/// The first state a new subscriber of `flowable` sees.
func firstState<Content: Sendable>(of flowable: some StoreFlowable<Content>) async -> LoadingState<Content>? {
    for await state in flowable.publish() { return state }
    return nil
}
