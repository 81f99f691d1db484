/// What a notification is about. Unknown values (newer Mastodon types, `pleroma:emoji_reaction`,
/// GoToSocial's `pending.favourite`, …) are kept in ``other(_:)`` and encode back to the same string.
public enum NotificationType: OpenStringEnum {
    /// Someone mentioned the user.
    case mention
    /// Someone the user enabled notifications for posted.
    case status
    /// Someone boosted one of the user's statuses.
    case reblog
    /// Someone followed the user.
    case follow
    /// Someone asked to follow the user.
    case followRequest
    /// Someone favourited one of the user's statuses.
    case favourite
    /// A poll the user voted in or created has ended.
    case poll
    /// A status the user interacted with was edited.
    case update
    /// A value this library does not know, kept verbatim.
    case other(String)

    /// Creates a type from its API string; unknown strings become ``other(_:)``.
    ///
    /// - Parameter rawValue: The `type` value sent by the server.
    public init(rawValue: String) {
        switch rawValue {
        case "mention": self = .mention
        case "status": self = .status
        case "reblog": self = .reblog
        case "follow": self = .follow
        case "follow_request": self = .followRequest
        case "favourite": self = .favourite
        case "poll": self = .poll
        case "update": self = .update
        default: self = .other(rawValue)
        }
    }

    /// The API string for this type.
    public var rawValue: String {
        switch self {
        case .mention: "mention"
        case .status: "status"
        case .reblog: "reblog"
        case .follow: "follow"
        case .followRequest: "follow_request"
        case .favourite: "favourite"
        case .poll: "poll"
        case .update: "update"
        case .other(let value): value
        }
    }
}
