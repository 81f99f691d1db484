import Foundation

/// Reads values that ``CompactEncoder`` wrote, looking keyed entries up by name, and a nested entity
/// written as a reference through a resolver.
final class CompactDecoder {
    let bytes: [UInt8]
    let keys: EntityKeyNames
    let resolver: EntityResolver
    /// The stored ID of the row, which ``CompactFormat/ownID`` stands for.
    let ownID: String?
    /// The reference resolved last, by position: a `decodeNil` and the decode after it resolve once.
    private var lastResolution: (position: Int, resolution: ResolvedEntity)?

    private init(bytes: [UInt8], keys: EntityKeyNames, ownID: String?, resolver: @escaping EntityResolver) {
        self.bytes = bytes
        self.keys = keys
        self.ownID = ownID
        self.resolver = resolver
    }

    /// The value `bytes` (a compact row, starting with its format byte) hold; `ownID` is the row's
    /// stored ID.
    static func decode<Value: Decodable>(
        _ type: Value.Type,
        from bytes: [UInt8],
        keys: EntityKeyNames,
        ownID: String? = nil,
        resolver: @escaping EntityResolver
    ) throws -> Value {
        guard bytes.count > 1, bytes[0] == CompactFormat.formatByte else {
            throw CompactFormat.corrupted("not a compact row")
        }
        return try CompactDecoder(bytes: bytes, keys: keys, ownID: ownID, resolver: resolver)
            .decodeValue(type, at: 1)
    }

    /// The value at `position`; a position below 0 is a nil value (an entry the row does not have).
    @inline(__always)
    func decodeValue<Value: Decodable>(_ type: Value.Type, at position: Int) throws -> Value {
        if position >= 0 {
            switch bytes[position] {
            // A wrapper of an entity (an optional, a property wrapper) reads the reference through its
            // single-value container.
            case CompactFormat.reference where type is any PersistentEntity.Type:
                return try resolve(type, at: position)
            case CompactFormat.url where type == URL.self:
                var cursor = position + 1
                let text = try string(&cursor)
                guard let url = URL(string: text) as? Value else {
                    throw CompactFormat.corrupted("a bad URL")
                }
                return url
            case CompactFormat.data where type == Data.self:
                var cursor = position + 1
                let count = try CompactFormat.count(bytes, &cursor)
                if let data = Data(bytes[cursor..<(cursor + count)]) as? Value { return data }
            default: break
            }
        }
        return try Value(from: CompactDecoding(decoder: self, position: position))
    }

    /// What the reference at `position` resolves to.
    func resolution(at position: Int, type: (any PersistentEntity.Type)?) throws -> ResolvedEntity {
        if let last = lastResolution, last.position == position { return last.resolution }
        var cursor = position + 1
        let number = Int(truncatingIfNeeded: try CompactFormat.varint(bytes, &cursor))
        guard let name = keys.name(number) else { throw CompactFormat.corrupted("an unknown type number") }
        let id = try string(&cursor)
        let resolution = resolver(EntityRow.Reference(type: name, id: id), type)
        // Without its type, a resolver may not find an entity it finds with it.
        if type != nil { lastResolution = (position, resolution) }
        return resolution
    }

    /// The entity the reference at `position` resolves to.
    private func resolve<Value: Decodable>(_ type: Value.Type, at position: Int) throws -> Value {
        let resolution = try resolution(at: position, type: type as? any PersistentEntity.Type)
        switch resolution {
        case .found(let entity):
            guard let value = entity as? Value else {
                throw DecodingError.typeMismatch(
                    type, .init(codingPath: [], debugDescription: "a reference to \(Swift.type(of: entity))"))
            }
            return value
        case .missing:
            throw DecodingError.valueNotFound(
                type, .init(codingPath: [], debugDescription: "the entity referred to has no row"))
        case .loop:
            throw DecodingError.valueNotFound(
                type, .init(codingPath: [], debugDescription: "the reference leads back to itself"))
        }
    }

    /// A decoder and the position of a keyed container in it: the entity a reference at `position`
    /// refers to is written out again, hollow, for a caller that reads it as a container.
    func keyed(at position: Int) throws -> (CompactDecoder, Int) {
        guard position >= 0, bytes[position] == CompactFormat.reference else { return (self, position) }
        guard case .found(let entity) = try resolution(at: position, type: nil) else {
            throw DecodingError.valueNotFound(
                ResolvedEntity.self,
                .init(codingPath: [], debugDescription: "the entity referred to cannot be read"))
        }
        var keys = keys
        guard let bytes = try CompactEncoder.encode(entity.withHollowNested(), keys: &keys, children: [])
        else { throw CompactFormat.corrupted("the entity referred to cannot be written out") }
        return (CompactDecoder(bytes: bytes, keys: keys, ownID: nil, resolver: resolver), 1)
    }
}

extension CompactDecoder {
    /// The tag at `position`, checked to be `expected`.
    @inline(__always)
    private func payload(at position: Int, _ expected: UInt8, _ type: Any.Type) throws -> Int {
        guard position >= 0, bytes[position] != CompactFormat.null else {
            throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "a nil value"))
        }
        guard bytes[position] == expected else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: [], debugDescription: "another kind of value"))
        }
        return position + 1
    }

    /// The string at `cursor`, past its tag; moves past it.
    @inline(__always)
    private func string(_ cursor: inout Int) throws -> String {
        let count = try CompactFormat.count(bytes, &cursor)
        defer { cursor += count }
        return String(decoding: bytes[cursor..<(cursor + count)], as: UTF8.self)
    }

    /// The `Bool` at `position`.
    func bool(at position: Int) throws -> Bool {
        guard position >= 0,
            bytes[position] == CompactFormat.trueValue || bytes[position] == CompactFormat.falseValue
        else { _ = try payload(at: position, CompactFormat.trueValue, Bool.self); return false }
        return bytes[position] == CompactFormat.trueValue
    }

    /// The `String` at `position`, the row's own ID and timestamps written out again.
    func string(at position: Int) throws -> String {
        if position >= 0 {
            switch bytes[position] {
            case CompactFormat.ownID:
                guard let ownID else { throw CompactFormat.corrupted("the row's own ID outside a row") }
                return ownID
            case CompactFormat.timestamp:
                var cursor = position + 1
                let raw = try CompactFormat.varint(bytes, &cursor)
                let milliseconds = CompactFormat.unzigzag(raw)
                guard CompactTimestamp.range.contains(milliseconds) else {
                    throw CompactFormat.corrupted("a timestamp out of the years 0000 to 9999")
                }
                return CompactTimestamp.text(milliseconds)
            default: break
            }
        }
        var cursor = try payload(at: position, CompactFormat.string, String.self)
        return try string(&cursor)
    }

    /// The integer at `position`, if it fits `Integer`.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, at position: Int) throws -> Integer {
        let tag = position >= 0 ? bytes[position] : CompactFormat.null
        var cursor = try payload(
            at: position, tag == CompactFormat.signed ? tag : CompactFormat.unsigned, type)
        let raw = try CompactFormat.varint(bytes, &cursor)
        let value: Integer?
        if tag == CompactFormat.signed {
            value = Integer(exactly: CompactFormat.unzigzag(raw))
        } else {
            value = Integer(exactly: raw)
        }
        guard let value else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "\(raw) overflows \(type)"))
        }
        return value
    }

    /// The `Double` at `position` (a `Float` or an integer widened).
    func double(at position: Int) throws -> Double {
        guard position >= 0 else {
            _ = try payload(at: position, CompactFormat.double, Double.self); return 0
        }
        switch bytes[position] {
        case CompactFormat.float: return Double(try float(at: position))
        case CompactFormat.signed: return Double(try integer(Int64.self, at: position))
        case CompactFormat.unsigned: return Double(try integer(UInt64.self, at: position))
        default:
            let cursor = try payload(at: position, CompactFormat.double, Double.self)
            return Double(bitPattern: try fixed(UInt64.self, at: cursor))
        }
    }

    /// The `Float` at `position` (a `Double` narrowed).
    func float(at position: Int) throws -> Float {
        if position >= 0, bytes[position] == CompactFormat.double { return Float(try double(at: position)) }
        let cursor = try payload(at: position, CompactFormat.float, Float.self)
        return Float(bitPattern: try fixed(UInt32.self, at: cursor))
    }

    /// A little-endian integer of `Integer`'s size at `cursor`.
    @inline(__always)
    private func fixed<Integer: FixedWidthInteger>(_ type: Integer.Type, at cursor: Int) throws -> Integer {
        let size = Integer.bitWidth / 8
        guard cursor + size <= bytes.count else {
            throw CompactFormat.corrupted("a number runs past the row")
        }
        var value: Integer = 0
        for index in 0..<size { value |= Integer(bytes[cursor + index]) << (index * 8) }
        return value
    }
}
