import Foundation

/// Something that happened to the user: a mention, a boost, a favourite, a follow, ….
///
/// (Named so as not to clash with Foundation's `Notification`.)
public struct MastodonNotification: Sendable, Hashable, Identifiable, Codable {
    /// The notification's id (opaque; on Mastodon a small integer, not a status id).
    public var id: String
    /// What happened.
    public var type: NotificationType
    /// When it happened.
    public var createdAt: Date
    /// Who did it.
    public var account: Account
    /// The status it is about (the mention, the boosted or favourited status), if any.
    public var status: Status?

    /// Creates a notification.
    ///
    /// - Parameters:
    ///   - id: The notification's id.
    ///   - type: What happened.
    ///   - createdAt: When it happened.
    ///   - account: Who did it.
    ///   - status: The status it is about.
    public init(id: String, type: NotificationType, createdAt: Date, account: Account, status: Status? = nil)
    {
        self.id = id
        self.type = type
        self.createdAt = createdAt
        self.account = account
        self.status = status
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, account, status
        case createdAt = "created_at"
    }

    /// Decodes a notification from Mastodon JSON (or what Pleroma, Akkoma, Pixelfed and GoToSocial send):
    /// IDs as strings or numbers, unknown types kept. `id`, `type`, `created_at` and `account` are
    /// required; a `status` that is present must decode.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        type = try container.decode(NotificationType.self, forKey: .type)
        createdAt = try container.decodeMastodonDate(forKey: .createdAt)
        account = try container.decode(Account.self, forKey: .account)
        status = try container.decodeIfPresent(Status.self, forKey: .status)
    }

    /// Encodes the notification as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type, forKey: .type)
        try container.encodeMastodonDate(createdAt, forKey: .createdAt)
        try container.encode(account, forKey: .account)
        try container.encodeOrNull(status, forKey: .status)
    }
}
