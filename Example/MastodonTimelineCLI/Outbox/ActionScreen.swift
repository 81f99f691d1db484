import MastodonAPI
import StoreFlowableSQLite

/// `favourite ID` and the other actions on a status: kept in the cache's outbox and shown at once, then
/// sent. Sent, one line says so (`favourited ID`); the server cannot be reached, the action waits for a
/// later run (`queued: N changes waiting`, exit status 0); refused, one `error:` line and exit status 1.
/// Without a cache the action is sent once, rolled back when it fails.
enum ActionScreen {
    /// Makes `action` on the status with `statusID` and says what became of it; returns the exit status.
    static func run(_ action: StatusAction, statusID: String, in context: ScreenContext) async -> Int32 {
        let change: QueuedChange
        do {
            guard let queued = try await context.store.performQueued(action, onStatusID: statusID) else {
                return await sendOnce(action, statusID: statusID, in: context)
            }
            change = queued
        } catch {
            context.report(error)
            return 1
        }
        for line in change.otherLines {
            context.errorOutput.write(line + "\n")
        }
        (change.failed ? context.errorOutput : context.output).write(change.line + "\n")
        return change.failed ? 1 : 0
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
