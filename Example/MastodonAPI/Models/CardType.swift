/// The kind of a preview card. Unknown values are kept in ``other(_:)`` and encode back verbatim.
public enum CardType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A link preview.
    case link
    /// A photo embed.
    case photo
    /// A video embed.
    case video
    /// A rich (iframe) embed.
    case rich
    /// A value this library does not know, kept verbatim.
    case other(String)

    /// Creates a card type from its API string; unknown strings become ``other(_:)``.
    ///
    /// - Parameter rawValue: The card `type` value sent by the server.
    public init(rawValue: String) {
        switch rawValue {
        case "link": self = .link
        case "photo": self = .photo
        case "video": self = .video
        case "rich": self = .rich
        default: self = .other(rawValue)
        }
    }

    /// The API string for this card type.
    public var rawValue: String {
        switch self {
        case .link: "link"
        case .photo: "photo"
        case .video: "video"
        case .rich: "rich"
        case .other(let value): value
        }
    }

    /// The API string for this card type.
    public var description: String { rawValue }

    /// Decodes the card type from a JSON string.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the card type as its API string.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
