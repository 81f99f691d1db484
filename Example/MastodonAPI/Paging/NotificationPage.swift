import Foundation

/// One page of notifications, newest first, with the cursors from its `Link` header.
///
/// Like timelines, stop paging on an empty page, not on a missing ``next``.
public struct NotificationPage: Sendable, Hashable {
    /// The notifications on this page, newest first.
    public var notifications: [MastodonNotification]
    /// The page of older notifications (`rel="next"`), or `nil` when the server gave none.
    public var next: URL?
    /// The page of newer notifications (`rel="prev"`), or `nil` when the server gave none.
    public var prev: URL?
    /// The notifications of the page that could not be read and were left out.
    public var skipped: [SkippedItem]

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - notifications: The notifications, newest first.
    ///   - next: The URL of the older page.
    ///   - prev: The URL of the newer page.
    ///   - skipped: The notifications that could not be read.
    public init(
        notifications: [MastodonNotification], next: URL? = nil, prev: URL? = nil, skipped: [SkippedItem] = []
    ) {
        self.notifications = notifications
        self.next = next
        self.prev = prev
        self.skipped = skipped
    }
}
