import Foundation

/// A poll attached to a status.
public struct Poll: Sendable, Hashable, Identifiable, Codable {
    /// The poll's id.
    public var id: String
    /// When voting closes, or `nil` for a poll without an end.
    public var expiresAt: Date?
    /// Whether voting has closed.
    public var expired: Bool
    /// Whether several choices may be picked.
    public var multiple: Bool
    /// Total votes cast.
    public var votesCount: Int
    /// Distinct voters, or `nil` for single-choice polls on some servers.
    public var votersCount: Int?
    /// Whether the authenticated user voted; `nil` without a user token.
    public var voted: Bool?
    /// Indexes of the authenticated user's choices; `nil` without a user token.
    public var ownVotes: [Int]?
    /// The choices, in order.
    public var options: [PollOption]
    /// Custom emoji used in the choices.
    public var emojis: [CustomEmoji]

    /// Creates a poll.
    ///
    /// - Parameters:
    ///   - id: The poll's id.
    ///   - expiresAt: When voting closes.
    ///   - expired: Whether voting has closed.
    ///   - multiple: Whether several choices may be picked.
    ///   - votesCount: Total votes cast.
    ///   - votersCount: Distinct voters.
    ///   - voted: Whether the user voted.
    ///   - ownVotes: The user's choices.
    ///   - options: The choices.
    ///   - emojis: Custom emoji used in the choices.
    public init(
        id: String, expiresAt: Date? = nil, expired: Bool = false, multiple: Bool = false,
        votesCount: Int = 0, votersCount: Int? = nil, voted: Bool? = nil, ownVotes: [Int]? = nil,
        options: [PollOption], emojis: [CustomEmoji] = []
    ) {
        self.id = id
        self.expiresAt = expiresAt
        self.expired = expired
        self.multiple = multiple
        self.votesCount = votesCount
        self.votersCount = votersCount
        self.voted = voted
        self.ownVotes = ownVotes
        self.options = options
        self.emojis = emojis
    }

    private enum CodingKeys: String, CodingKey {
        case id, expired, multiple, voted, options, emojis
        case expiresAt = "expires_at"
        case votesCount = "votes_count"
        case votersCount = "voters_count"
        case ownVotes = "own_votes"
    }

    /// Decodes a poll from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        expiresAt = try container.decodeMastodonDateIfPresent(forKey: .expiresAt)
        expired = try container.decode(Bool.self, forKey: .expired, default: false)
        multiple = try container.decode(Bool.self, forKey: .multiple, default: false)
        votesCount = try container.decode(Int.self, forKey: .votesCount, default: 0)
        votersCount = try container.decodeIfPresent(Int.self, forKey: .votersCount)
        voted = try container.decodeIfPresent(Bool.self, forKey: .voted)
        ownVotes = try container.decodeIfPresent([Int].self, forKey: .ownVotes)
        options = container.decodeLossyArray(PollOption.self, forKey: .options)
        emojis = container.decodeLossyArray(CustomEmoji.self, forKey: .emojis)
    }

    /// Encodes the poll as Mastodon JSON (user-specific fields are omitted when `nil`).
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeMastodonDateOrNull(expiresAt, forKey: .expiresAt)
        try container.encode(expired, forKey: .expired)
        try container.encode(multiple, forKey: .multiple)
        try container.encode(votesCount, forKey: .votesCount)
        try container.encodeOrNull(votersCount, forKey: .votersCount)
        try container.encodeIfPresent(voted, forKey: .voted)
        try container.encodeIfPresent(ownVotes, forKey: .ownVotes)
        try container.encode(options, forKey: .options)
        try container.encode(emojis, forKey: .emojis)
    }
}
