import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// `delete ID` in a run that keeps a cache: the deletion goes through the cache's outbox. The status is
/// hidden at once, as ``DeleteScreen`` hides it, then the outbox sends the deletion: sent, the screens
/// are those of ``DeleteScreen``; the server cannot be reached, the deletion waits for a later run
/// (`queued: N changes waiting`, exit status 0) and every screen leaves the status out until then;
/// refused, the status is back, with one `error:` line and exit status 1, the entry kept for
/// `outbox --retry` or `--discard`.
///
/// The temporary ID of a queued post (`local-1`) cancels the post: nothing is sent. When the server
/// cannot be reached to load the status, nothing is loaded: the deletion is queued as it is.
enum QueuedDeleteScreen {
    static func run(statusID: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        if DraftStatus.isTemporary(statusID) { return await cancelPost(draftID: statusID, in: context) }
        let target: Status
        do {
            target = try await store.status(id: statusID)
        } catch  where TimelineStore.isUnreachable(error) {
            return await queueUnloaded(statusID: statusID, in: context)
        } catch {
            context.report(error)
            return 1
        }
        guard case .statuses(let timeline) = context.options.timeline else { return 2 }
        guard let loaded = await OpenList.loadedAround(target, timeline: timeline, in: context) else {
            return 1
        }
        var lists = loaded.lists
        let places = loaded.places
        var screens = WriteScreens(context: context)
        screens.show(.loaded, lists)
        let entry: OutboxEntry
        let outcome: QueuedOutcome
        do {
            guard let queued = try await store.enqueueDeletion(ofStatusID: statusID) else { return 1 }
            entry = queued
            for index in lists.indices {
                await lists[index].wait { !$0.contains(statusID) }
            }
            screens.show(.deleting(statusID), lists)
            outcome = try await send(entry, in: context)
        } catch {
            context.report(error)
            return 1
        }
        switch outcome {
        case .sent, .gone:
            screens.show(.deleted(statusID), lists)
            return 0
        case .refused(let reason):
            for index in lists.indices where places[index] != nil {
                await lists[index].wait { $0.contains(statusID) }
            }
            screens.show(.restored(statusID), lists)
            context.errorOutput.write(
                QueuedOutcome.refusalLine("deletion", reason: reason, entry: entry) + "\n")
            return 1
        case .waiting(let count):
            QueuedPostScreen.sayQueued(count, in: context)
            return 0
        }
    }

    /// Sends what waits in the outbox, `entry` among it; says on standard error what became of the
    /// others, and returns what became of `entry`.
    private static func send(_ entry: OutboxEntry, in context: ScreenContext) async throws -> QueuedOutcome {
        let sent = try await context.store.send(queued: entry)
        for line in sent.otherLines {
            context.errorOutput.write(line + "\n")
        }
        return sent.outcome
    }

    /// Queues the deletion without loading anything, the server being out of reach, and tries once to
    /// send it.
    private static func queueUnloaded(statusID: String, in context: ScreenContext) async -> Int32 {
        do {
            guard let entry = try await context.store.enqueueDeletion(ofStatusID: statusID) else { return 1 }
            return try await sendUnloaded(entry, statusID: statusID, in: context)
        } catch {
            context.report(error)
            return 1
        }
    }

    /// Sends the queued deletion `entry` with no list shown, and says what became of it.
    private static func sendUnloaded(_ entry: OutboxEntry, statusID: String, in context: ScreenContext)
        async throws -> Int32
    {
        switch try await send(entry, in: context) {
        case .sent, .gone:
            context.output.write("deleted \(TerminalText.clean(statusID))\n")
            return 0
        case .refused(let reason):
            context.errorOutput.write(
                QueuedOutcome.refusalLine("deletion", reason: reason, entry: entry) + "\n")
            return 1
        case .waiting(let count):
            QueuedPostScreen.sayQueued(count, in: context)
            return 0
        }
    }

    /// Deletes the draft of a queued post that has not been sent: the post is cancelled, and nothing is
    /// sent. A temporary ID that no queued post has is an error.
    private static func cancelPost(draftID: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        let id = TerminalText.clean(draftID)
        guard store.holdsQueuedPost(draftID: draftID) else {
            context.errorOutput.write("error: no queued post has the ID \(id); 'outbox' lists them\n")
            return 1
        }
        do {
            if let entry = try await store.enqueueDeletion(ofStatusID: draftID) {
                // The post is being sent: the deletion follows it, with the server's ID.
                return try await sendUnloaded(entry, statusID: draftID, in: context)
            }
        } catch {
            context.report(error)
            return 1
        }
        context.output.write("deleted \(id): it cancels the post that was waiting; nothing is sent\n")
        return 0
    }
}
