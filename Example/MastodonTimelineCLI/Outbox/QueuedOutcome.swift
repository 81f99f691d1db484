import StoreFlowableSQLite

/// What one send of the outbox made of the entry a command queued: sent, refused, gone from the server,
/// or still waiting.
enum QueuedOutcome: Equatable {
    /// The server took it.
    case sent
    /// The server refused it; it is kept as a failed entry, which `outbox` lists.
    case refused(reason: String)
    /// The server no longer has the status it was about.
    case gone
    /// It waits for a later run, with `count` changes in all.
    case waiting(count: Int)

    /// What `report` says of `entry`.
    init(of entry: OutboxEntry, in report: OutboxReport) {
        if report.sent.contains(where: { $0.id == entry.id }) {
            self = .sent
        } else if let refused = report.refused.first(where: { $0.id == entry.id }) {
            self = .refused(reason: OutboxLines.reason(of: refused))
        } else if report.gone.contains(where: { $0.id == entry.id }) {
            self = .gone
        } else {
            self = .waiting(count: report.waiting)
        }
    }

    /// The lines of `report` about the entries other than `entry`, sent before it: `sent 1 queued
    /// change`, `refused: …`.
    static func otherLines(of report: OutboxReport, besides entry: OutboxEntry, texts: [String: String])
        -> [String]
    {
        var others = report
        others.sent.removeAll { $0.id == entry.id }
        others.refused.removeAll { $0.id == entry.id }
        others.gone.removeAll { $0.id == entry.id }
        return OutboxLines.lines(for: others, waiting: false, texts: texts)
    }

    /// `error: the post was refused: REASON; 'outbox' lists it (--retry 3 or --discard 3)`.
    static func refusalLine(_ commandWord: String, reason: String, entry: OutboxEntry) -> String {
        "error: the \(commandWord) was refused: \(reason); "
            + "'outbox' lists it (--retry \(entry.id) or --discard \(entry.id))"
    }
}
