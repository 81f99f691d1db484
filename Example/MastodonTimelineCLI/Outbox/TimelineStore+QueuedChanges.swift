import MastodonAPI
import StoreFlowableSQLite

/// Changes made through the cache's outbox by the screens that make them one at a time — `favourite
/// ID`, the reader's `f`, `b`, `m` and `d`, interactive mode's `f N` and `b N`: queued, shown at once,
/// then sent with whatever else waits.
extension TimelineStore {
    /// Sends what waits in the outbox, `entry` among it.
    ///
    /// - Returns: What became of `entry`, and the lines about the other entries sent along.
    /// - Throws: `SQLiteError` when the cache cannot be read or written.
    func send(queued entry: OutboxEntry) async throws(SQLiteError) -> QueuedSend {
        let texts = await draftTexts(of: try await persisted?.outbox.entries() ?? [])
        let report = try await sendQueued() ?? OutboxReport()
        return QueuedSend(
            outcome: QueuedOutcome(of: entry, in: report),
            otherLines: QueuedOutcome.otherLines(of: report, besides: entry, texts: texts))
    }

    /// Queues `action` on the status with `statusID` — shown at once, with `⏳` while it waits — and
    /// sends the outbox. Refused, the action is rolled back; the status gone, it is removed.
    ///
    /// - Returns: What became of the action; `nil` when the store keeps no outbox (nothing is done).
    /// - Throws: `SQLiteError` when the cache cannot be read or written.
    func performQueued(_ action: StatusAction, onStatusID statusID: String) async throws(SQLiteError)
        -> QueuedChange?
    {
        guard persisted != nil else { return nil }
        let entry = try await enqueue(action, onStatusID: statusID)
        return try await sent(entry, as: .action(action), statusID: statusID)
    }

    /// Queues the deletion of the status with `statusID` — hidden at once from every list — and sends
    /// the outbox. Refused, the status is back in its places.
    ///
    /// - Returns: What became of the deletion; `nil` when the store keeps no outbox (nothing is done).
    /// - Throws: `SQLiteError` when the cache cannot be read or written.
    func deleteQueued(statusID: String) async throws(SQLiteError) -> QueuedChange? {
        guard persisted != nil else { return nil }
        let entry = try await enqueueDeletion(ofStatusID: statusID)
        return try await sent(entry, as: .deletion, statusID: statusID)
    }

    /// The change `kind` on `statusID` once the outbox is sent with `entry` in it; cancelled out when
    /// there is no `entry`.
    private func sent(_ entry: OutboxEntry?, as kind: QueuedChange.Kind, statusID: String)
        async throws(SQLiteError) -> QueuedChange
    {
        guard let entry else { return QueuedChange(kind: kind, statusID: statusID, result: .cancelledOut) }
        let send = try await send(queued: entry)
        return QueuedChange(kind: kind, statusID: statusID, result: .queued(entry, send))
    }
}
