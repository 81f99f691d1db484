/// A media attachment of a demo status. URLs are derived from the world's host when rendered.
public struct DemoMediaAttachment: Sendable, Hashable {
    /// The attachment's snowflake id.
    public let id: String
    /// Image, GIF-like video or video.
    public let type: DemoMediaType
    /// The random file stem used in the attachment's URLs (16 hexadecimal digits).
    public let fileStem: String
    /// Width of the original in pixels.
    public let width: Int
    /// Height of the original in pixels.
    public let height: Int
    /// Length in seconds for `gifv` and `video`, `nil` for images.
    public let duration: Double?
    /// The alt text, or `nil` when the author did not write one.
    public let description: String?
    /// A BlurHash placeholder string.
    public let blurhash: String

    /// Creates an attachment.
    public init(
        id: String, type: DemoMediaType, fileStem: String, width: Int, height: Int,
        duration: Double?, description: String?, blurhash: String
    ) {
        self.id = id
        self.type = type
        self.fileStem = fileStem
        self.width = width
        self.height = height
        self.duration = duration
        self.description = description
        self.blurhash = blurhash
    }
}
