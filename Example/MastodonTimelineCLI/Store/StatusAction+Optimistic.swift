import MastodonAPI

extension StatusAction {
    /// The change the server is expected to make to the status, for an optimistic update that shows the
    /// action at once (used by the normalized store's `optimisticUpdate`).
    var optimisticChange: @Sendable (inout Status) -> Void {
        switch self {
        case .favourite:
            return { status in
                if status.favourited != true { status.favouritesCount = Self.oneMore(status.favouritesCount) }
                status.favourited = true
            }
        case .unfavourite:
            return { status in
                if status.favourited == true { status.favouritesCount = max(0, status.favouritesCount - 1) }
                status.favourited = false
            }
        case .reblog:
            return { status in
                if status.reblogged != true { status.reblogsCount = Self.oneMore(status.reblogsCount) }
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

    /// `count + 1`, or `count` when that is the largest count there is: a count comes from the server.
    static func oneMore(_ count: Int) -> Int {
        count < .max ? count + 1 : count
    }
}
