import Foundation

/// Writes `Encodable` values in ``CompactFormat``, straight into one byte buffer.
///
/// Containers are written as they are filled: a container is closed (its count written) when a write
/// reaches a container below it or the value that opened it is done. A pattern that cannot be written
/// that way — writing to a container after a sibling was opened after it, `superEncoder()`, two values in
/// one single-value container — sets ``failure``, and the row is written as JSON instead.
final class CompactEncoder {
    /// A container being filled.
    struct Open {
        /// Tells this container from any other opened at the same depth.
        let id: Int
        /// The value that opened it.
        let slot: Int
        let keyed: Bool
        /// Where its one-byte count placeholder is.
        let countPosition: Int
        var count = 0
    }

    var bytes: [UInt8]
    var keys: EntityKeyNames
    /// The nested entities written as references: those in rows of their own.
    let children: Set<EntityRow.Reference>
    /// The stored ID of the row being written, which its strings equal to it refer to.
    let ownID: String?
    var stack: [Open] = []
    var nextID = 0
    /// Why the value cannot be written in the compact form, once known.
    var failure: String?

    private init(keys: EntityKeyNames, children: Set<EntityRow.Reference>, ownID: String?) {
        self.keys = keys
        self.children = children
        self.ownID = ownID
        bytes = [CompactFormat.formatByte]
        bytes.reserveCapacity(512)
        stack.reserveCapacity(8)
    }

    /// `value` in the compact form, with `keys` numbering its key names (new ones added); `nil` when it
    /// cannot be written in that form. A persistent entity in `children` below the root is written as a
    /// reference; a string equal to `ownID` (the row's stored ID), as ``CompactFormat/ownID``.
    static func encode<Value: Encodable>(
        _ value: Value,
        keys: inout EntityKeyNames,
        children: Set<EntityRow.Reference>,
        ownID: String? = nil
    ) throws -> [UInt8]? {
        let encoder = CompactEncoder(keys: keys, children: children, ownID: ownID)
        try encoder.encodeRoot(value)
        guard encoder.failure == nil else { return nil }
        keys = encoder.keys
        return encoder.bytes
    }

    private func encodeRoot<Value: Encodable>(_ value: Value) throws {
        try encodeOpened(value)
    }

    /// Writes one value at the end of the buffer.
    @inline(__always)
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if !children.isEmpty, Value.self is any PersistentEntity.Type,
            let entity = value as? any PersistentEntity, try writeReference(to: entity)
        {
            return
        }
        if Value.self == URL.self, let url = value as? URL {
            bytes.append(CompactFormat.url)
            bytes.appendString(url.absoluteString)
        } else if Value.self == Data.self, let data = value as? Data {
            bytes.append(CompactFormat.data)
            bytes.appendVarint(UInt64(data.count))
            bytes.append(contentsOf: data)
        } else {
            try encodeOpened(value)
        }
    }

    /// Writes `value` through its `encode(to:)`, then closes the containers it opened.
    private func encodeOpened<Value: Encodable>(_ value: Value) throws {
        nextID += 1
        let base = stack.count
        let start = bytes.count
        try value.encode(to: CompactEncoding(encoder: self, slot: nextID, base: base, start: start))
        close(downTo: base)
        if bytes.count == start {
            // A value that wrote nothing reads as an empty keyed container, as `{}` in JSON.
            bytes.append(CompactFormat.keyed)
            bytes.append(0)
        }
    }

    /// Writes `entity` as a reference when it has a row of its own; whether it did.
    private func writeReference(to entity: any PersistentEntity) throws -> Bool {
        let reference = try EntityRow.reference(to: entity)
        guard children.contains(reference) else { return false }
        bytes.append(CompactFormat.reference)
        bytes.appendVarint(UInt64(keys.number(for: reference.type)))
        bytes.appendString(reference.id)
        return true
    }

    /// Opens a container at the end of the buffer, for the value `slot`.
    func open(keyed: Bool, slot: Int) -> (id: Int, depth: Int) {
        nextID += 1
        bytes.append(keyed ? CompactFormat.keyed : CompactFormat.unkeyed)
        stack.append(Open(id: nextID, slot: slot, keyed: keyed, countPosition: bytes.count))
        bytes.append(0)
        return (nextID, stack.count - 1)
    }

    /// Closes the containers at `depth` and deeper, writing their counts.
    func close(downTo depth: Int) {
        while stack.count > depth {
            let open = stack.removeLast()
            if open.count < 0x80 {
                bytes[open.countPosition] = UInt8(open.count)
            } else {
                var count: [UInt8] = []
                count.appendVarint(UInt64(open.count))
                bytes.replaceSubrange(open.countPosition..<(open.countPosition + 1), with: count)
            }
        }
    }

    /// Readies the container `id` at `depth` for one more entry; `false` (and ``failure`` set) when it
    /// was closed already.
    @inline(__always)
    func willWrite(id: Int, depth: Int) -> Bool {
        if stack.count > depth + 1 { close(downTo: depth + 1) }
        guard stack.count == depth + 1, stack[depth].id == id else {
            failure = failure ?? "a container written to after it was closed"
            return false
        }
        stack[depth].count += 1
        return true
    }
}

/// The `Encoder` a value writes itself to: one slot of a ``CompactEncoder``.
struct CompactEncoding: Encoder {
    let encoder: CompactEncoder
    /// The value being written.
    let slot: Int
    /// The depth of the containers this value opens.
    let base: Int
    /// Where this value's bytes start.
    let start: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            CompactKeyedEncodingContainer<Key>(encoder: encoder, opened: open(keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncodingContainer(encoder: encoder, opened: open(keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueEncodingContainer(encoding: self)
    }

    /// This value's container: the one it opened already when it asks again for one of the same kind
    /// (as a subclass and its superclass do), otherwise a new one.
    private func open(keyed: Bool) -> (id: Int, depth: Int) {
        if encoder.stack.count > base, encoder.stack[base].slot == slot, encoder.stack[base].keyed == keyed {
            encoder.close(downTo: base + 1)
            return (encoder.stack[base].id, base)
        }
        if encoder.stack.count != base || encoder.bytes.count != start {
            encoder.failure = encoder.failure ?? "two containers for one value"
        }
        return encoder.open(keyed: keyed, slot: slot)
    }
}

extension CompactEncoder {
    /// Writes a `Bool`.
    @inline(__always)
    func write(_ value: Bool) {
        bytes.append(value ? CompactFormat.trueValue : CompactFormat.falseValue)
    }

    /// Writes an integer of any width.
    @inline(__always)
    func write<Integer: FixedWidthInteger>(integer value: Integer) {
        if Integer.isSigned {
            let wide = Int64(value)
            bytes.append(CompactFormat.signed)
            bytes.appendVarint(CompactFormat.zigzag(wide))
        } else {
            bytes.append(CompactFormat.unsigned)
            bytes.appendVarint(UInt64(value))
        }
    }

    /// Writes a `Double`.
    @inline(__always)
    func write(_ value: Double) {
        bytes.append(CompactFormat.double)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes a `Float`.
    @inline(__always)
    func write(_ value: Float) {
        bytes.append(CompactFormat.float)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes a `String`: the row's own ID and timestamps in their short forms.
    @inline(__always)
    func write(_ value: String) {
        if let ownID, value == ownID {
            bytes.append(CompactFormat.ownID)
        } else if value.utf8.count == CompactTimestamp.length,
            let milliseconds = CompactTimestamp.milliseconds(value)
        {
            bytes.append(CompactFormat.timestamp)
            bytes.appendVarint(CompactFormat.zigzag(milliseconds))
        } else {
            bytes.append(CompactFormat.string)
            bytes.appendString(value)
        }
    }
}
