import Foundation

/// A post ("toot"), or a boost of one.
///
/// A boost is a wrapper status with empty content whose ``reblog`` holds the original. Show and act
/// on ``displayed``. ``reblog`` is a computed property over an indirect box (a struct cannot contain
/// itself), yet still writable, so `\Status.reblog` is a `WritableKeyPath<Status, Status?>`.
public struct Status: Sendable, Hashable, Identifiable, Codable {
    /// The status id (opaque: Mastodon snowflakes, base62 or ULIDs on other servers).
    public var id: String
    /// When the status was posted.
    public var createdAt: Date
    /// When the status was last edited, or `nil` if never (or the server predates editing).
    public var editedAt: Date?
    /// The id of the status this replies to.
    public var inReplyToId: String?
    /// The id of the account this replies to.
    public var inReplyToAccountId: String?
    /// Whether the media is marked sensitive.
    public var sensitive: Bool
    /// The content warning; empty when there is none.
    public var spoilerText: String
    /// Who can see the status.
    public var visibility: Visibility
    /// The ISO 639 language code, if known.
    public var language: String?
    /// The ActivityPub identifier.
    public var uri: String
    /// The status's HTML page, if it has one.
    public var url: URL?
    /// Number of replies.
    public var repliesCount: Int
    /// Number of boosts.
    public var reblogsCount: Int
    /// Number of favourites.
    public var favouritesCount: Int
    /// Whether the user favourited it; `nil` when absent (anonymous reads).
    public var favourited: Bool?
    /// Whether the user boosted it; `nil` when absent (anonymous reads).
    public var reblogged: Bool?
    /// Whether the user muted the conversation; `nil` when absent (anonymous reads).
    public var muted: Bool?
    /// Whether the user bookmarked it; `nil` when absent (anonymous reads).
    public var bookmarked: Bool?
    /// Whether it is pinned to the user's profile; `nil` unless it is the user's pinnable post.
    public var pinned: Bool?
    /// The body, as sanitized HTML (see ``HTMLText/plainText(fromHTML:)``); empty for boosts.
    public var content: String
    /// The author (for a boost: the account that boosted).
    public var account: Account
    /// The client application that posted it, when the server discloses it.
    public var application: Application?
    /// Attached media.
    public var mediaAttachments: [MediaAttachment]
    /// Mentioned accounts.
    public var mentions: [Mention]
    /// Hashtags used.
    public var tags: [Tag]
    /// Custom emoji used in the content and content warning.
    public var emojis: [CustomEmoji]
    /// The preview card of the first link, if any.
    public var card: Card?
    /// The attached poll, if any.
    public var poll: Poll?

    private var reblogBox: ReblogBox?

    /// The boosted original when this status is a boost, otherwise `nil`.
    public var reblog: Status? {
        get { reblogBox?.status }
        set { reblogBox = newValue.map(ReblogBox.status) }
    }

    /// The status to show and act on: the original for a boost, otherwise this status itself.
    public var displayed: Status { reblog ?? self }

    /// Creates a status.
    ///
    /// - Parameters:
    ///   - id: The status id.
    ///   - createdAt: When it was posted.
    ///   - editedAt: When it was last edited.
    ///   - inReplyToId: The status it replies to.
    ///   - inReplyToAccountId: The account it replies to.
    ///   - sensitive: Whether the media is sensitive.
    ///   - spoilerText: The content warning.
    ///   - visibility: Who can see it.
    ///   - language: The language code.
    ///   - uri: The ActivityPub identifier.
    ///   - url: The HTML page.
    ///   - repliesCount: Number of replies.
    ///   - reblogsCount: Number of boosts.
    ///   - favouritesCount: Number of favourites.
    ///   - favourited: Whether the user favourited it.
    ///   - reblogged: Whether the user boosted it.
    ///   - muted: Whether the user muted the conversation.
    ///   - bookmarked: Whether the user bookmarked it.
    ///   - pinned: Whether it is pinned.
    ///   - content: The body, as HTML.
    ///   - reblog: The boosted original, for a boost.
    ///   - account: The author.
    ///   - application: The posting application.
    ///   - mediaAttachments: Attached media.
    ///   - mentions: Mentioned accounts.
    ///   - tags: Hashtags used.
    ///   - emojis: Custom emoji used.
    ///   - card: The preview card.
    ///   - poll: The poll.
    public init(
        id: String, createdAt: Date, editedAt: Date? = nil, inReplyToId: String? = nil,
        inReplyToAccountId: String? = nil, sensitive: Bool = false, spoilerText: String = "",
        visibility: Visibility = .public, language: String? = nil, uri: String = "", url: URL? = nil,
        repliesCount: Int = 0, reblogsCount: Int = 0, favouritesCount: Int = 0,
        favourited: Bool? = nil, reblogged: Bool? = nil, muted: Bool? = nil, bookmarked: Bool? = nil,
        pinned: Bool? = nil, content: String = "", reblog: Status? = nil, account: Account,
        application: Application? = nil, mediaAttachments: [MediaAttachment] = [],
        mentions: [Mention] = [], tags: [Tag] = [], emojis: [CustomEmoji] = [], card: Card? = nil,
        poll: Poll? = nil
    ) {
        self.id = id
        self.createdAt = createdAt
        self.editedAt = editedAt
        self.inReplyToId = inReplyToId
        self.inReplyToAccountId = inReplyToAccountId
        self.sensitive = sensitive
        self.spoilerText = spoilerText
        self.visibility = visibility
        self.language = language
        self.uri = uri
        self.url = url
        self.repliesCount = repliesCount
        self.reblogsCount = reblogsCount
        self.favouritesCount = favouritesCount
        self.favourited = favourited
        self.reblogged = reblogged
        self.muted = muted
        self.bookmarked = bookmarked
        self.pinned = pinned
        self.content = content
        self.account = account
        self.application = application
        self.mediaAttachments = mediaAttachments
        self.mentions = mentions
        self.tags = tags
        self.emojis = emojis
        self.card = card
        self.poll = poll
        self.reblogBox = reblog.map(ReblogBox.status)
    }

    private enum CodingKeys: String, CodingKey {
        case id, sensitive, visibility, language, uri, url, favourited, reblogged, muted, bookmarked
        case pinned, content, reblog, account, application, mentions, tags, emojis, card, poll
        case createdAt = "created_at"
        case editedAt = "edited_at"
        case inReplyToId = "in_reply_to_id"
        case inReplyToAccountId = "in_reply_to_account_id"
        case spoilerText = "spoiler_text"
        case repliesCount = "replies_count"
        case reblogsCount = "reblogs_count"
        case favouritesCount = "favourites_count"
        case mediaAttachments = "media_attachments"
    }

    /// Servers boost originals only: a `reblog` that is the status itself, or is a boost too, is hostile
    /// and refused — looked at before it is decoded, so that a chain of boosts nested a thousand deep
    /// costs one level, never a recursion as deep as the chain.
    private static func refuseHostileBoost(
        in container: KeyedDecodingContainer<CodingKeys>, id: String
    ) throws {
        guard container.contains(.reblog), try !container.decodeNil(forKey: .reblog) else { return }
        let reblog = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .reblog)
        if try reblog.decodeIdentifierIfPresent(forKey: .id) == id {
            throw DecodingError.dataCorruptedError(
                forKey: .reblog, in: container, debugDescription: "a boost of itself")
        }
        if reblog.contains(.reblog), try !reblog.decodeNil(forKey: .reblog) {
            throw DecodingError.dataCorruptedError(
                forKey: .reblog, in: container, debugDescription: "a boost of a boost")
        }
    }

    /// Decodes a status from Mastodon JSON (or what Pleroma, Akkoma, Pixelfed and GoToSocial send),
    /// tolerating absent or `null` optional fields, IDs sent as numbers, unknown enum values, and
    /// attachments, mentions, tags, emoji, cards or polls that do not decode (they are left out).
    /// The `id`, `created_at` and `account` are required; a `reblog` that is the status itself or is a
    /// boost too is refused, as no server sends one.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        createdAt = try container.decodeMastodonDate(forKey: .createdAt)
        editedAt = try container.decodeMastodonDateIfPresent(forKey: .editedAt)
        inReplyToId = try container.decodeIdentifierIfPresent(forKey: .inReplyToId)
        inReplyToAccountId = try container.decodeIdentifierIfPresent(forKey: .inReplyToAccountId)
        sensitive = try container.decode(Bool.self, forKey: .sensitive, default: false)
        spoilerText = try container.decode(String.self, forKey: .spoilerText, default: "")
        visibility = try container.decode(Visibility.self, forKey: .visibility, default: .public)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        uri = try container.decode(String.self, forKey: .uri, default: "")
        url = try container.decodeLenientURL(forKey: .url)
        repliesCount = try container.decode(Int.self, forKey: .repliesCount, default: 0)
        reblogsCount = try container.decode(Int.self, forKey: .reblogsCount, default: 0)
        favouritesCount = try container.decode(Int.self, forKey: .favouritesCount, default: 0)
        favourited = try container.decodeIfPresent(Bool.self, forKey: .favourited)
        reblogged = try container.decodeIfPresent(Bool.self, forKey: .reblogged)
        muted = try container.decodeIfPresent(Bool.self, forKey: .muted)
        bookmarked = try container.decodeIfPresent(Bool.self, forKey: .bookmarked)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
        content = try container.decode(String.self, forKey: .content, default: "")
        try Self.refuseHostileBoost(in: container, id: id)
        reblogBox = try container.decodeIfPresent(Status.self, forKey: .reblog).map(ReblogBox.status)
        account = try container.decode(Account.self, forKey: .account)
        application = container.decodeLenient(Application.self, forKey: .application)
        mediaAttachments = container.decodeLossyArray(MediaAttachment.self, forKey: .mediaAttachments)
        mentions = container.decodeLossyArray(Mention.self, forKey: .mentions)
        tags = container.decodeLossyArray(Tag.self, forKey: .tags)
        emojis = container.decodeLossyArray(CustomEmoji.self, forKey: .emojis)
        card = container.decodeLenient(Card.self, forKey: .card)
        poll = container.decodeLenient(Poll.self, forKey: .poll)
    }

    /// Encodes the status as Mastodon JSON. User-specific booleans and `application` are omitted
    /// when `nil` (as for anonymous reads); other optional fields are written as `null`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeMastodonDate(createdAt, forKey: .createdAt)
        try container.encodeMastodonDateOrNull(editedAt, forKey: .editedAt)
        try container.encodeOrNull(inReplyToId, forKey: .inReplyToId)
        try container.encodeOrNull(inReplyToAccountId, forKey: .inReplyToAccountId)
        try container.encode(sensitive, forKey: .sensitive)
        try container.encode(spoilerText, forKey: .spoilerText)
        try container.encode(visibility, forKey: .visibility)
        try container.encodeOrNull(language, forKey: .language)
        try container.encode(uri, forKey: .uri)
        try container.encodeURLOrNull(url, forKey: .url)
        try container.encode(repliesCount, forKey: .repliesCount)
        try container.encode(reblogsCount, forKey: .reblogsCount)
        try container.encode(favouritesCount, forKey: .favouritesCount)
        try container.encodeIfPresent(favourited, forKey: .favourited)
        try container.encodeIfPresent(reblogged, forKey: .reblogged)
        try container.encodeIfPresent(muted, forKey: .muted)
        try container.encodeIfPresent(bookmarked, forKey: .bookmarked)
        try container.encodeIfPresent(pinned, forKey: .pinned)
        try container.encode(content, forKey: .content)
        try container.encodeOrNull(reblog, forKey: .reblog)
        try container.encode(account, forKey: .account)
        try container.encodeIfPresent(application, forKey: .application)
        try container.encode(mediaAttachments, forKey: .mediaAttachments)
        try container.encode(mentions, forKey: .mentions)
        try container.encode(tags, forKey: .tags)
        try container.encode(emojis, forKey: .emojis)
        try container.encodeOrNull(card, forKey: .card)
        try container.encodeOrNull(poll, forKey: .poll)
    }
}

/// Indirect storage for ``Status/reblog``: a struct cannot store itself inline.
private indirect enum ReblogBox: Sendable, Hashable {
    case status(Status)

    var status: Status {
        switch self {
        case .status(let status): status
        }
    }
}
