/// The `Decoder` a value reads itself from: one value of a ``CompactDecoder``.
struct CompactDecoding: Decoder {
    let decoder: CompactDecoder
    /// Where the value is; below 0 for a nil value.
    let position: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let (decoder, position) = try decoder.keyed(at: position)
        return KeyedDecodingContainer(
            try CompactKeyedDecodingContainer<Key>(decoder: decoder, position: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecodingContainer(decoder: decoder, position: position)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecodingContainer(decoder: decoder, position: position)
    }
}

/// A keyed container of a ``CompactDecoder``: its entries' key numbers and positions, found by name.
struct CompactKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// An entry: its key's number and its value's position.
    struct Entry {
        let key: Int
        let position: Int
    }

    let decoder: CompactDecoder
    let entries: [Entry]

    init(decoder: CompactDecoder, position: Int) throws {
        self.decoder = decoder
        guard position >= 0, decoder.bytes[position] == CompactFormat.keyed else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: [], debugDescription: "not a keyed container"))
        }
        let bytes = decoder.bytes
        var cursor = position + 1
        let count = try CompactFormat.count(bytes, &cursor)
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let key = Int(truncatingIfNeeded: try CompactFormat.varint(bytes, &cursor))
            entries.append(Entry(key: key, position: cursor))
            cursor = try CompactFormat.skip(bytes, at: cursor)
        }
        self.entries = entries
    }

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        entries.compactMap { decoder.keys.name($0.key).flatMap(Key.init(stringValue:)) }
    }

    /// Where the value of `key` is, when the row has it.
    @inline(__always)
    private func position(of key: Key) -> Int? {
        guard let number = decoder.keys.numbers[key.stringValue] else { return nil }
        for entry in entries where entry.key == number { return entry.position }
        return nil
    }

    /// Where the value of `key` is; throws when the row does not have it.
    @inline(__always)
    private func required(_ key: Key) throws -> Int {
        guard let position = position(of: key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no entry"))
        }
        return position
    }

    func contains(_ key: Key) -> Bool { position(of: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let position = position(of: key) else { return true }
        switch decoder.bytes[position] {
        case CompactFormat.null: return true
        case CompactFormat.reference:
            if case .loop = try decoder.resolution(at: position, type: nil) { return true }
            return false
        default: return false
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(at: required(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.string(at: required(key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.double(at: required(key))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.float(at: required(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decoder.integer(type, at: required(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decoder.integer(type, at: required(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let position = position(of: key) { return try decoder.decodeValue(type, at: position) }
        // A nil value has no entry: an optional, or a wrapper of one, reads it as nil.
        do {
            return try decoder.decodeValue(type, at: -1)
        } catch {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no entry"))
        }
    }

    /// Where the non-nil value of `key` is, or `nil`.
    @inline(__always)
    private func present(_ key: Key) -> Int? {
        guard let position = position(of: key), decoder.bytes[position] != CompactFormat.null else {
            return nil
        }
        return position
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map(decoder.bool(at:))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map(decoder.string(at:))
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try decoder.integer(type, at: $0) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key).map(decoder.double(at:))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let position = present(key) else { return nil }
        if decoder.bytes[position] == CompactFormat.reference,
            case .loop = try decoder.resolution(at: position, type: type as? any PersistentEntity.Type)
        {
            // An optional entity leading back to one being read reads as nil, as in memory.
            return nil
        }
        return try decoder.decodeValue(type, at: position)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (decoder, position) = try decoder.keyed(at: required(key))
        return KeyedDecodingContainer(
            try CompactKeyedDecodingContainer<NestedKey>(decoder: decoder, position: position))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecodingContainer(decoder: decoder, position: required(key))
    }

    func superDecoder() throws -> any Decoder { CompactDecoding(decoder: decoder, position: -1) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactDecoding(decoder: decoder, position: position(of: key) ?? -1)
    }
}
