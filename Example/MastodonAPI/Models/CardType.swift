/// The kind of a preview card. Unknown values are kept in ``other(_:)`` and encode back verbatim.
public enum CardType: OpenStringEnum {
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
}
