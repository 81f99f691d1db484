/// An unkeyed container of a ``CompactDecoder``, read in order.
struct CompactUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: CompactDecoder
    /// Where the next element is.
    private var position: Int
    private let total: Int
    private(set) var currentIndex = 0

    init(decoder: CompactDecoder, position: Int) throws {
        self.decoder = decoder
        guard position >= 0, decoder.bytes[position] == CompactFormat.unkeyed else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: [], debugDescription: "not an unkeyed container"))
        }
        var cursor = position + 1
        total = try CompactFormat.count(decoder.bytes, &cursor)
        self.position = cursor
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    /// The position of the next element; moves past it.
    @inline(__always)
    private mutating func next(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "past the end"))
        }
        let element = position
        position = try CompactFormat.skip(decoder.bytes, at: element)
        currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, decoder.bytes[position] == CompactFormat.null else { return false }
        _ = try next(Never.self)
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: next(type)) }
    mutating func decode(_ type: String.Type) throws -> String { try decoder.string(at: next(type)) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: next(type)) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decoder.float(at: next(type)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, at: next(type)) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, at: next(type)) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type, at: next(type))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (decoder, position) = try decoder.keyed(at: next(type))
        return KeyedDecodingContainer(
            try CompactKeyedDecodingContainer<NestedKey>(decoder: decoder, position: position))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecodingContainer(decoder: decoder, position: next([Any].self))
    }

    mutating func superDecoder() throws -> any Decoder {
        CompactDecoding(decoder: decoder, position: try next(Any.self))
    }
}

/// The single-value container of one value of a ``CompactDecoder``.
struct CompactSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: CompactDecoder
    /// Where the value is; below 0 for a nil value.
    let position: Int

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        guard position >= 0 else { return true }
        switch decoder.bytes[position] {
        case CompactFormat.null: return true
        case CompactFormat.reference:
            // An optional entity leading back to one being read reads as nil, as in memory.
            guard case .loop = try? decoder.resolution(at: position, type: nil) else { return false }
            return true
        default: return false
        }
    }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: position) }
    func decode(_ type: String.Type) throws -> String { try decoder.string(at: position) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: position) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.float(at: position) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, at: position) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, at: position) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, at: position) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, at: position) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, at: position) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, at: position) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, at: position) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, at: position) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, at: position) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, at: position) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type, at: position) }
}
