import Foundation

/// A name/value pair from an account's profile metadata.
public struct AccountField: Sendable, Hashable, Codable {
    /// The label.
    public var name: String
    /// The value, as sanitized HTML (often a link).
    public var value: String
    /// When the link in ``value`` was verified (rel="me"), or `nil` when unverified.
    public var verifiedAt: Date?

    /// Creates a profile field.
    ///
    /// - Parameters:
    ///   - name: The label.
    ///   - value: The value, as HTML.
    ///   - verifiedAt: When the link was verified.
    public init(name: String, value: String, verifiedAt: Date? = nil) {
        self.name = name
        self.value = value
        self.verifiedAt = verifiedAt
    }

    private enum CodingKeys: String, CodingKey {
        case name, value
        case verifiedAt = "verified_at"
    }

    /// Decodes a profile field from Mastodon JSON.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name, default: "")
        value = try container.decode(String.self, forKey: .value, default: "")
        verifiedAt = try container.decodeMastodonDateIfPresent(forKey: .verifiedAt)
    }

    /// Encodes the profile field as Mastodon JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(value, forKey: .value)
        try container.encodeMastodonDateOrNull(verifiedAt, forKey: .verifiedAt)
    }
}
