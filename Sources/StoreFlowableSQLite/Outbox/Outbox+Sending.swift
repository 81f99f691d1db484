import StoreFlowable

extension Outbox {
    /// One pass over the waiting entries, in order. An entity whose entry could not be sent, or was
    /// refused, is held back for the rest of the pass, so that its operations reach the server in order.
    func sendWaiting() async throws(SQLiteError) -> OutboxReport {
        var report = OutboxReport()
        let rows = try await database.read { connection in try OutboxRows.all(in: connection) }
        var heldBack = Set<EntityAddress>()
        for row in rows {
            let address = EntityAddress(type: row.entry.entityType, id: row.entry.entityID)
            guard row.entry.state == .waiting, !heldBack.contains(address), !Task.isCancelled,
                let kind = kind(named: row.entry.kind), let persisted
            else {
                heldBack.insert(address)
                continue
            }
            guard
                let attempted = try await database.write({ connection in
                    try OutboxRows.countAttempt(row.entry.id, in: connection)
                })
            else { continue }  // Discarded or refused meanwhile.
            let attempt = OutboxAttempt(
                idempotencyKey: attempted.entry.idempotencyKey, number: attempted.entry.attempts)
            let outcome: Result<OutboxSettlement, any Error>
            do {
                outcome = .success(try await kind.send(attempted.payload, attempt))
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let settlement):
                try await database.write(
                    { connection in
                        try OutboxRows.delete(row.entry.id, in: connection)
                        try settlement.write(persisted, connection)
                    },
                    afterCommit: { _ in settlement.settle(persisted, self.takeShownChange(of: row.entry.id)) }
                )
                report.sent.append(attempted.entry)
            case .failure(let error):
                guard let reason = Self.refusal(in: error) else {
                    if case OutboxFailure.unavailable(let retryAfter?) = error {
                        report.retryAfter = max(report.retryAfter ?? .zero, retryAfter)
                    }
                    heldBack.insert(address)
                    continue
                }
                try await database.write(
                    { connection in try OutboxRows.fail(row.entry.id, reason: reason, in: connection) },
                    afterCommit: { _ in
                        guard let token = self.takeShownChange(of: row.entry.id) else { return }
                        kind.rollBack(token, row.payload, self.store)
                    })
                report.refused.append(attempted.entry.failed(for: reason))
                heldBack.insert(address)
            }
        }
        report.waiting = try await database.read { connection in try OutboxRows.waitingCount(in: connection) }
        return report
    }
}

extension Outbox {
    /// Why the server refused an operation, or `nil` when it may take it later. A stored operation that
    /// no longer decodes can never be sent: it is refused too.
    static func refusal(in error: any Error) -> String? {
        switch error {
        case OutboxFailure.rejected(let reason): reason
        case let error as SQLiteError: error.description
        default: nil
        }
    }
}

extension OutboxEntry {
    /// This entry, refused for `reason`.
    func failed(for reason: String) -> OutboxEntry {
        OutboxEntry(
            id: id, kind: kind, entityType: entityType, entityID: entityID, idempotencyKey: idempotencyKey,
            attempts: attempts, state: .failed(reason: reason))
    }
}

/// An entity as the outbox names it: its type's `persistentName` and its stored ID.
struct EntityAddress: Hashable {
    let type: String
    let id: String
}
