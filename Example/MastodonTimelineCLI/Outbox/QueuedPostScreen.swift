import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// `post TEXT` in a run that keeps a cache: the post goes through the cache's outbox. Its draft shows
/// at once, as ``PostScreen`` shows it, then the outbox sends it: sent, the screens are those of
/// ``PostScreen``; the server cannot be reached, the post waits for a later run (`queued: N changes
/// waiting`, exit status 0) and every screen shows its draft, marked `⏳ post waiting`, until then;
/// refused, one `error:` line and exit status 1, the entry kept for `outbox --retry` or `--discard`.
///
/// When the server cannot even say whose the token is, nothing is loaded: the draft, by `You @you`,
/// goes to the start of the timeline as cached.
enum QueuedPostScreen {
    static func run(text: String, in context: ScreenContext) async -> Int32 {
        let store = context.store
        guard case .statuses(let timeline) = context.options.timeline else { return 2 }
        let user: Account
        do {
            user = try await store.currentUser()
        } catch  where TimelineStore.isUnreachable(error) {
            return await queueUnloaded(text: text, timeline: timeline, in: context)
        } catch {
            context.report(error)
            return 1
        }
        guard var lists = await OpenList.loadedAtTop(timeline: timeline, author: user, in: context) else {
            return 1
        }
        var screens = WriteScreens(context: context)
        screens.show(.loaded, lists)
        let draftID = DraftStatus.freeID(in: store)
        let draft = DraftStatus.make(id: draftID, text: text, author: user, now: context.clock())
        let sent: Sent
        do {
            guard let entry = try await store.enqueuePost(draft, text: text, into: lists.map(\.request))
            else {
                return 1
            }
            for index in lists.indices {
                await lists[index].wait { $0.contains(draftID) }
            }
            screens.pending = [draftID]
            screens.show(.sending(draftID), lists)
            sent = try await send(entry, in: context)
        } catch {
            context.report(error)
            return 1
        }
        switch sent.outcome {
        case .sent:
            guard let postedID = store.createdID(ofDraft: draftID) else { return 1 }
            for index in lists.indices {
                await lists[index].wait { $0.contains(postedID) && !$0.contains(draftID) }
            }
            screens.pending = []
            screens.show(.posted(draftID, as: postedID), lists)
            return 0
        case .refused, .gone:
            for index in lists.indices {
                await lists[index].wait { !$0.contains(draftID) }
            }
            screens.pending = []
            screens.show(.failed(draftID), lists)
            sayNotSent(sent, in: context)
            return 1
        case .waiting(let count):
            sayQueued(count, in: context)
            return 0
        }
    }

    /// What one send made of the queued post's entry.
    private struct Sent {
        let entry: OutboxEntry
        let outcome: QueuedOutcome
    }

    /// Sends what waits in the outbox, `entry` among it; says on standard error what became of the
    /// others.
    private static func send(_ entry: OutboxEntry, in context: ScreenContext) async throws -> Sent {
        let sent = try await context.store.send(queued: entry)
        for line in sent.otherLines {
            context.errorOutput.write(line + "\n")
        }
        return Sent(entry: entry, outcome: sent.outcome)
    }

    /// Queues the post without loading anything, the server being out of reach: its draft, by
    /// `You @you`, goes to the start of the timeline as cached, and the outbox tries once to send it.
    private static func queueUnloaded(text: String, timeline: Timeline, in context: ScreenContext) async
        -> Int32
    {
        let store = context.store
        let now = context.clock()
        let draftID = DraftStatus.freeID(in: store)
        let draft = DraftStatus.make(
            id: draftID, text: text, author: DraftStatus.unknownAuthor(now: now), now: now)
        let request = TimelineRequest(timeline: timeline, limit: context.options.limit)
        let sent: Sent
        do {
            guard let entry = try await store.enqueuePost(draft, text: text, into: [request]) else {
                return 1
            }
            sent = try await send(entry, in: context)
        } catch {
            context.report(error)
            return 1
        }
        switch sent.outcome {
        case .sent:
            let postedID = store.createdID(ofDraft: draftID) ?? draftID
            context.output.write("posted \(TerminalText.clean(postedID))\n")
            return 0
        case .refused, .gone:
            sayNotSent(sent, in: context)
            return 1
        case .waiting(let count):
            sayQueued(count, in: context)
            return 0
        }
    }

    /// The `error:` line of a post the server refused, or answered with HTTP 404 (what it replies to is
    /// gone); nothing is said of a post sent or waiting.
    private static func sayNotSent(_ sent: Sent, in context: ScreenContext) {
        switch sent.outcome {
        case .refused(let reason):
            context.errorOutput.write(
                QueuedOutcome.refusalLine("post", reason: reason, entry: sent.entry) + "\n")
        case .gone:
            context.errorOutput.write(
                "error: the post was not sent: the server answered HTTP 404 Not Found\n")
        case .sent, .waiting:
            break
        }
    }

    /// `queued: N changes waiting`: on standard output, or on standard error with `--format json`,
    /// whose standard output has JSON lines only.
    static func sayQueued(_ count: Int, in context: ScreenContext) {
        let line = OutboxLines.queued(count) + "\n"
        switch context.options.format {
        case .human: context.output.write(line)
        case .json: context.errorOutput.write(line)
        }
    }
}
