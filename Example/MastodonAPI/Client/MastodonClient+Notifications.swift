import Foundation

extension MastodonClient {
    /// Loads the newest page of the user's notifications: `GET /api/v1/notifications` (needs a user
    /// token).
    ///
    /// - Parameter limit: The page size (Mastodon defaults to 40 and caps at 80); `nil` for the default.
    /// - Returns: The notifications, newest first, with `next` (older) and `prev` (newer) page links.
    /// - Throws: ``MastodonError`` or `CancellationError`.
    public func notifications(limit: Int? = nil) async throws -> NotificationPage {
        let query = limit.map { [("limit", String($0))] } ?? []
        return try await notificationPage(at: try endpoint("/api/v1/notifications", query: query))
    }

    /// Loads a page of notifications from a pagination link, exactly as given.
    ///
    /// A notification that does not decode is left out and listed in ``NotificationPage/skipped``.
    ///
    /// - Parameter url: A ``NotificationPage/next`` or ``NotificationPage/prev`` link.
    /// - Returns: The notifications on that page and its own links.
    /// - Throws: ``MastodonError/crossOriginLink(_:)`` without making any request when `url` is not on
    ///   the instance's origin; otherwise ``MastodonError`` or `CancellationError`.
    public func notificationPage(at url: URL) async throws -> NotificationPage {
        let (list, links) = try await list(
            MastodonNotification.self, at: url, expected: "a Mastodon notification list")
        return NotificationPage(
            notifications: list.elements, next: links?.next, prev: links?.prev, skipped: list.skipped)
    }
}
