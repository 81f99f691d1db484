import MastodonAPI
import StoreFlowableSQLite

/// The story's last part, with a cache: the instance goes offline, the post is bookmarked anyway —
/// kept in the cache's outbox and shown on every screen with its ⏳ mark — and sent with one request
/// once the instance is back.
extension NormalizedStoreDemo {
    func bookmarkOffline(_ post: Status, on screens: inout Screens) async throws {
        let action: StatusAction = post.bookmarked == true ? .unbookmark : .bookmark
        output.write("\nThe demo instance goes offline; \(action.commandWord)ing the post…\n")
        instance.isOffline = true
        defer { instance.isOffline = false }
        guard try await store.enqueue(action, onStatusID: post.id) != nil,
            let offline = try await store.sendQueued()
        else { throw StoryError(description: "the \(action.commandWord) was not queued") }
        let bookmarked = action == .bookmark
        try await screens.settle { Self.isBookmarked(post.id, in: $0) == bookmarked }
        describePending(post.id, on: screens.all)
        output.write("\(OutboxLines.queued(offline.waiting)): every screen shows it, marked until sent.\n")

        output.write("The instance is back; sending what waits…\n")
        instance.isOffline = false
        let before = instance.requestCount
        guard let online = try await store.sendQueued(), online.sent.count == 1, online.waiting == 0 else {
            throw StoryError(description: "the queued \(action.commandWord) was not sent")
        }
        let requests = instance.requestCount - before
        try await screens.settle { Self.isBookmarked(post.id, in: $0) == bookmarked }
        describePending(post.id, on: screens.all)
        output.write("HTTP requests to send it: \(requests)\n")
        guard requests == 1 else {
            throw StoryError(description: "the queued \(action.commandWord) took \(requests) requests")
        }
    }

    /// Each screen's counts line of the post, with the marks of its changes waiting in the outbox.
    private func describePending(_ id: String, on screens: [DemoScreen]) {
        for screen in screens {
            guard let number = screen.number(of: id) else { continue }
            let counts = StatusText.counts(
                of: screen.content[number - 1].displayed, pending: store.pendingChanges.marks(of: id))
            output.write("  \(screen.paddedName) [\(number)] \(counts)\n")
        }
    }

    private static func isBookmarked(_ id: String, in list: [Status]) -> Bool {
        list.contains { $0.displayed.id == id && $0.displayed.bookmarked == true }
    }
}
