/// A string enumeration that keeps values it does not know, as servers and forks add new ones: decoding
/// never fails on an unknown value, and encoding writes it back verbatim.
public protocol OpenStringEnum: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Creates the value for an API string; unknown strings are kept as they are.
    init(rawValue: String)
    /// The API string of the value.
    var rawValue: String { get }
}

extension OpenStringEnum {
    /// The API string of the value.
    public var description: String { rawValue }

    /// Decodes the value from a JSON string.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value as its API string.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
