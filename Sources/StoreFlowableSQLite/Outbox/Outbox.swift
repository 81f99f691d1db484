import Foundation
import StoreFlowable

/// Changes made while offline, kept on disk until their server has them: each operation's change is
/// shown at once and after every restart, and the operation is sent once the network lets it.
///
/// ```swift
/// try await persisted.outbox.register(Favourite.self) { favourite, attempt in
///     try await client.favourite(favourite.entityID, idempotencyKey: attempt.idempotencyKey)
/// }
/// try await persisted.outbox.enqueue(Favourite(entityID: status.id))   // shown at once
/// let report = try await persisted.outbox.send()                      // when the network is back
/// ```
///
/// - An operation is written to the outbox in one transaction, and its change applied in memory once it
///   is committed. After a restart, or `kill -9`, ``register(_:send:)`` applies the waiting operations of
///   its kind again, before any network call.
/// - ``send()`` sends the waiting operations in the order they were enqueued. An operation taken by the
///   server is removed in the transaction that stores the server's answer. Each attempt carries the
///   operation's ``OutboxAttempt/idempotencyKey``: a request the server took but whose answer was lost
///   is sent again with the same key.
/// - Operations on one entity are sent in order: one that cannot be sent, or was refused, holds back
///   those after it on the same entity. Other entities do not wait.
/// - A refusal (``OutboxFailure/rejected(reason:)``) rolls back the operation's change and keeps it as a
///   failed entry, until ``retry(_:)`` or ``discard(_:)``.
/// - A stored entity with a waiting operation is never evicted by ``SQLiteStore/limits``.
public final class Outbox: Sendable {
    let database: SQLiteDatabase
    let store: EntityStore
    /// The store this outbox writes settled entities through (weak: the store owns the outbox).
    private let owner = Locked(WeakStore())
    /// The registered kinds, by ``OutboxOperation/kind``.
    private let kinds = Locked<[String: OutboxKind]>([:])
    /// The token of the optimistic change shown for each waiting entry, by entry ID.
    let shownChanges = Locked<[Int: UInt64]>([:])
    /// Ends a wait of ``keepSending(retrying:)`` when the network is back.
    let networkSignal = WakeSignal()
    /// The entry being sent, and those withdrawn meanwhile.
    let claims = SendingClaims()
    /// The send under way, which the next one waits for: one send at a time.
    private let lastSend = Locked<Task<Void, Never>?>(nil)
    /// The entries, kept in step with the disk.
    let book: EntryBook

    init(database: SQLiteDatabase, store: EntityStore, entries: [OutboxEntry]) {
        self.database = database
        self.store = store
        book = EntryBook(entries)
    }

    func attach(to persisted: SQLiteStore) {
        owner.withLock { $0.store = persisted }
    }

    /// Registers how operations of `type` are sent, and shows again the change of each of them that
    /// waits on disk (after a restart). Call it at launch, before showing stored entities.
    ///
    /// - Parameters:
    ///   - type: The operation type, stored under its ``OutboxOperation/kind``.
    ///   - send: Sends the operation and returns the entity the server answered with, or `nil` when it
    ///     answers with none (the stored entity with the operation's change is then kept). It throws
    ///     ``OutboxFailure`` to say whether to retry; any other error is retried later.
    /// - Throws: ``SQLiteError`` when the file cannot be read; a stored operation of this kind that no
    ///   longer decodes is left waiting, unshown.
    public func register<Operation: OutboxOperation>(
        _ type: Operation.Type,
        send: @escaping @Sendable (Operation, OutboxAttempt) async throws -> Operation.Entity?
    ) async throws(SQLiteError) {
        let kind = OutboxKind(type, sender: send)
        kinds.withLock { $0[Operation.kind] = kind }
        _ = try await database.write(
            { connection in try OutboxRows.all(kind: Operation.kind, in: connection) },
            afterCommit: { rows in
                for row in rows where row.entry.state == .waiting { self.show(row, of: kind) }
            })
    }

    /// Every kept operation, waiting or failed, in the order they were enqueued.
    public func entries() async throws(SQLiteError) -> [OutboxEntry] {
        try await database.read { connection in try OutboxRows.all(in: connection).map(\.entry) }
    }

    /// Sends the waiting operations, in order, one at a time; waits for a send under way first.
    ///
    /// - Returns: What was sent, what was refused, and what still waits.
    /// - Throws: ``SQLiteError`` when the file cannot be read or written; what was sent before stays
    ///   settled.
    @discardableResult
    public func send() async throws(SQLiteError) -> OutboxReport {
        let (previous, done) = lastSend.withLock { last in
            let previous = last
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
            last = Task { for await _ in stream {} }
            return (previous, continuation)
        }
        defer { done.finish() }
        await previous?.value
        return try await sendWaiting()
    }

    /// Makes the failed entry `id` wait again and shows its change; ``send()`` sends it. Returns
    /// whether there was such an entry.
    @discardableResult
    public func retry(_ id: Int) async throws(SQLiteError) -> Bool {
        let kinds = kinds.withLock { $0 }
        let row = try await database.write(
            { connection in try OutboxRows.revive(id, in: connection) },
            afterCommit: { row in
                guard let row else { return }
                self.book.change { $0[row.entry.id] = row.entry }
                if let kind = kinds[row.entry.kind] { self.show(row, of: kind) }
            })
        return row != nil
    }

    /// Removes entry `id`, waiting or failed, and rolls back its change if it is shown; it is never sent.
    /// Returns whether there was such an entry.
    @discardableResult
    public func discard(_ id: Int) async throws(SQLiteError) -> Bool {
        let kinds = kinds.withLock { $0 }
        let row = try await database.write(
            { connection -> OutboxRow? in
                let row = try OutboxRows.row(id, in: connection)
                try OutboxRows.delete(id, in: connection)
                return row
            },
            afterCommit: { row in
                _ = self.claims.withdraw(id)
                self.book.change { $0[id] = nil }
                guard let row, let token = self.takeShownChange(of: row.entry.id) else { return }
                kinds[row.entry.kind]?.rollBack(token, row.payload, self.store)
            })
        return row != nil
    }

    /// Forgets every entry and shown change: the store was emptied.
    func forgetEntries() {
        shownChanges.withLock { $0.removeAll() }
        book.change { $0.removeAll() }
    }

    func show(_ row: OutboxRow, of kind: OutboxKind) {
        guard shownChanges.withLock({ $0[row.entry.id] }) == nil,
            let token = try? kind.apply(row.payload, store)
        else { return }
        shownChanges.withLock { $0[row.entry.id] = token }
    }

    func takeShownChange(of id: Int) -> UInt64? {
        shownChanges.withLock { $0.removeValue(forKey: id) }
    }

    func kind(named name: String) -> OutboxKind? {
        kinds.withLock { $0[name] }
    }

    var persisted: SQLiteStore? {
        owner.withLock { $0.store }
    }
}

/// The store an outbox belongs to, held weakly.
struct WeakStore: Sendable {
    weak var store: SQLiteStore?
}
