import MastodonAPI

/// What identifies one paged timeline in the cache: which timeline, and how many statuses a page holds.
///
/// It is the `Param` of ``MastodonTimelineFetcher`` and of the cacher the timelines are kept in.
public struct TimelineRequest: Hashable, Sendable, Codable {
    /// The timeline to read.
    public var timeline: Timeline
    /// The page size, 1...40; `nil` for the server's default (20 on Mastodon).
    public var limit: Int?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - timeline: The timeline to read.
    ///   - limit: The page size; `nil` for the server's default.
    public init(timeline: Timeline, limit: Int? = nil) {
        self.timeline = timeline
        self.limit = limit
    }
}
