import MastodonAPI
import StoreFlowableSQLite

/// `favourite ID` and the other actions on a status: kept in the cache's outbox and shown at once, then
/// sent. Sent, one line says so (`favourited ID`); the server cannot be reached, the action waits for a
/// later run (`queued: N changes waiting`, exit status 0); refused, one `error:` line and exit status 1.
/// Without a cache the action is sent once, as the reader's `f` is.
enum ActionScreen {
    static func run(_ action: StatusAction, statusID: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        let id = TerminalText.clean(statusID)
        guard store.persisted != nil else { return await sendOnce(action, statusID: statusID, in: context) }
        let entry: OutboxEntry
        let report: OutboxReport
        do {
            guard let queued = try await store.enqueue(action, onStatusID: statusID) else {
                context.output.write(
                    "\(action.pastTense) \(id): it cancels the \(action.field) that was waiting; nothing is sent\n"
                )
                return 0
            }
            entry = queued
            report = try await store.sendQueued() ?? OutboxReport()
        } catch {
            context.report(error)
            return 1
        }
        var others = report
        others.sent.removeAll { $0.id == entry.id }
        others.refused.removeAll { $0.id == entry.id }
        others.gone.removeAll { $0.id == entry.id }
        for line in OutboxLines.lines(for: others, waiting: false) {
            context.errorOutput.write(line + "\n")
        }
        if report.sent.contains(where: { $0.id == entry.id }) {
            context.output.write("\(action.pastTense) \(id)\n")
            return 0
        }
        if let refused = report.refused.first(where: { $0.id == entry.id }) {
            context.errorOutput.write(
                "error: the \(action.commandWord) was refused: \(OutboxLines.reason(of: refused)); "
                    + "'outbox' lists it (--retry \(refused.id) or --discard \(refused.id))\n")
            return 1
        }
        if report.gone.contains(where: { $0.id == entry.id }) {
            context.errorOutput.write(
                "error: status \(id) no longer exists on the server; it was removed from the cache\n")
            return 1
        }
        context.output.write(OutboxLines.queued(report.waiting) + "\n")
        return 0
    }

    /// Sends the action once, shown at once and rolled back when it fails: the run keeps no outbox.
    private static func sendOnce(_ action: StatusAction, statusID: String, in context: ScreenContext) async
        -> Int32
    {
        do {
            _ = try await context.store.perform(action, onStatusID: statusID)
            context.output.write("\(action.pastTense) \(TerminalText.clean(statusID))\n")
            return 0
        } catch {
            context.errorOutput.write(
                "error: the \(action.commandWord) was not sent: \(ErrorMessage.line(for: error))\n")
            return 1
        }
    }
}
