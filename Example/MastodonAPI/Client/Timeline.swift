/// A Mastodon timeline that ``MastodonClient/timeline(_:limit:)`` can load.
public enum Timeline: Sendable, Hashable, Codable {
    /// `GET /api/v1/timelines/public`: the federated timeline, optionally only local or only
    /// remote statuses, optionally only statuses with media.
    case `public`(local: Bool = false, remote: Bool = false, onlyMedia: Bool = false)
    /// `GET /api/v1/timelines/tag/:hashtag`: public statuses with a hashtag (a leading `#` is ignored).
    case tag(String)
    /// `GET /api/v1/timelines/home`: statuses from followed accounts (needs a user token).
    case home
    /// `GET /api/v1/timelines/list/:id`: statuses from a list's members (needs a user token).
    case list(String)
    /// `GET /api/v1/accounts/:id/statuses`: one account's statuses and boosts; with `excludeReplies`
    /// without its replies to others (as a profile shows them), with `pinned` only its pinned statuses.
    case account(String, excludeReplies: Bool = false, pinned: Bool = false)

    /// The server's local timeline (`/api/v1/timelines/public?local=true`).
    public static let local = Timeline.public(local: true)

    /// The path, with dynamic segments percent-encoded.
    var path: String {
        switch self {
        case .public: "/api/v1/timelines/public"
        case .tag(let hashtag): "/api/v1/timelines/tag/" + PathSegment.encode(Self.strippingHash(hashtag))
        case .home: "/api/v1/timelines/home"
        case .list(let id): "/api/v1/timelines/list/" + PathSegment.encode(id)
        case .account(let id, _, _): "/api/v1/accounts/" + PathSegment.encode(id) + "/statuses"
        }
    }

    /// Query parameters other than `limit`, in a stable order.
    var queryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        switch self {
        case .public(let local, let remote, let onlyMedia):
            if local { items.append(("local", "true")) }
            if remote { items.append(("remote", "true")) }
            if onlyMedia { items.append(("only_media", "true")) }
        case .account(_, let excludeReplies, let pinned):
            if excludeReplies { items.append(("exclude_replies", "true")) }
            if pinned { items.append(("pinned", "true")) }
        case .tag, .home, .list:
            break
        }
        return items
    }

    private static func strippingHash(_ hashtag: String) -> String {
        hashtag.hasPrefix("#") ? String(hashtag.dropFirst()) : hashtag
    }
}
