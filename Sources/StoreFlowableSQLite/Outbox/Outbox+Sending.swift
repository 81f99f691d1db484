import StoreFlowable

extension Outbox {
    /// One pass over the waiting entries, in order. An entity whose entry could not be sent, or was
    /// refused, is held back for the rest of the pass, so that its operations reach the server in order.
    ///
    /// The answer to one operation is stored while the next is sent: the stores are chained, in the
    /// order the answers came, and the pass ends once the last is committed. A crash meanwhile leaves an
    /// operation the server took on disk, to be sent again with its idempotency key.
    /// `outbox_replay_over_floor` (group `outbox`): 1.21 with each answer stored before the next send.
    func sendWaiting() async throws(SQLiteError) -> OutboxReport {
        var report = OutboxReport()
        var storing = StoreChain()
        let rows = try await database.read { connection in try OutboxRows.all(in: connection) }
        var heldBack = Set<EntityAddress>()
        // Drafts created in this pass: the rows on them were moved to the server's ID.
        var created = Set<EntityAddress>()
        for listed in rows {
            var current = listed
            if created.contains(listed.entry.address) {
                let id = listed.entry.id
                let moved = try await database.read { connection in try OutboxRows.row(id, in: connection) }
                guard let moved else { continue }
                current = moved
            }
            let row = current
            let address = row.entry.address
            guard row.entry.state == .waiting, !heldBack.contains(address), !Task.isCancelled,
                let kind = kind(named: row.entry.kind), let persisted
            else {
                heldBack.insert(address)
                continue
            }
            // Replaced or discarded since the pass began.
            guard claims.claim(row.entry.id) else { continue }
            defer { claims.finish(row.entry.id) }
            var attempted = row.entry
            attempted.attempts += 1
            let attempt = OutboxAttempt(idempotencyKey: attempted.idempotencyKey, number: attempted.attempts)
            let outcome: Result<OutboxSettlement, any Error>
            do {
                outcome = .success(try await kind.send(row.payload, attempt))
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let settlement):
                let token = shownChanges.withLock { $0[row.entry.id] }
                storing.then { () async throws(SQLiteError) in
                    _ = try await self.database.write(
                        { connection -> Bool in
                            // Gone meanwhile (discarded, or the store emptied by a logout): the answer
                            // is not stored, so that an emptied store stays empty.
                            guard try OutboxRows.delete(row.entry.id, in: connection) else { return false }
                            try settlement.write(persisted, connection, token)
                            return true
                        },
                        afterCommit: { stored in
                            guard stored else { return }
                            self.book.change { $0[row.entry.id] = nil }
                            settlement.settle(persisted, self.takeShownChange(of: row.entry.id))
                        })
                }
                report.sent.append(row.entry)
                if kind.role == .creation {
                    try await storing.finish()
                    created.insert(address)
                }
            case .failure(OutboxFailure.gone) where kind.role != .creation:
                try await storing.finish()
                try await removeGone(row, of: kind, from: persisted)
                report.gone.append(attempted)
                heldBack.insert(address)
            case .failure(let error):
                try await storing.finish()
                guard let reason = Self.refusal(in: error) else {
                    if case OutboxFailure.unavailable(let retryAfter?) = error {
                        report.retryAfter = max(report.retryAfter ?? .zero, retryAfter)
                    }
                    try await database.write(
                        { connection in try OutboxRows.countAttempt(row.entry.id, in: connection) },
                        afterCommit: { _ in self.book.change { $0[row.entry.id]?.attempts += 1 } })
                    heldBack.insert(address)
                    continue
                }
                let refused = attempted.failed(for: reason)
                try await database.write(
                    { connection in try OutboxRows.fail(row.entry.id, reason: reason, in: connection) },
                    afterCommit: { _ in
                        self.book.change { $0[row.entry.id] = refused }
                        guard let token = self.takeShownChange(of: row.entry.id) else { return }
                        kind.rollBack(token, row.payload, persisted)
                    })
                report.refused.append(refused)
                heldBack.insert(address)
            }
        }
        try await storing.finish()
        report.waiting = try await database.read { connection in try OutboxRows.waitingCount(in: connection) }
        return report
    }
}

extension Outbox {
    /// Removes the entity of `row`, which the server no longer has, with every operation on it.
    func removeGone(_ row: OutboxRow, of kind: OutboxKind, from persisted: SQLiteStore)
        async throws(SQLiteError)
    {
        _ = try await database.write(
            { connection in
                let removed = try OutboxRows.deleteAll(on: row.entry.address, in: connection)
                try kind.removeRow(row.payload, persisted, connection)
                return removed.map(\.entry.id)
            },
            afterCommit: { ids in
                self.book.change { entries in for id in ids { entries[id] = nil } }
                for id in ids { _ = self.takeShownChange(of: id) }
                kind.removeEntity(row.payload, self.store)
            })
    }

    /// Why the server refused an operation, or `nil` when it may take it later. A stored operation that
    /// no longer decodes can never be sent: it is refused too.
    static func refusal(in error: any Error) -> String? {
        switch error {
        case OutboxFailure.rejected(let reason): reason
        // Reached only by a creation: nothing of it is stored to remove, so it is refused.
        case OutboxFailure.gone: "gone from the server"
        case let error as SQLiteError: error.description
        default: nil
        }
    }
}

extension OutboxEntry {
    /// This entry, refused for `reason`.
    func failed(for reason: String) -> OutboxEntry {
        var refused = self
        refused.state = .failed(reason: reason)
        return refused
    }
}

/// Writes run one after another, each in a task that waits for the one before, so that a caller goes
/// on while they run.
struct StoreChain {
    private var last: Task<Result<Void, SQLiteError>, Never>?

    /// Runs `write` once the writes before it are done, unless one of them failed.
    mutating func then(_ write: @escaping @Sendable () async throws(SQLiteError) -> Void) {
        let previous = last
        last = Task {
            if case .failure(let error)? = await previous?.value { return .failure(error) }
            do throws(SQLiteError) {
                try await write()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Waits for every write; throws the first failure.
    mutating func finish() async throws(SQLiteError) {
        defer { last = nil }
        try await last?.value.get()
    }
}

/// An entity as the outbox names it: its type's `persistentName` and its stored ID.
struct EntityAddress: Hashable {
    let type: String
    let id: String
}
