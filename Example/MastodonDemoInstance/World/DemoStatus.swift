import Foundation

/// A status of the demo world: an original post, a reply, or a boost wrapper.
///
/// A boost is a wrapper status with empty `content`, no attachments and zero counts whose
/// `reblogOfID` names the original, exactly as Mastodon models it.
public struct DemoStatus: Sendable, Hashable {
    /// The snowflake id; ids grow with `createdAt`.
    public let id: String
    /// When the status was created (millisecond precision).
    public let createdAt: Date
    /// The author's (or booster's) account id.
    public let accountID: String
    /// For a boost wrapper, the id of the boosted original; otherwise `nil`.
    public let reblogOfID: String?
    /// The status this one replies to, if any.
    public let inReplyToID: String?
    /// The author of the status this one replies to, if any.
    public let inReplyToAccountID: String?
    /// Who may see the status.
    public let visibility: DemoVisibility
    /// ISO 639 language code, `nil` for boost wrappers.
    public let language: String?
    /// Whether media or text is hidden behind a warning.
    public let sensitive: Bool
    /// The content warning, `""` when none.
    public let spoilerText: String
    /// Sanitized HTML content, `""` for boost wrappers.
    public let content: String
    /// Ids of the mentioned accounts, in order of appearance.
    public let mentionedAccountIDs: [String]
    /// Lowercased names of the hashtags used in `content`.
    public let tags: [String]
    /// Shortcodes of the custom emoji used in `content`.
    public let emojiShortcodes: [String]
    /// Attached media, in display order.
    public let media: [DemoMediaAttachment]
    /// Number of replies (0 for boost wrappers).
    public internal(set) var repliesCount: Int
    /// Number of boosts (0 for boost wrappers).
    public internal(set) var reblogsCount: Int
    /// Number of favourites (0 for boost wrappers).
    public internal(set) var favouritesCount: Int

    /// Whether this status is a boost wrapper.
    public var isReblog: Bool {
        reblogOfID != nil
    }

    /// Whether this status replies to another account's status (self-threads are not "replies" to
    /// Mastodon's public timelines).
    public var isReplyToOther: Bool {
        inReplyToID != nil && inReplyToAccountID != accountID
    }

    /// The status with its `createdAt` moved by `milliseconds`; everything else, the ID included, kept.
    func shifted(by milliseconds: Int64) -> DemoStatus {
        DemoStatus(
            id: id, createdAt: Timestamp.date(milliseconds: Timestamp.milliseconds(createdAt) + milliseconds),
            accountID: accountID, reblogOfID: reblogOfID, inReplyToID: inReplyToID,
            inReplyToAccountID: inReplyToAccountID, visibility: visibility, language: language,
            sensitive: sensitive, spoilerText: spoilerText, content: content,
            mentionedAccountIDs: mentionedAccountIDs, tags: tags, emojiShortcodes: emojiShortcodes,
            media: media,
            repliesCount: repliesCount, reblogsCount: reblogsCount, favouritesCount: favouritesCount)
    }

    /// Creates a status.
    public init(
        id: String, createdAt: Date, accountID: String, reblogOfID: String?, inReplyToID: String?,
        inReplyToAccountID: String?, visibility: DemoVisibility, language: String?, sensitive: Bool,
        spoilerText: String, content: String, mentionedAccountIDs: [String], tags: [String],
        emojiShortcodes: [String], media: [DemoMediaAttachment], repliesCount: Int, reblogsCount: Int,
        favouritesCount: Int
    ) {
        self.id = id
        self.createdAt = createdAt
        self.accountID = accountID
        self.reblogOfID = reblogOfID
        self.inReplyToID = inReplyToID
        self.inReplyToAccountID = inReplyToAccountID
        self.visibility = visibility
        self.language = language
        self.sensitive = sensitive
        self.spoilerText = spoilerText
        self.content = content
        self.mentionedAccountIDs = mentionedAccountIDs
        self.tags = tags
        self.emojiShortcodes = emojiShortcodes
        self.media = media
        self.repliesCount = repliesCount
        self.reblogsCount = reblogsCount
        self.favouritesCount = favouritesCount
    }
}
