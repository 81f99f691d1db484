/// The kind of a media attachment. Unknown values are kept in ``other(_:)`` and encode back verbatim.
public enum MediaType: OpenStringEnum {
    /// A still image.
    case image
    /// A looping, silent video (converted GIF).
    case gifv
    /// A video clip.
    case video
    /// An audio track.
    case audio
    /// A file the server could not classify.
    case unknown
    /// A value this library does not know, kept verbatim.
    case other(String)

    /// Creates a media type from its API string; unknown strings become ``other(_:)``.
    ///
    /// - Parameter rawValue: The attachment `type` value sent by the server.
    public init(rawValue: String) {
        switch rawValue {
        case "image": self = .image
        case "gifv": self = .gifv
        case "video": self = .video
        case "audio": self = .audio
        case "unknown": self = .unknown
        default: self = .other(rawValue)
        }
    }

    /// The API string for this media type.
    public var rawValue: String {
        switch self {
        case .image: "image"
        case .gifv: "gifv"
        case .video: "video"
        case .audio: "audio"
        case .unknown: "unknown"
        case .other(let value): value
        }
    }
}
