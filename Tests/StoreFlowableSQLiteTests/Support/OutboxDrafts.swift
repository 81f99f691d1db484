import Foundation
import StoreFlowable
import StoreFlowableSQLite

/// Posts a note: its draft is shown under a temporary ID until the server gives it one.
struct PostNote: OutboxCreation {
    let draft: Note
}

/// Deletes a note.
struct DeleteNote: OutboxDeletion {
    typealias Entity = Note
    var entityID: String
}

extension OutboxServer {
    /// Registers posting and deleting notes. A post gets the ID `s<n>`, numbered in the order posts are
    /// taken; one sent again with an idempotency key already taken gets the note that key created, as
    /// Mastodon answers `POST /api/v1/statuses`.
    func registerDrafts(in outbox: Outbox) async throws {
        let created = Locked<[String: Note]>([:])
        try await outbox.register(PostNote.self) { post, attempt in
            try await self.arrive()
            try self.outcome(of: self.record(PostNote.kind, post.draft.id, attempt))
            return created.withLock { created in
                if let note = created[attempt.idempotencyKey] { return note }
                var note = post.draft
                note = Note(
                    id: "s\(created.count + 1)", writer: note.writer, text: note.text, likes: note.likes)
                created[attempt.idempotencyKey] = note
                self.notes.withLock { $0[note.id] = note }
                return note
            }
        }
        try await outbox.register(DeleteNote.self) { delete, attempt in
            try self.outcome(of: self.record(DeleteNote.kind, delete.entityID, attempt))
            self.notes.withLock { _ = $0.removeValue(forKey: delete.entityID) }
        }
    }

    /// Throws what `answer` fails with; returns for the answers that take the request.
    func outcome(of answer: Answer) throws {
        switch answer {
        case .accept, .acceptWithoutAnswer: return
        case .refuse(let reason): throw OutboxFailure.rejected(reason: reason)
        case .unavailable(let retryAfter): throw OutboxFailure.unavailable(retryAfter: retryAfter)
        case .offline: throw URLError(.notConnectedToInternet)
        case .gone: throw OutboxFailure.gone
        }
    }
}

/// A store of notes with a timeline list (`timelines`, param `home`) holding `n1` and `n2`, and a
/// server that takes likes, posts and deletions.
struct DraftTimeline {
    let folder = TemporaryFolder()
    let persisted: SQLiteStore
    let timelines: SQLiteListCacher<String, Note, Int>
    let server: OutboxServer

    init(answers: [OutboxServer.Answer] = []) async throws {
        persisted = try await openNotes(at: folder.database)
        timelines = try await SQLiteListCacher(in: persisted, name: "timelines")
        server = OutboxServer(answers: answers, notes: notes(1...2))
        _ = try await Self.home(in: timelines).requireData()
        try await server.register(in: persisted.outbox)
        try await server.registerDrafts(in: persisted.outbox)
    }

    /// The home timeline, fetched from `n1` and `n2`.
    var home: AnyPaginationStoreFlowable<Note, Int> {
        Self.home(in: timelines)
    }

    static func home(in timelines: SQLiteListCacher<String, Note, Int>) -> AnyPaginationStoreFlowable<
        Note, Int
    > {
        AnyPaginationStoreFlowable.from(
            cacher: timelines, fetcher: NotePagesFetcher(pages: [notes(1...2)]), param: "home")
    }

    /// The IDs the home timeline shows from the cache.
    func shown() async -> [String]? {
        await home.getData(from: .cache)?.map(\.id)
    }

    /// A draft `draft-<n>` by Wren.
    static func draft(_ number: Int, text: String = "a draft") -> Note {
        Note(id: "draft-\(number)", writer: Writer(id: "w", name: "Wren"), text: text)
    }

    /// Opens the store again, registers the server's kinds, then opens the timelines: what a relaunch
    /// shows before any network call.
    func reopen() async throws -> (SQLiteStore, SQLiteListCacher<String, Note, Int>) {
        let reopened = try await openNotes(at: folder.database)
        let relaunched = OutboxServer(answers: [], notes: [])
        try await relaunched.register(in: reopened.outbox)
        try await relaunched.registerDrafts(in: reopened.outbox)
        return (reopened, try await SQLiteListCacher(in: reopened, name: "timelines"))
    }
}
