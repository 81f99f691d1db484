import Foundation

/// A file attached to a status.
public struct MediaAttachment: Sendable, Hashable, Identifiable, Codable {
    /// The attachment's id.
    public var id: String
    /// The kind of file.
    public var type: MediaType
    /// The full-size file; `nil` while the server is still processing it.
    public var url: URL?
    /// A scaled-down preview.
    public var previewUrl: URL?
    /// The original file on the remote server, for remote media.
    public var remoteUrl: URL?
    /// Alternative text describing the media, if the author wrote one.
    public var description: String?
    /// A compact placeholder hash (BlurHash) to draw while loading.
    public var blurhash: String?

    /// Creates a media attachment.
    ///
    /// - Parameters:
    ///   - id: The attachment's id.
    ///   - type: The kind of file.
    ///   - url: The full-size file.
    ///   - previewUrl: A scaled-down preview.
    ///   - remoteUrl: The original remote file.
    ///   - description: Alternative text.
    ///   - blurhash: A placeholder hash.
    public init(
        id: String, type: MediaType, url: URL? = nil, previewUrl: URL? = nil, remoteUrl: URL? = nil,
        description: String? = nil, blurhash: String? = nil
    ) {
        self.id = id
        self.type = type
        self.url = url
        self.previewUrl = previewUrl
        self.remoteUrl = remoteUrl
        self.description = description
        self.blurhash = blurhash
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, url, description, blurhash
        case previewUrl = "preview_url"
        case remoteUrl = "remote_url"
    }

    /// Decodes a media attachment from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIdentifier(forKey: .id)
        type = try container.decode(MediaType.self, forKey: .type, default: .unknown)
        url = try container.decodeLenientURL(forKey: .url)
        previewUrl = try container.decodeLenientURL(forKey: .previewUrl)
        remoteUrl = try container.decodeLenientURL(forKey: .remoteUrl)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        blurhash = try container.decodeIfPresent(String.self, forKey: .blurhash)
    }

    /// Encodes the media attachment as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(type, forKey: .type)
        try container.encodeURLOrNull(url, forKey: .url)
        try container.encodeURLOrNull(previewUrl, forKey: .previewUrl)
        try container.encodeURLOrNull(remoteUrl, forKey: .remoteUrl)
        try container.encodeOrNull(description, forKey: .description)
        try container.encodeOrNull(blurhash, forKey: .blurhash)
    }
}
