import Foundation

/// A user profile, local or remote.
public struct Account: Sendable, Hashable, Identifiable, Codable {
    /// The account's id on this server (opaque; never parse it as a number).
    public var id: String
    /// The username, without domain.
    public var username: String
    /// The webfinger address: `user` for local accounts, `user@domain` for remote ones.
    public var acct: String
    /// The display name (may be empty and may contain `:shortcode:` emoji).
    public var displayName: String
    /// The biography, as sanitized HTML.
    public var note: String
    /// The profile page.
    public var url: URL?
    /// The avatar image (possibly animated).
    public var avatar: URL?
    /// A static avatar image.
    public var avatarStatic: URL?
    /// The header image (possibly animated).
    public var header: URL?
    /// A static header image.
    public var headerStatic: URL?
    /// Whether follow requests are reviewed manually.
    public var locked: Bool
    /// Whether the account is automated.
    public var bot: Bool
    /// Whether the account is a group actor; `nil` when the server did not say.
    public var group: Bool?
    /// Whether the account opted into discovery features; often `nil`.
    public var discoverable: Bool?
    /// Number of followers (may be hidden as 0).
    public var followersCount: Int
    /// Number of accounts followed (may be hidden as 0).
    public var followingCount: Int
    /// Number of statuses posted.
    public var statusesCount: Int
    /// When the account was created (recent servers round it to midnight UTC); ``unknownCreation`` when
    /// the server did not say.
    public var createdAt: Date
    /// The day of the account's last status (midnight UTC), or `nil` if it never posted.
    public var lastStatusAt: Date?
    /// Custom emoji used in the display name and note.
    public var emojis: [CustomEmoji]
    /// Profile metadata fields.
    public var fields: [AccountField]

    /// Creates an account.
    ///
    /// - Parameters:
    ///   - id: The account's id.
    ///   - username: The username, without domain.
    ///   - acct: The webfinger address.
    ///   - displayName: The display name.
    ///   - note: The biography, as HTML.
    ///   - url: The profile page.
    ///   - avatar: The avatar image.
    ///   - avatarStatic: A static avatar image.
    ///   - header: The header image.
    ///   - headerStatic: A static header image.
    ///   - locked: Whether follow requests are reviewed.
    ///   - bot: Whether the account is automated.
    ///   - group: Whether the account is a group.
    ///   - discoverable: Whether the account opted into discovery.
    ///   - followersCount: Number of followers.
    ///   - followingCount: Number of accounts followed.
    ///   - statusesCount: Number of statuses.
    ///   - createdAt: When the account was created.
    ///   - lastStatusAt: The day of the last status.
    ///   - emojis: Custom emoji used in the profile.
    ///   - fields: Profile metadata fields.
    public init(
        id: String, username: String, acct: String, displayName: String = "", note: String = "",
        url: URL? = nil, avatar: URL? = nil, avatarStatic: URL? = nil, header: URL? = nil,
        headerStatic: URL? = nil, locked: Bool = false, bot: Bool = false, group: Bool? = nil,
        discoverable: Bool? = nil, followersCount: Int = 0, followingCount: Int = 0,
        statusesCount: Int = 0, createdAt: Date, lastStatusAt: Date? = nil,
        emojis: [CustomEmoji] = [], fields: [AccountField] = []
    ) {
        self.id = id
        self.username = username
        self.acct = acct
        self.displayName = displayName
        self.note = note
        self.url = url
        self.avatar = avatar
        self.avatarStatic = avatarStatic
        self.header = header
        self.headerStatic = headerStatic
        self.locked = locked
        self.bot = bot
        self.group = group
        self.discoverable = discoverable
        self.followersCount = followersCount
        self.followingCount = followingCount
        self.statusesCount = statusesCount
        self.createdAt = createdAt
        self.lastStatusAt = lastStatusAt
        self.emojis = emojis
        self.fields = fields
    }

    /// The ``createdAt`` of an account whose server sent no readable `created_at`: 1970-01-01.
    public static let unknownCreation = Date(timeIntervalSince1970: 0)

    private enum CodingKeys: String, CodingKey {
        case id, username, acct, note, url, avatar, header, locked, bot, group, discoverable, emojis, fields
        case displayName = "display_name"
        case avatarStatic = "avatar_static"
        case headerStatic = "header_static"
        case followersCount = "followers_count"
        case followingCount = "following_count"
        case statusesCount = "statuses_count"
        case createdAt = "created_at"
        case lastStatusAt = "last_status_at"
    }

    /// Decodes an account from Mastodon JSON (or what Pleroma, Akkoma, Pixelfed and GoToSocial send),
    /// tolerating absent or `null` optional fields and IDs sent as numbers. Only the `id` and a
    /// `username` or `acct` are required; a missing or unreadable `created_at` reads as
    /// ``unknownCreation``, and emoji or fields that do not decode are left out.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        let acct = try container.decodeIfPresent(String.self, forKey: .acct)
        guard
            let username = try container.decodeIfPresent(String.self, forKey: .username)
                ?? acct.map({ String($0.prefix { $0 != "@" }) })
        else {
            throw DecodingError.keyNotFound(
                CodingKeys.username,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "no username nor acct"))
        }
        self.username = username
        self.acct = acct ?? username
        displayName = try container.decode(String.self, forKey: .displayName, default: "")
        note = try container.decode(String.self, forKey: .note, default: "")
        url = try container.decodeLenientURL(forKey: .url)
        avatar = try container.decodeLenientURL(forKey: .avatar)
        avatarStatic = try container.decodeLenientURL(forKey: .avatarStatic)
        header = try container.decodeLenientURL(forKey: .header)
        headerStatic = try container.decodeLenientURL(forKey: .headerStatic)
        locked = try container.decode(Bool.self, forKey: .locked, default: false)
        bot = try container.decode(Bool.self, forKey: .bot, default: false)
        group = try container.decodeIfPresent(Bool.self, forKey: .group)
        discoverable = try container.decodeIfPresent(Bool.self, forKey: .discoverable)
        followersCount = try container.decode(Int.self, forKey: .followersCount, default: 0)
        followingCount = try container.decode(Int.self, forKey: .followingCount, default: 0)
        statusesCount = try container.decode(Int.self, forKey: .statusesCount, default: 0)
        createdAt = (try? container.decodeMastodonDateIfPresent(forKey: .createdAt)) ?? Self.unknownCreation
        lastStatusAt = try? container.decodeMastodonDateIfPresent(forKey: .lastStatusAt)
        emojis = container.decodeLossyArray(CustomEmoji.self, forKey: .emojis)
        fields = container.decodeLossyArray(AccountField.self, forKey: .fields)
    }

    /// Encodes the account as Mastodon JSON; a midnight-UTC `last_status_at` is written date-only
    /// (`2026-04-11`) as Mastodon does, any other instant as a full timestamp.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encode(acct, forKey: .acct)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(note, forKey: .note)
        try container.encodeURLOrNull(url, forKey: .url)
        try container.encodeURLOrNull(avatar, forKey: .avatar)
        try container.encodeURLOrNull(avatarStatic, forKey: .avatarStatic)
        try container.encodeURLOrNull(header, forKey: .header)
        try container.encodeURLOrNull(headerStatic, forKey: .headerStatic)
        try container.encode(locked, forKey: .locked)
        try container.encode(bot, forKey: .bot)
        try container.encodeIfPresent(group, forKey: .group)
        try container.encodeOrNull(discoverable, forKey: .discoverable)
        try container.encode(followersCount, forKey: .followersCount)
        try container.encode(followingCount, forKey: .followingCount)
        try container.encode(statusesCount, forKey: .statusesCount)
        try container.encodeMastodonDate(createdAt, forKey: .createdAt)
        try container.encodeOrNull(lastStatusAt.map(Self.lastStatusText), forKey: .lastStatusAt)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(fields, forKey: .fields)
    }

    private static func lastStatusText(_ date: Date) -> String {
        let isMidnightUTC = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0
        return isMidnightUTC ? MastodonDate.dateOnlyString(from: date) : MastodonDate.string(from: date)
    }
}
