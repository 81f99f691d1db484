/// Who can see a status. Unknown values from forks (`local`, `list`, …) are kept in ``other(_:)``
/// and encode back to the same string.
public enum Visibility: OpenStringEnum {
    /// Visible to everyone and shown in public timelines.
    case `public`
    /// Visible to everyone but left out of public timelines.
    case unlisted
    /// Visible to followers only.
    case `private`
    /// Visible to mentioned accounts only.
    case direct
    /// A value this library does not know, kept verbatim.
    case other(String)

    /// Creates a visibility from its API string; unknown strings become ``other(_:)``.
    ///
    /// - Parameter rawValue: The `visibility` value sent by the server.
    public init(rawValue: String) {
        switch rawValue {
        case "public": self = .public
        case "unlisted": self = .unlisted
        case "private": self = .private
        case "direct": self = .direct
        default: self = .other(rawValue)
        }
    }

    /// The API string for this visibility.
    public var rawValue: String {
        switch self {
        case .public: "public"
        case .unlisted: "unlisted"
        case .private: "private"
        case .direct: "direct"
        case .other(let value): value
        }
    }
}
