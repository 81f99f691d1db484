/// A keyed container of a ``CompactEncoder``: entries as key numbers and values; nil values passed to
/// `encodeNil(forKey:)` or `encodeIfPresent` left out.
struct CompactKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CompactEncoder
    let id: Int
    let depth: Int

    init(encoder: CompactEncoder, opened: (id: Int, depth: Int)) {
        self.encoder = encoder
        id = opened.id
        depth = opened.depth
    }

    var codingPath: [any CodingKey] { [] }

    /// Starts an entry for `key`; `false` when the container cannot take one.
    @inline(__always)
    private func begin(_ key: Key) -> Bool {
        guard encoder.willWrite(id: id, depth: depth) else { return false }
        encoder.bytes.appendVarint(UInt64(encoder.keys.number(for: key.stringValue)))
        return true
    }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { encoder.write(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { if begin(key) { encoder.write(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if begin(key) { encoder.write(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { if begin(key) { encoder.write(value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ value: Integer, _ key: Key) {
        if begin(key) { encoder.write(integer: value) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // A nil written here is kept (a dictionary's nil value is an entry); `encodeNil(forKey:)` and
        // `encodeIfPresent`, which optional properties use, write nothing.
        if begin(key) { try encoder.encodeValue(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = begin(key)
        encoder.nextID += 1
        return KeyedEncodingContainer(
            CompactKeyedEncodingContainer<NestedKey>(
                encoder: encoder, opened: encoder.open(keyed: true, slot: encoder.nextID)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        _ = begin(key)
        encoder.nextID += 1
        return CompactUnkeyedEncodingContainer(
            encoder: encoder, opened: encoder.open(keyed: false, slot: encoder.nextID))
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupported() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.unsupported() }
}

/// An unkeyed container of a ``CompactEncoder``: a count, then the values, nil ones included.
struct CompactUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: CompactEncoder
    let id: Int
    let depth: Int
    private(set) var count = 0

    init(encoder: CompactEncoder, opened: (id: Int, depth: Int)) {
        self.encoder = encoder
        id = opened.id
        depth = opened.depth
    }

    var codingPath: [any CodingKey] { [] }

    /// Starts an element; `false` when the container cannot take one.
    @inline(__always)
    private mutating func begin() -> Bool {
        count += 1
        return encoder.willWrite(id: id, depth: depth)
    }

    mutating func encodeNil() throws { if begin() { encoder.bytes.append(CompactFormat.null) } }
    mutating func encode(_ value: Bool) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: String) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Double) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Float) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }

    @inline(__always)
    private mutating func integer<Integer: FixedWidthInteger>(_ value: Integer) {
        if begin() { encoder.write(integer: value) }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if begin() { try encoder.encodeValue(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = begin()
        encoder.nextID += 1
        return KeyedEncodingContainer(
            CompactKeyedEncodingContainer<NestedKey>(
                encoder: encoder, opened: encoder.open(keyed: true, slot: encoder.nextID)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = begin()
        encoder.nextID += 1
        return CompactUnkeyedEncodingContainer(
            encoder: encoder, opened: encoder.open(keyed: false, slot: encoder.nextID))
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupported() }
}

/// The single-value container of one value of a ``CompactEncoder``: it takes one value.
struct CompactSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoding: CompactEncoding

    var codingPath: [any CodingKey] { [] }

    private var encoder: CompactEncoder { encoding.encoder }

    /// Whether the value has written nothing yet.
    @inline(__always)
    private func begin() -> Bool {
        guard encoder.stack.count == encoding.base, encoder.bytes.count == encoding.start else {
            encoder.failure = encoder.failure ?? "two values in one single-value container"
            return false
        }
        return true
    }

    mutating func encodeNil() throws { if begin() { encoder.bytes.append(CompactFormat.null) } }
    mutating func encode(_ value: Bool) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: String) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Double) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Float) throws { if begin() { encoder.write(value) } }
    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }

    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ value: Integer) {
        if begin() { encoder.write(integer: value) }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if begin() { try encoder.encodeValue(value) }
    }
}

extension CompactEncoder {
    /// Marks the value as not writable in the compact form; returns an encoder whose writes are dropped.
    func unsupported() -> any Encoder {
        failure = failure ?? "superEncoder()"
        return CompactEncoding(encoder: self, slot: -1, base: stack.count, start: -1)
    }
}
