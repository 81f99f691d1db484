import MastodonAPI
import StoreFlowableSQLite

/// A favourite, boost or bookmark (or its undoing) kept in the cache's outbox until the server has it:
/// its change shows at once, and again after every restart, until it is sent.
///
/// Each action is its own kind (`favourite`, `unfavourite`, …), so that the outbox lists what waits by
/// name; an action and its undoing share a replacement key (`favourite`, `reblog`, `bookmark`), so that
/// a favourite then an unfavourite made offline cancel out and nothing is sent.
protocol QueuedStatusAction: OutboxOperation where Entity == Status {
    /// The action sent.
    static var action: StatusAction { get }

    /// The action on the status with `entityID`.
    init(entityID: String)
}

extension QueuedStatusAction {
    /// The action's name, as the server's path has it.
    static var kind: String { action.rawValue }

    /// The field the action sets: its undoing replaces it.
    var replacementKey: String? { Self.action.field }

    /// The change the server is expected to make.
    func apply(to status: inout Status) {
        Self.action.optimisticChange(&status)
    }
}

/// Every kind of queued action, to register and to make one by action.
enum QueuedStatusActions {
    /// One type per action.
    static let all: [any QueuedStatusAction.Type] = [
        QueuedFavourite.self, QueuedUnfavourite.self, QueuedReblog.self, QueuedUnreblog.self,
        QueuedBookmark.self, QueuedUnbookmark.self,
    ]

    /// The queued `action` on the status with `statusID`.
    static func make(_ action: StatusAction, statusID: String) -> any QueuedStatusAction {
        switch action {
        case .favourite: QueuedFavourite(entityID: statusID)
        case .unfavourite: QueuedUnfavourite(entityID: statusID)
        case .reblog: QueuedReblog(entityID: statusID)
        case .unreblog: QueuedUnreblog(entityID: statusID)
        case .bookmark: QueuedBookmark(entityID: statusID)
        case .unbookmark: QueuedUnbookmark(entityID: statusID)
        }
    }
}

/// `POST /api/v1/statuses/:id/favourite`, queued.
struct QueuedFavourite: QueuedStatusAction {
    static let action = StatusAction.favourite
    var entityID: String
}

/// `POST /api/v1/statuses/:id/unfavourite`, queued.
struct QueuedUnfavourite: QueuedStatusAction {
    static let action = StatusAction.unfavourite
    var entityID: String
}

/// `POST /api/v1/statuses/:id/reblog`, queued.
struct QueuedReblog: QueuedStatusAction {
    static let action = StatusAction.reblog
    var entityID: String
}

/// `POST /api/v1/statuses/:id/unreblog`, queued.
struct QueuedUnreblog: QueuedStatusAction {
    static let action = StatusAction.unreblog
    var entityID: String
}

/// `POST /api/v1/statuses/:id/bookmark`, queued.
struct QueuedBookmark: QueuedStatusAction {
    static let action = StatusAction.bookmark
    var entityID: String
}

/// `POST /api/v1/statuses/:id/unbookmark`, queued.
struct QueuedUnbookmark: QueuedStatusAction {
    static let action = StatusAction.unbookmark
    var entityID: String
}
