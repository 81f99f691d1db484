import Foundation

/// How keys, IDs and values are turned into columns: JSON, with sorted keys so that equal values give
/// equal text; a `String` is stored as itself.
enum StoredValue {
    static func text<Value: Encodable>(_ value: Value) throws(SQLiteError) -> String {
        if let string = value as? String { return string }
        return String(decoding: try data(value), as: UTF8.self)
    }

    static func value<Value: Decodable>(_ type: Value.Type, text: String) throws(SQLiteError) -> Value {
        if let string = text as? Value { return string }
        return try value(type, data: Data(text.utf8))
    }

    static func data<Value: Encodable>(_ value: Value) throws(SQLiteError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw .coding("cannot encode \(Value.self): \(error)")
        }
    }

    static func value<Value: Decodable>(_ type: Value.Type, data: Data) throws(SQLiteError) -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw .coding("cannot decode \(Value.self): \(error)")
        }
    }

    /// An optional value as a blob column: `nil` stays `NULL`.
    static func optionalData<Value: Encodable>(_ value: Value?) throws(SQLiteError) -> Data? {
        guard let value else { return nil }
        return try data(value)
    }

    /// One decoder for every value, as ``encoder``.
    private static let decoder = JSONDecoder()

    /// One encoder for every value: its options are set once, and encoding does not change it.
    /// `outbox_enqueue_over_floor` (group `outbox`): 2.18 with an encoder made for each value, 1.72–1.81
    /// with this one.
    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
