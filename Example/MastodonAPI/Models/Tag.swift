import Foundation

/// A hashtag used in a status.
public struct Tag: Sendable, Hashable, Codable {
    /// The hashtag without the leading `#`.
    public var name: String
    /// The hashtag's page on the server, when the server sent a valid one.
    public var url: URL?

    /// Creates a hashtag.
    ///
    /// - Parameters:
    ///   - name: The hashtag without the leading `#`.
    ///   - url: The hashtag's page on the server.
    public init(name: String, url: URL? = nil) {
        self.name = name
        self.url = url
    }

    private enum CodingKeys: String, CodingKey {
        case name, url
    }

    /// Decodes a hashtag from Mastodon JSON, or from a bare name string as some servers send it.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        if let bare = try? decoder.singleValueContainer().decode(String.self) {
            name = bare.hasPrefix("#") ? String(bare.dropFirst()) : bare
            url = nil
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        url = try container.decodeLenientURL(forKey: .url)
    }

    /// Encodes the hashtag as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeURLOrNull(url, forKey: .url)
    }
}
