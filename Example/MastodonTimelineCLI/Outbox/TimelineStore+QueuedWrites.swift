import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Posts and deletions kept in the cache's outbox: registered with how each is sent once the store is
/// open, enqueued by `post TEXT` and `delete ID` when the run keeps a cache, and sent first by every run
/// that reaches the server.
extension TimelineStore {
    /// Registers how queued posts and deletions are sent through `client` on `persisted`'s outbox, which
    /// also shows again the drafts and hides again the statuses that wait on disk.
    static func registerQueuedWrites(on persisted: SQLiteStore, client: MastodonClient)
        async throws(SQLiteError)
    {
        try await persisted.outbox.register(QueuedPost.self) { post, attempt in
            do {
                return try await client.post(
                    NewStatus(text: post.text), idempotencyKey: attempt.idempotencyKey)
            } catch {
                throw outboxFailure(for: error)
            }
        }
        try await persisted.outbox.register(QueuedDeletion.self) { deletion, _ in
            do {
                _ = try await client.deleteStatus(id: deletion.entityID)
            } catch {
                throw outboxFailure(for: error)
            }
        }
    }

    /// Whether `error`, thrown by a request, says that the server could not be reached or could not
    /// answer now (no network, a time-out, HTTP 429 or 5xx): what the outbox tries again later.
    static func isUnreachable(_ error: any Error) -> Bool {
        if error is SQLiteError { return false }
        guard let failure = outboxFailure(for: error) as? OutboxFailure else { return true }
        if case .unavailable = failure { return true }
        return false
    }

    /// Queues the post of `draft`, whose text is `text`: kept on disk and shown at once at the start of
    /// the lists of `requests`, and again after every restart, until the server has it.
    ///
    /// - Returns: Its entry; `nil` when the store keeps no outbox.
    /// - Throws: `SQLiteError` when the cache cannot be written; then nothing is queued.
    func enqueuePost(_ draft: Status, text: String, into requests: [TimelineRequest]) async throws
        -> OutboxEntry?
    {
        guard let persisted else { return nil }
        let positions = requests.map { timelines.start(of: $0) }
        return try await persisted.outbox.enqueue(QueuedPost(draft: draft, text: text), into: positions)
    }

    /// Queues the deletion of the status with `statusID`: hidden at once, and again after every
    /// restart, until the server deletes it.
    ///
    /// - Returns: Its entry; `nil` when it cancelled a queued post's draft (nothing is sent), or when
    ///   the store keeps no outbox.
    /// - Throws: `SQLiteError` when the cache cannot be written; then nothing is queued.
    func enqueueDeletion(ofStatusID statusID: String) async throws(SQLiteError) -> OutboxEntry? {
        guard let persisted else { return nil }
        return try await persisted.outbox.enqueue(QueuedDeletion(entityID: statusID))
    }

    /// Whether a queued post, waiting or refused, has its draft under `draftID`.
    func holdsQueuedPost(draftID: String) -> Bool {
        guard let outbox = persisted?.outbox else { return false }
        return outbox.entries(of: Status.self, id: draftID).contains { $0.kind == QueuedPost.kind }
    }

    /// The text of each queued post among `entries`, by its draft's ID, as the outbox keeps it; empty
    /// without a cache.
    func draftTexts(of entries: [OutboxEntry]) async -> [String: String] {
        guard let outbox = persisted?.outbox else { return [:] }
        var found: [String: String] = [:]
        for entry in entries where entry.kind == QueuedPost.kind {
            if let post = try? await outbox.operation(of: entry, as: QueuedPost.self) {
                found[entry.entityID] = post.text
            }
        }
        return found
    }

    /// The server's ID of the queued post whose draft is `draftID`, once this run sent it.
    func createdID(ofDraft draftID: String) -> String? {
        persisted?.outbox.createdID(ofDraft: draftID, Status.self)
    }
}
