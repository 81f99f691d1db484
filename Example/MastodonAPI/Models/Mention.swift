import Foundation

/// An account mentioned in a status.
public struct Mention: Sendable, Hashable, Codable {
    /// The mentioned account's id.
    public var id: String
    /// The mentioned account's username, without domain.
    public var username: String
    /// The webfinger address: `user` for local accounts, `user@domain` for remote ones.
    public var acct: String
    /// The mentioned account's profile page, when the server sent a valid one.
    public var url: URL?

    /// Creates a mention.
    ///
    /// - Parameters:
    ///   - id: The mentioned account's id.
    ///   - username: The username, without domain.
    ///   - acct: The webfinger address.
    ///   - url: The profile page.
    public init(id: String, username: String, acct: String, url: URL? = nil) {
        self.id = id
        self.username = username
        self.acct = acct
        self.url = url
    }

    private enum CodingKeys: String, CodingKey {
        case id, username, acct, url
    }

    /// Decodes a mention from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        username = try container.decode(String.self, forKey: .username, default: "")
        acct = try container.decode(String.self, forKey: .acct, default: "")
        url = try container.decodeLenientURL(forKey: .url)
    }

    /// Encodes the mention as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encode(acct, forKey: .acct)
        try container.encodeURLOrNull(url, forKey: .url)
    }
}
