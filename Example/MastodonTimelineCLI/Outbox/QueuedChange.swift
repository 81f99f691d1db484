import MastodonAPI
import StoreFlowableSQLite

/// What one send of the outbox made of the entry a screen queued, with what became of the other
/// entries sent along.
struct QueuedSend {
    /// What became of the entry.
    let outcome: QueuedOutcome
    /// `sent 1 queued change`, `refused: …`: the lines about the other entries the send took.
    let otherLines: [String]
}

/// A change on a status made through the cache's outbox — an action such as a favourite, or a
/// deletion — and what sending it came to, in the one line every screen that makes it says:
/// `queued: 1 change waiting`, the `error:` line of a refusal, or that it cancels a change that was
/// waiting.
struct QueuedChange {
    /// What the change does to its status.
    enum Kind {
        /// A favourite, a boost, a bookmark or their undoing.
        case action(StatusAction)
        /// The status's deletion.
        case deletion
    }

    /// What became of the change.
    enum Result {
        /// It cancelled out a change that was waiting (an unfavourite after a favourite not sent yet, the
        /// deletion of a queued post's draft): nothing is sent.
        case cancelledOut
        /// It was queued as `entry`, and the send made `send` of it.
        case queued(OutboxEntry, QueuedSend)
    }

    /// What the change does.
    let kind: Kind
    /// The ID of the status it is about.
    let statusID: String
    /// What became of it.
    let result: Result

    /// What the send made of the change; `nil` when it cancelled a waiting one out.
    var outcome: QueuedOutcome? {
        guard case .queued(_, let send) = result else { return nil }
        return send.outcome
    }

    /// The lines about the other entries the send took; none when nothing was sent.
    var otherLines: [String] {
        guard case .queued(_, let send) = result else { return [] }
        return send.otherLines
    }

    /// Whether the server took the change: the screens show it, as when it is sent without an outbox.
    var isSent: Bool {
        outcome == .sent
    }

    /// Whether the change did not happen: the server refused it, or no longer has the status an action
    /// is about. A deletion of a status the server no longer has is done.
    var failed: Bool {
        switch (outcome, kind) {
        case (.refused?, _), (.gone?, .action): true
        default: false
        }
    }

    /// Whether the change stays shown: sent, waiting, or cancelling a waiting one out (the status is
    /// back as the server has it, which the change asked for).
    var staysShown: Bool {
        outcome.map { $0 == .sent || $0.isWaiting } ?? true
    }

    /// The line that says what became of the change: `favourited ID` or `deleted ID` when sent;
    /// `queued: N changes waiting`; the `error:` line of a refusal, naming the `outbox` entry; that the
    /// status is gone; or that it cancels the change that was waiting and nothing is sent.
    var line: String {
        let id = TerminalText.clean(statusID)
        switch (result, kind) {
        case (.cancelledOut, .action(let action)):
            return
                "\(action.pastTense) \(id): it cancels the \(action.field) that was waiting; nothing is sent"
        case (.cancelledOut, .deletion):
            return "deleted \(id): it cancels the post that was waiting; nothing is sent"
        case (.queued(let entry, let send), _):
            return line(for: send.outcome, of: entry, id: id)
        }
    }

    /// The line for `outcome`, what the send made of `entry`, about the status with `id`.
    private func line(for outcome: QueuedOutcome, of entry: OutboxEntry, id: String) -> String {
        switch (outcome, kind) {
        case (.sent, .action(let action)):
            return "\(action.pastTense) \(id)"
        case (.sent, .deletion), (.gone, .deletion):
            return "deleted \(id)"
        case (.gone, .action):
            return "error: status \(id) no longer exists on the server; it was removed from the cache"
        case (.refused(let reason), .action(let action)):
            return QueuedOutcome.refusalLine(action.commandWord, reason: reason, entry: entry)
        case (.refused(let reason), .deletion):
            return QueuedOutcome.refusalLine("deletion", reason: reason, entry: entry)
        case (.waiting(let count), _):
            return OutboxLines.queued(count)
        }
    }
}

extension QueuedOutcome {
    /// Whether the entry still waits for a later send.
    var isWaiting: Bool {
        if case .waiting = self { return true }
        return false
    }
}
