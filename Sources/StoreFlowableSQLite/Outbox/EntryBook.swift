import StoreFlowable

/// The outbox's entries as this process knows them — read from disk on open, then kept in step with
/// every commit — for reads that cannot wait: an entity's pending state while a row is drawn, and the
/// counts a screen shows.
final class EntryBook: Sendable {
    private struct State {
        var entries: [Int: OutboxEntry]
        var watchers: [Int: AsyncStream<OutboxSummary>.Continuation] = [:]
        var nextWatcher = 0
        var summary = OutboxSummary()
        /// Whether entries changed since ``summary`` was counted, with nobody watching the counts: they
        /// are counted when next read, so that a change costs no count of every entry.
        var summaryIsStale = false

        /// The counts, counted again if stale.
        mutating func countedSummary() -> OutboxSummary {
            if summaryIsStale {
                summary = EntryBook.summary(of: entries)
                summaryIsStale = false
            }
            return summary
        }
    }

    private let state: Locked<State>

    init(_ entries: [OutboxEntry]) {
        var state = State(entries: Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) }))
        state.summary = Self.summary(of: state.entries)
        self.state = Locked(state)
    }

    var summary: OutboxSummary {
        state.withLock { $0.countedSummary() }
    }

    /// The entries of one entity, in the order they were enqueued.
    func entries(entityType: String, entityID: String) -> [OutboxEntry] {
        state.withLock { state in
            state.entries.values.filter { $0.entityType == entityType && $0.entityID == entityID }
                .sorted { $0.id < $1.id }
        }
    }

    /// Adds, replaces or removes entries; watchers see the new counts when they changed.
    func change(_ body: (inout [Int: OutboxEntry]) -> Void) {
        let (summary, watchers) = state.withLock {
            state -> (OutboxSummary?, [AsyncStream<OutboxSummary>.Continuation]) in
            body(&state.entries)
            guard !state.watchers.isEmpty else {
                state.summaryIsStale = true
                return (nil, [])
            }
            let summary = Self.summary(of: state.entries)
            state.summaryIsStale = false
            guard summary != state.summary else { return (nil, []) }
            state.summary = summary
            return (summary, Array(state.watchers.values))
        }
        guard let summary else { return }
        for watcher in watchers { watcher.yield(summary) }
    }

    /// The counts now, then whenever they change.
    func summaries() -> AsyncStream<OutboxSummary> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: OutboxSummary.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            defer { state.nextWatcher += 1 }
            state.watchers[state.nextWatcher] = continuation
            continuation.yield(state.countedSummary())
            return state.nextWatcher
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.watchers.removeValue(forKey: id) }
        }
        return stream
    }

    fileprivate static func summary(of entries: [Int: OutboxEntry]) -> OutboxSummary {
        var summary = OutboxSummary()
        for entry in entries.values {
            if entry.state == .waiting { summary.waiting += 1 } else { summary.failed += 1 }
        }
        return summary
    }
}
