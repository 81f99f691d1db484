import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The actions kept in the cache's outbox: registered with how each is sent once the store is open,
/// enqueued by `favourite ID` and the like, and sent first by every run that reaches the server.
extension TimelineStore {
    /// Registers how every queued action is sent through `client` on `persisted`'s outbox, which also
    /// shows again the actions that wait on disk.
    static func registerQueuedActions(on persisted: SQLiteStore, client: MastodonClient)
        async throws(SQLiteError)
    {
        for type in QueuedStatusActions.all {
            try await register(type, on: persisted, client: client)
        }
    }

    private static func register<Operation: QueuedStatusAction>(
        _ type: Operation.Type, on persisted: SQLiteStore, client: MastodonClient
    ) async throws(SQLiteError) {
        try await persisted.outbox.register(type) { operation, _ in
            do {
                let answer = try await client.perform(Operation.action, onStatus: operation.entityID)
                return answer.reblog ?? answer
            } catch {
                throw outboxFailure(for: error)
            }
        }
    }

    /// What the outbox makes of a failed request: HTTP 401, 403, 422 (and other client errors) are
    /// refusals, with the server's line; 404 says the status is gone; 429, 5xx, time-outs and transport
    /// failures are tried later, after the wait the server asked for when it did.
    static func outboxFailure(for error: any Error) -> any Error {
        guard let error = error as? MastodonError else { return error }
        switch error {
        case .http(404, _, _, _, _, _):
            return OutboxFailure.gone
        case .http(let status, let message, let reset, _, _, let body)
        where (400..<500).contains(status) && status != 408 && status != 429:
            let line = MastodonError.http(
                status: status, message: message, rateLimitReset: reset, body: body)
            return OutboxFailure.rejected(reason: ErrorMessage.line(for: line))
        default:
            return OutboxFailure.unavailable(retryAfter: error.retryAfter)
        }
    }

    /// Sends what waits in the outbox, if the store keeps one.
    ///
    /// - Returns: What the send did; `nil` without an outbox.
    /// - Throws: `SQLiteError` when the cache cannot be read or written.
    func sendQueued() async throws(SQLiteError) -> OutboxReport? {
        guard let persisted else { return nil }
        return try await persisted.outbox.send()
    }

    /// Queues `action` on the status with `statusID`: kept on disk and shown at once.
    ///
    /// - Returns: Its entry; `nil` when it cancelled a waiting action out (an unfavourite after a
    ///   favourite not sent yet), or when the store keeps no outbox.
    func enqueue(_ action: StatusAction, onStatusID statusID: String) async throws(SQLiteError)
        -> OutboxEntry?
    {
        guard let persisted else { return nil }
        return try await persisted.outbox.enqueue(QueuedStatusActions.make(action, statusID: statusID))
    }
}

extension TimelineStore {
    /// The changes on each status that wait in the outbox or were refused, for the counts lines;
    /// ``PendingChanges/none`` without a cache.
    var pendingChanges: PendingChanges {
        PendingChanges(persisted)
    }
}
