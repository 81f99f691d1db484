import Foundation

/// Tolerant decoding helpers shared by the models, so they decode with a plain `JSONDecoder`
/// (no key or date strategies needed).
extension KeyedDecodingContainer {
    /// Decodes a Mastodon date through ``MastodonDate/parse(_:)``.
    func decodeMastodonDate(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = MastodonDate.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Invalid date '\(text.prefix(40))'")
        }
        return date
    }

    /// Decodes an optional Mastodon date: absent and `null` give `nil`, malformed text throws.
    func decodeMastodonDateIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = MastodonDate.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Invalid date '\(text.prefix(40))'")
        }
        return date
    }

    /// Decodes an opaque identifier, accepting a JSON string or (from Pixelfed and some forks) an
    /// integer.
    func decodeIdentifier(forKey key: Key) throws -> String {
        guard let identifier = try decodeIdentifierIfPresent(forKey: key) else {
            throw DecodingError.valueNotFound(
                String.self,
                DecodingError.Context(codingPath: codingPath + [key], debugDescription: "missing identifier"))
        }
        return identifier
    }

    /// Decodes an optional identifier (`in_reply_to_id`, …): absent and `null` give `nil`; a JSON string
    /// or a whole number is kept as text; anything else throws.
    func decodeIdentifierIfPresent(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) {
            return text
        }
        if let number = try? decode(Int64.self, forKey: key) {
            return String(number)
        }
        if let number = try? decode(UInt64.self, forKey: key) {
            return String(number)
        }
        throw DecodingError.typeMismatch(
            String.self,
            DecodingError.Context(
                codingPath: codingPath + [key],
                debugDescription: "an identifier must be a string or a whole number"))
    }

    /// Decodes an array leniently: absent, `null` or not an array give `[]`, and elements that do not
    /// decode are left out, so one odd attachment or emoji never costs the status it belongs to.
    func decodeLossyArray<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> [Element] {
        guard let elements = try? decodeIfPresent([LossyElement<Element>].self, forKey: key) else {
            return []
        }
        return elements.compactMap(\.value)
    }

    /// Decodes an optional object leniently: absent, `null` or malformed give `nil` (a broken card or
    /// poll never costs the status it belongs to).
    func decodeLenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// Decodes a URL leniently: absent, `null`, empty or unparsable strings give `nil`.
    func decodeLenientURL(forKey key: Key) throws -> URL? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// Decodes a value that servers may omit, falling back to a default when absent or `null`.
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key, default fallback: Value) throws
        -> Value
    {
        try decodeIfPresent(type, forKey: key) ?? fallback
    }
}

/// Encoding helpers mirroring the tolerant decoding helpers.
extension KeyedEncodingContainer {
    /// Encodes a date in Mastodon's form (`2023-05-28T11:57:00.378Z`).
    mutating func encodeMastodonDate(_ date: Date, forKey key: Key) throws {
        try encode(MastodonDate.string(from: date), forKey: key)
    }

    /// Encodes an optional date, writing `null` when it is `nil`.
    mutating func encodeMastodonDateOrNull(_ date: Date?, forKey key: Key) throws {
        if let date {
            try encode(MastodonDate.string(from: date), forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional URL as its absolute string, writing `null` when it is `nil`.
    mutating func encodeURLOrNull(_ url: URL?, forKey key: Key) throws {
        if let url {
            try encode(url.absoluteString, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional value, writing `null` when it is `nil`.
    mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }
}
