/// The compact form of an entity row: ``formatByte``, then one value.
///
/// A value is a tag byte and what the tag says follows:
/// - ``null``, ``falseValue``, ``trueValue``: nothing.
/// - ``signed``: a zigzag varint; ``unsigned``: a varint.
/// - ``double``: 8 bytes, ``float``: 4 bytes, little-endian bit patterns.
/// - ``string``, ``url``: a varint byte count, then UTF-8; ``data``: a varint byte count, then the bytes.
/// - ``keyed``: a varint count, then per entry a varint key number (from the `entity_keys` table) and a
///   value. Nil values are not written.
/// - ``unkeyed``: a varint count, then the values.
/// - ``reference``: a nested entity stored in its own row: the key number of its type's
///   `persistentName`, then its stored ID as a varint byte count and UTF-8.
/// - ``ownID``: nothing: a string equal to the row's own stored ID (an entity's `id`, which the row's
///   `id` column holds already).
/// - ``timestamp``: a zigzag varint: a string that is a ``CompactTimestamp``, as its milliseconds.
enum CompactFormat {
    /// The first byte of a compact row. A JSON row starts with `{`.
    static let formatByte: UInt8 = 0x01

    /// A nil value (in unkeyed and single-value containers only).
    static let null: UInt8 = 0
    /// `false`.
    static let falseValue: UInt8 = 1
    /// `true`.
    static let trueValue: UInt8 = 2
    /// A signed integer.
    static let signed: UInt8 = 3
    /// An unsigned integer.
    static let unsigned: UInt8 = 4
    /// A `Double`.
    static let double: UInt8 = 5
    /// A `Float`.
    static let float: UInt8 = 6
    /// A string.
    static let string: UInt8 = 7
    /// A keyed container.
    static let keyed: UInt8 = 8
    /// An unkeyed container.
    static let unkeyed: UInt8 = 9
    /// A reference to an entity in its own row.
    static let reference: UInt8 = 10
    /// A `Data` value's bytes.
    static let data: UInt8 = 11
    /// A `URL`, as its absolute string.
    static let url: UInt8 = 12
    /// The row's own ID, as a string.
    static let ownID: UInt8 = 13
    /// A ``CompactTimestamp`` string.
    static let timestamp: UInt8 = 14

    /// The error for bytes that are not a compact value.
    static func corrupted(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description))
    }

    /// Reads the varint at `position` and moves past it.
    @inline(__always)
    static func varint(_ bytes: [UInt8], _ position: inout Int) throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
            if shift > 63 { break }
        }
        throw corrupted("a varint runs past its end")
    }

    /// Reads a varint count or length at `position` that cannot exceed what is left of `bytes`.
    @inline(__always)
    static func count(_ bytes: [UInt8], _ position: inout Int) throws -> Int {
        let value = try varint(bytes, &position)
        guard value <= UInt64(bytes.count - position) else { throw corrupted("a length runs past the row") }
        return Int(value)
    }

    /// The most containers a value nests, so that walking a damaged row cannot exhaust a thread's stack.
    static let maximumDepth = 512

    /// `value` as an unsigned varint's payload: small magnitudes, either sign, in few bytes.
    @inline(__always)
    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// The signed value `raw` holds, as ``zigzag(_:)`` wrote it.
    @inline(__always)
    static func unzigzag(_ raw: UInt64) -> Int64 {
        Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    /// The position just past the value at `position`.
    static func skip(_ bytes: [UInt8], at start: Int) throws -> Int {
        try walk(bytes, at: start, visiting: nil)
    }

    /// The position just past the value at `position`, each reference in it passed to `visit` as the
    /// position of its type number.
    static func walk(
        _ bytes: [UInt8], at start: Int, depth: Int = 0, visiting visit: ((Int) throws -> Void)?
    ) throws -> Int {
        guard start < bytes.count else { throw corrupted("a value runs past the row") }
        guard depth < maximumDepth else { throw corrupted("containers nested past \(maximumDepth)") }
        var position = start + 1
        switch bytes[start] {
        case null, falseValue, trueValue, ownID: break
        case signed, unsigned, timestamp: _ = try varint(bytes, &position)
        case double: position += 8
        case float: position += 4
        case string, url, data: position += try count(bytes, &position)
        case keyed:
            for _ in 0..<(try count(bytes, &position)) {
                _ = try varint(bytes, &position)
                position = try walk(bytes, at: position, depth: depth + 1, visiting: visit)
            }
        case unkeyed:
            for _ in 0..<(try count(bytes, &position)) {
                position = try walk(bytes, at: position, depth: depth + 1, visiting: visit)
            }
        case reference:
            try visit?(position)
            _ = try varint(bytes, &position)
            position += try count(bytes, &position)
        default: throw corrupted("unknown tag \(bytes[start])")
        }
        guard position <= bytes.count else { throw corrupted("a value runs past the row") }
        return position
    }

    /// The entities a compact row refers to, as the key numbers of their types and their stored IDs.
    static func references(in row: [UInt8]) throws -> [(type: Int, id: String)] {
        guard row.count > 1, row[0] == formatByte else { throw corrupted("not a compact row") }
        var references: [(type: Int, id: String)] = []
        _ = try walk(row, at: 1) { start in
            var position = start
            let type = Int(truncatingIfNeeded: try varint(row, &position))
            let length = try count(row, &position)
            references.append((type, String(decoding: row[position..<(position + length)], as: UTF8.self)))
        }
        return references
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` as a varint: seven bits a byte, low bits first.
    @inline(__always)
    mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(value))
    }

    /// Appends `text` as a varint byte count and its UTF-8.
    @inline(__always)
    mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count))
            append(contentsOf: utf8)
        }
    }
}
