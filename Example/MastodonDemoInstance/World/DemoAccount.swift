import Foundation

/// An account of the demo world, local (on the demo host) or remote (`user@other.example`).
public struct DemoAccount: Sendable, Hashable {
    /// The account's snowflake id.
    public let id: String
    /// The username without any domain.
    public let username: String
    /// The home domain of a remote account, `nil` for a local one.
    public let domain: String?
    /// The display name (may contain spaces, punctuation and emoji); `DemoInstance.rename` changes it.
    public internal(set) var displayName: String
    /// The profile bio as sanitized HTML (`<p>…</p>`).
    public let note: String
    /// When the account was created: midnight UTC, as recent Mastodon versions report it.
    public let createdAt: Date
    /// Number of followers.
    public let followersCount: Int
    /// Number of accounts followed.
    public let followingCount: Int
    /// Number of statuses, including boosts and older statuses outside the generated window.
    public internal(set) var statusesCount: Int
    /// Day of the newest status, or `nil` when the account never posted.
    public internal(set) var lastStatusAt: Date?
    /// Whether the account is marked as automated.
    public let isBot: Bool
    /// Whether follow requests need approval.
    public let isLocked: Bool
    /// The random file stem used in the avatar and header URLs (16 hexadecimal digits).
    public let imageStem: String

    /// `username` for a local account, `username@domain` for a remote one.
    public var acct: String {
        domain.map { "\(username)@\($0)" } ?? username
    }

    /// The account with its creation day moved by `milliseconds` (still midnight UTC) and the day of its
    /// newest status set to `lastStatusAt`.
    func shifted(by milliseconds: Int64, lastStatusAt: Date?) -> DemoAccount {
        DemoAccount(
            id: id, username: username, domain: domain, displayName: displayName, note: note,
            createdAt: Timestamp.startOfDay(
                Timestamp.date(milliseconds: Timestamp.milliseconds(createdAt) + milliseconds)),
            followersCount: followersCount, followingCount: followingCount, statusesCount: statusesCount,
            lastStatusAt: lastStatusAt, isBot: isBot, isLocked: isLocked, imageStem: imageStem)
    }

    /// Whether the account lives on the demo instance itself.
    public var isLocal: Bool {
        domain == nil
    }

    /// Creates an account.
    public init(
        id: String, username: String, domain: String?, displayName: String, note: String,
        createdAt: Date, followersCount: Int, followingCount: Int, statusesCount: Int,
        lastStatusAt: Date?, isBot: Bool, isLocked: Bool, imageStem: String
    ) {
        self.id = id
        self.username = username
        self.domain = domain
        self.displayName = displayName
        self.note = note
        self.createdAt = createdAt
        self.followersCount = followersCount
        self.followingCount = followingCount
        self.statusesCount = statusesCount
        self.lastStatusAt = lastStatusAt
        self.isBot = isBot
        self.isLocked = isLocked
        self.imageStem = imageStem
    }
}
