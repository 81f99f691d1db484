import MastodonAPI

extension StatusAction {
    /// The change the server is expected to make to the status, for an optimistic update that shows the
    /// action at once (used by the normalized store's `optimisticUpdate`).
    var optimisticChange: @Sendable (inout Status) -> Void {
        switch self {
        case .favourite:
            return { status in
                if status.favourited != true { status.favouritesCount += 1 }
                status.favourited = true
            }
        case .unfavourite:
            return { status in
                if status.favourited == true { status.favouritesCount = max(0, status.favouritesCount - 1) }
                status.favourited = false
            }
        case .reblog:
            return { status in
                if status.reblogged != true { status.reblogsCount += 1 }
                status.reblogged = true
            }
        case .unreblog:
            return { status in
                if status.reblogged == true { status.reblogsCount = max(0, status.reblogsCount - 1) }
                status.reblogged = false
            }
        case .bookmark:
            return { $0.bookmarked = true }
        case .unbookmark:
            return { $0.bookmarked = false }
        }
    }
}
