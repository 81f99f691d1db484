import MastodonAPI
import StoreFlowableSQLite

/// One change on a status that the cache's outbox holds: waiting to be sent, or refused by the server.
/// The counts line shows it after the viewer's markers: `⏳ favourite waiting`, `⚠ boost not sent`.
struct PendingMark: Equatable, Sendable {
    /// The action as the command line names it: `favourite`, `unboost`.
    let action: String
    /// Whether the server refused it, rather than it waiting to be sent.
    let failed: Bool

    /// A mark of `action`, refused by the server when `failed`.
    init(action: String, failed: Bool) {
        self.action = action
        self.failed = failed
    }

    /// The mark of `entry`, its action named as the command line names it.
    init(_ entry: OutboxEntry) {
        let action = StatusAction(rawValue: entry.kind)?.commandWord ?? entry.kind
        let failed: Bool
        switch entry.state {
        case .waiting: failed = false
        case .failed: failed = true
        }
        self.init(action: TerminalText.clean(action), failed: failed)
    }

    /// `⏳ favourite waiting`, or `⚠ favourite not sent` for one the server refused.
    var text: String {
        failed ? "⚠ \(action) not sent" : "⏳ \(action) waiting"
    }
}
