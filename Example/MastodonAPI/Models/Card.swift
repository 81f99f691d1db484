import Foundation

/// A preview card generated for the first link in a status.
public struct Card: Sendable, Hashable, Codable {
    /// The linked page.
    public var url: URL?
    /// The page title.
    public var title: String
    /// A short description of the page.
    public var description: String
    /// The kind of preview.
    public var type: CardType
    /// The page author's name (may be empty).
    public var authorName: String
    /// The page author's homepage.
    public var authorUrl: URL?
    /// The publishing site's name (may be empty).
    public var providerName: String
    /// The publishing site's homepage.
    public var providerUrl: URL?
    /// Embed HTML for `video` and `rich` cards (may be empty).
    public var html: String
    /// The preview image's width in pixels.
    public var width: Int
    /// The preview image's height in pixels.
    public var height: Int
    /// The preview image.
    public var image: URL?
    /// The embedded media for `photo` cards.
    public var embedUrl: URL?
    /// A compact placeholder hash (BlurHash) for the preview image.
    public var blurhash: String?

    /// Creates a preview card.
    ///
    /// - Parameters:
    ///   - url: The linked page.
    ///   - title: The page title.
    ///   - description: A short description.
    ///   - type: The kind of preview.
    ///   - authorName: The author's name.
    ///   - authorUrl: The author's homepage.
    ///   - providerName: The site's name.
    ///   - providerUrl: The site's homepage.
    ///   - html: Embed HTML.
    ///   - width: The image width.
    ///   - height: The image height.
    ///   - image: The preview image.
    ///   - embedUrl: The embedded media.
    ///   - blurhash: A placeholder hash.
    public init(
        url: URL?, title: String, description: String = "", type: CardType = .link,
        authorName: String = "", authorUrl: URL? = nil, providerName: String = "",
        providerUrl: URL? = nil, html: String = "", width: Int = 0, height: Int = 0,
        image: URL? = nil, embedUrl: URL? = nil, blurhash: String? = nil
    ) {
        self.url = url
        self.title = title
        self.description = description
        self.type = type
        self.authorName = authorName
        self.authorUrl = authorUrl
        self.providerName = providerName
        self.providerUrl = providerUrl
        self.html = html
        self.width = width
        self.height = height
        self.image = image
        self.embedUrl = embedUrl
        self.blurhash = blurhash
    }

    private enum CodingKeys: String, CodingKey {
        case url, title, description, type, html, width, height, image, blurhash
        case authorName = "author_name"
        case authorUrl = "author_url"
        case providerName = "provider_name"
        case providerUrl = "provider_url"
        case embedUrl = "embed_url"
    }

    /// Decodes a preview card from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decodeLenientURL(forKey: .url)
        title = try container.decode(String.self, forKey: .title, default: "")
        description = try container.decode(String.self, forKey: .description, default: "")
        type = try container.decode(CardType.self, forKey: .type, default: .link)
        authorName = try container.decode(String.self, forKey: .authorName, default: "")
        authorUrl = try container.decodeLenientURL(forKey: .authorUrl)
        providerName = try container.decode(String.self, forKey: .providerName, default: "")
        providerUrl = try container.decodeLenientURL(forKey: .providerUrl)
        html = try container.decode(String.self, forKey: .html, default: "")
        width = try container.decode(Int.self, forKey: .width, default: 0)
        height = try container.decode(Int.self, forKey: .height, default: 0)
        image = try container.decodeLenientURL(forKey: .image)
        embedUrl = try container.decodeLenientURL(forKey: .embedUrl)
        blurhash = try container.decodeIfPresent(String.self, forKey: .blurhash)
    }

    /// Encodes the preview card as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeURLOrNull(url, forKey: .url)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(type, forKey: .type)
        try container.encode(authorName, forKey: .authorName)
        try container.encodeURLOrNull(authorUrl, forKey: .authorUrl)
        try container.encode(providerName, forKey: .providerName)
        try container.encodeURLOrNull(providerUrl, forKey: .providerUrl)
        try container.encode(html, forKey: .html)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encodeURLOrNull(image, forKey: .image)
        try container.encodeURLOrNull(embedUrl, forKey: .embedUrl)
        try container.encodeOrNull(blurhash, forKey: .blurhash)
    }
}
