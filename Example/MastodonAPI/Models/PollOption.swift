/// One choice in a poll.
public struct PollOption: Sendable, Hashable, Codable {
    /// The choice's text.
    public var title: String
    /// Votes for this choice, or `nil` while results are hidden until the poll ends.
    public var votesCount: Int?

    /// Creates a poll option.
    ///
    /// - Parameters:
    ///   - title: The choice's text.
    ///   - votesCount: Votes for this choice, `nil` when hidden.
    public init(title: String, votesCount: Int? = nil) {
        self.title = title
        self.votesCount = votesCount
    }

    private enum CodingKeys: String, CodingKey {
        case title
        case votesCount = "votes_count"
    }

    /// Decodes a poll option from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title, default: "")
        votesCount = try container.decodeIfPresent(Int.self, forKey: .votesCount)
    }

    /// Encodes the poll option as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeOrNull(votesCount, forKey: .votesCount)
    }
}
