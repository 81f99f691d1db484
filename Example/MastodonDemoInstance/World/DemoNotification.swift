import Foundation

/// A notification of the demo user, served by `GET /api/v1/notifications`.
public struct DemoNotification: Sendable, Hashable {
    /// The notification id: `"1"`, `"2"`, … in the order they happened, like Mastodon's.
    public let id: String
    /// Mastodon's `type`: `mention`, `reblog`, `favourite` or `follow`.
    public let type: String
    /// When it happened.
    public let createdAt: Date
    /// Who did it.
    public let accountID: String
    /// The status it is about (for a boost, the demo user's original), if any.
    public let statusID: String?

    /// Creates a notification.
    public init(id: String, type: String, createdAt: Date, accountID: String, statusID: String?) {
        self.id = id
        self.type = type
        self.createdAt = createdAt
        self.accountID = accountID
        self.statusID = statusID
    }
}
