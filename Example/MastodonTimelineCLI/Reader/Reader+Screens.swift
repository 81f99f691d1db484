import Foundation
import MastodonAPI

extension Reader {
    /// Opens `target` on top of the stack; a profile asked for by address is looked up first.
    mutating func open(_ target: PaneTarget) async {
        var target = target
        if case .profile(let reference) = target, !reference.allSatisfy(\.isNumber) {
            message = "looking up @\(reference)…"
            draw()
            message = nil
            do {
                target = .profile(try await store.resolveAccount(reference).id)
            } catch {
                message = "error: " + ErrorMessage.line(for: error)
                return
            }
        }
        stack.append(PaneView(pane: pane(for: target)))
    }

    /// A new pane showing `target`; a profile by account ID.
    func pane(for target: PaneTarget) -> Pane {
        let store = store
        let pending = store.pendingChanges
        switch target {
        case .thread(let statusID):
            return Pane.list(
                title: "status \(statusID)", flowable: store.thread(ThreadRequest(statusID: statusID)),
                presenter: { ThreadPresenter(focusID: statusID, reading: $0, pending: pending) },
                onChange: onChange)
        case .timeline(let timeline):
            return Pane.list(
                title: TimelineArgument.name(of: timeline),
                flowable: store.timeline(TimelineRequest(timeline: timeline, limit: nil)),
                presenter: { TimelinePresenter(reading: $0, pending: pending) }, keepsPlace: true,
                onChange: onChange)
        case .notifications:
            return Pane.list(
                title: "notifications", flowable: store.notifications(NotificationsRequest(limit: nil)),
                presenter: { NotificationPresenter(reading: $0, pending: pending) }, onChange: onChange)
        case .profile(let accountID):
            return ProfilePane.make(accountID: accountID, store: store, onChange: onChange)
        }
    }

    /// Deletes the status with `statusID` on the server: it is gone from every screen at once, and back in its place with
    /// the reason when the server refuses. With a cache the deletion goes through its outbox: when the server cannot be
    /// reached it waits there, the status hidden, and the message says how many changes wait.
    func delete(statusID: String) {
        guard canWrite else {
            continuation.yield(.message("delete needs a user token: set \(Connection.tokenVariable)"))
            return
        }
        let (store, continuation) = (store, continuation)
        Task {
            do {
                if let change = try await store.deleteQueued(statusID: statusID) {
                    continuation.yield(.message(change.line))
                    return
                }
                try await store.delete(statusID: statusID, beforeSending: {})
                continuation.yield(.message("deleted \(statusID)"))
            } catch {
                continuation.yield(.message("error: " + ErrorMessage.line(for: error)))
            }
        }
    }

    /// Favourites, boosts or bookmarks the status of `row` — or undoes it when it is done already. Every
    /// screen shows the change at once; a failure rolls it back and says why. With a cache the change goes
    /// through its outbox: when the server cannot be reached it stays shown, marked `⏳`, and the message
    /// says how many changes wait; a refusal rolls it back with the `error:` line naming the `outbox` entry.
    func act(_ action: StatusAction, on row: PaneRow?) {
        guard let status = row?.status else {
            continuation.yield(.message("nothing to act on here"))
            return
        }
        guard canWrite else {
            continuation.yield(
                .message("\(action.rawValue) needs a user token: set \(Connection.tokenVariable)"))
            return
        }
        let toggled: StatusAction =
            switch action {
            case .favourite: status.favourited == true ? .unfavourite : .favourite
            case .reblog: status.reblogged == true ? .unreblog : .reblog
            case .bookmark: status.bookmarked == true ? .unbookmark : .bookmark
            default: action
            }
        let (store, continuation) = (store, continuation)
        Task {
            do {
                if let change = try await store.performQueued(toggled, onStatusID: status.id) {
                    // Sent, the change shows on every screen: nothing to say, as without a cache.
                    if !change.isSent { continuation.yield(.message(change.line)) }
                    return
                }
                _ = try await store.perform(toggled, onStatusID: status.id)
            } catch {
                continuation.yield(.message("error: " + ErrorMessage.line(for: error)))
            }
        }
    }
}
