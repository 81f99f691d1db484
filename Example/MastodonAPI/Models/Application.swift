import Foundation

/// The client application a status was posted from.
public struct Application: Sendable, Hashable, Codable {
    /// The application's name.
    public var name: String
    /// The application's website, if it declared a valid one.
    public var website: URL?

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - name: The application's name.
    ///   - website: The application's website.
    public init(name: String, website: URL? = nil) {
        self.name = name
        self.website = website
    }

    private enum CodingKeys: String, CodingKey {
        case name, website
    }

    /// Decodes an application from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name, default: "")
        website = try container.decodeLenientURL(forKey: .website)
    }

    /// Encodes the application as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeURLOrNull(website, forKey: .website)
    }
}
