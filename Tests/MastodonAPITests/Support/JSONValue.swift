import Foundation

/// Any JSON value, decoded losslessly enough to re-encode sub-trees of recorded bodies.
enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The object's keys, or an empty set for non-objects.
    var keys: Set<String> {
        if case .object(let object) = self { return Set(object.keys) }
        return []
    }

    /// The body bytes as a server would send them: JSON, or the raw text for string bodies.
    func bodyData() throws -> Data {
        if case .string(let text) = self { return Data(text.utf8) }
        return try JSONEncoder().encode(self)
    }

    /// Whether this looks like a Mastodon Status object.
    var looksLikeStatus: Bool {
        keys.isSuperset(of: ["id", "created_at", "account", "content", "visibility"])
    }

    /// Whether this looks like a Mastodon Account object.
    var looksLikeAccount: Bool {
        keys.isSuperset(of: ["id", "username", "acct", "created_at"])
    }
}
