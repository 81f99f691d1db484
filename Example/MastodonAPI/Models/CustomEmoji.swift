import Foundation

/// A custom emoji, written `:shortcode:` in HTML content and display names.
public struct CustomEmoji: Sendable, Hashable, Codable {
    /// The name between the colons, e.g. `blobcat` for `:blobcat:`.
    public var shortcode: String
    /// The (possibly animated) image.
    public var url: URL?
    /// A static image.
    public var staticUrl: URL?
    /// Whether the emoji is offered in the server's emoji picker.
    public var visibleInPicker: Bool
    /// The picker category, if any.
    public var category: String?

    /// Creates a custom emoji.
    ///
    /// - Parameters:
    ///   - shortcode: The name between the colons.
    ///   - url: The image.
    ///   - staticUrl: A static image.
    ///   - visibleInPicker: Whether the emoji is offered in the picker.
    ///   - category: The picker category.
    public init(
        shortcode: String, url: URL? = nil, staticUrl: URL? = nil, visibleInPicker: Bool = true,
        category: String? = nil
    ) {
        self.shortcode = shortcode
        self.url = url
        self.staticUrl = staticUrl
        self.visibleInPicker = visibleInPicker
        self.category = category
    }

    private enum CodingKeys: String, CodingKey {
        case shortcode, url, category
        case staticUrl = "static_url"
        case visibleInPicker = "visible_in_picker"
    }

    /// Decodes a custom emoji from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shortcode = try container.decode(String.self, forKey: .shortcode)
        url = try container.decodeLenientURL(forKey: .url)
        staticUrl = try container.decodeLenientURL(forKey: .staticUrl)
        visibleInPicker = try container.decode(Bool.self, forKey: .visibleInPicker, default: true)
        category = try container.decodeIfPresent(String.self, forKey: .category)
    }

    /// Encodes the custom emoji as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shortcode, forKey: .shortcode)
        try container.encodeURLOrNull(url, forKey: .url)
        try container.encodeURLOrNull(staticUrl, forKey: .staticUrl)
        try container.encode(visibleInPicker, forKey: .visibleInPicker)
        try container.encodeOrNull(category, forKey: .category)
    }
}
