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
///   is committed. After a restart, or `kill -9`, ``register(_:send:)-(Operation.Type,_)`` applies the
///   waiting operations of its kind again, before any network call.
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
    /// The payload of each draft shown, by entry ID, for the lists opened after it was shown.
    let shownDrafts = Locked<[Int: (kind: String, payload: Data)]>([:])
    /// The server's ID of each draft created by this process, by the draft's address: an operation
    /// enqueued on the draft after its creation goes to the server's entity.
    let createdIDs = Locked<[EntityAddress: String]>([:])
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
        try await register(OutboxKind(type, sender: send), named: Operation.kind)
    }

    /// Registers how creations of `type` are sent, and shows again the draft of each of them that waits
    /// on disk, in the lists it was put in that are open. Call it at launch, after opening those lists
    /// (a list opened later shows the drafts too), before showing stored entities.
    ///
    /// - Parameters:
    ///   - type: The creation type, stored under its ``OutboxCreation/kind``.
    ///   - send: Sends the creation and returns the entity the server created, under the server's ID.
    ///     It throws ``OutboxFailure`` to say whether to retry; any other error is retried later.
    /// - Throws: ``SQLiteError`` when the file cannot be read.
    public func register<Creation: OutboxCreation>(
        _ type: Creation.Type,
        send: @escaping @Sendable (Creation, OutboxAttempt) async throws -> Creation.Entity
    ) async throws(SQLiteError) {
        try await register(OutboxKind(type, sender: send), named: Creation.kind)
    }

    /// Registers how deletions of `type` are sent, and hides again each entity whose deletion waits on
    /// disk. Call it at launch, before showing stored entities.
    ///
    /// - Parameters:
    ///   - type: The deletion type, stored under its ``OutboxDeletion/kind``.
    ///   - send: Sends the deletion. It throws ``OutboxFailure`` to say whether to retry; any other
    ///     error is retried later.
    /// - Throws: ``SQLiteError`` when the file cannot be read.
    public func register<Deletion: OutboxDeletion>(
        _ type: Deletion.Type,
        send: @escaping @Sendable (Deletion, OutboxAttempt) async throws -> Void
    ) async throws(SQLiteError) {
        try await register(OutboxKind(type, sender: send), named: Deletion.kind)
    }

    /// Registers `kind`, then shows every waiting change not shown yet, in the order they were made:
    /// an operation on a draft registered before the draft's creation is shown once the draft is.
    private func register(_ kind: OutboxKind, named name: String) async throws(SQLiteError) {
        kinds.withLock { $0[name] = kind }
        let kinds = kinds.withLock { $0 }
        _ = try await database.write(
            { connection in try OutboxRows.all(in: connection) },
            afterCommit: { rows in
                for row in rows where row.entry.state == .waiting {
                    guard let kind = kinds[row.entry.kind] else { continue }
                    self.show(row, of: kind)
                }
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
            { connection -> (OutboxRow, [OutboxRow])? in
                guard let row = try OutboxRows.revive(id, in: connection) else { return nil }
                // A draft shown again brings back the changes waiting on it.
                guard kinds[row.entry.kind]?.role == .creation else { return (row, []) }
                return (row, try OutboxRows.all(on: row.entry.address, in: connection))
            },
            afterCommit: { revived in
                guard let (row, onDraft) = revived else { return }
                self.showAgain([row] + onDraft.filter { $0.entry.id != row.entry.id })
            })
        return row != nil
    }

    /// Removes entry `id`, waiting or failed, and rolls back its change if it is shown; it is never sent.
    /// Discarding a creation discards the operations waiting on its draft too. Returns whether there was
    /// such an entry.
    @discardableResult
    public func discard(_ id: Int) async throws(SQLiteError) -> Bool {
        let kinds = kinds.withLock { $0 }
        let rows = try await database.write(
            { connection -> [OutboxRow] in
                guard let row = try OutboxRows.row(id, in: connection) else { return [] }
                guard kinds[row.entry.kind]?.role == .creation else {
                    try OutboxRows.delete(id, in: connection)
                    return [row]
                }
                return try OutboxRows.deleteAll(on: row.entry.address, in: connection)
            },
            afterCommit: { rows in self.forget(rows, kinds: kinds) })
        return !rows.isEmpty
    }

    /// Forgets `rows`, removed from disk, and rolls back their shown changes, the last first.
    func forget(_ rows: [OutboxRow], kinds: [String: OutboxKind]) {
        for row in rows { _ = claims.withdraw(row.entry.id) }
        book.change { entries in for row in rows { entries[row.entry.id] = nil } }
        guard let persisted else { return }
        for row in rows.reversed() {
            guard let token = takeShownChange(of: row.entry.id) else { continue }
            kinds[row.entry.kind]?.rollBack(token, row.payload, persisted)
        }
    }

    /// Forgets every entry and shown change: the store was emptied.
    func forgetEntries() {
        shownChanges.withLock { $0.removeAll() }
        shownDrafts.withLock { $0.removeAll() }
        createdIDs.withLock { $0.removeAll() }
        book.change { $0.removeAll() }
    }

    func show(_ row: OutboxRow, of kind: OutboxKind) {
        guard shownChanges.withLock({ $0[row.entry.id] }) == nil, let persisted,
            let token = try? kind.apply(row.payload, persisted)
        else { return }
        shownChanges.withLock { $0[row.entry.id] = token }
        if kind.role == .creation {
            shownDrafts.withLock { $0[row.entry.id] = (row.entry.kind, row.payload) }
        }
    }

    func takeShownChange(of id: Int) -> UInt64? {
        shownDrafts.withLock { _ = $0.removeValue(forKey: id) }
        return shownChanges.withLock { $0.removeValue(forKey: id) }
    }

    func registeredKinds() -> [String: OutboxKind] {
        kinds.withLock { $0 }
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
