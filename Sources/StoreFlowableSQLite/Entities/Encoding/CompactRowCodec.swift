import StoreFlowable

/// Entity rows in the compact form outside a database, with a key table of their own: for measuring the
/// form against JSON.
package struct CompactRowCodec {
    private var keys = EntityKeyNames()

    /// A codec with an empty key table.
    package init() {}

    /// A codec reading rows of a file whose `entity_keys` table holds `names`, in number order from 1.
    package init(keyNames names: [String]) {
        for name in names { _ = keys.number(for: name) }
    }

    /// Whether `row` is in the compact form (otherwise it is JSON).
    package static func isCompact(_ row: UnsafeRawBufferPointer) -> Bool {
        row.first == CompactFormat.formatByte
    }

    /// The row of `entity`, as a store writes it: its persistent nested entities as references.
    package mutating func encode<Entity: PersistentEntity>(_ entity: Entity) throws -> [UInt8] {
        var children: Set<EntityRow.Reference> = []
        for relationship in Entity.relationships {
            for case let child as any PersistentEntity in relationship.children(of: entity) {
                children.insert(try EntityRow.reference(to: child))
            }
        }
        guard
            let bytes = try CompactEncoder.encode(
                entity.withHollowNested(), keys: &keys, children: children,
                ownID: try StoredValue.text(entity.id))
        else { throw CompactFormat.corrupted("\(Entity.self) cannot be written in the compact form") }
        return bytes
    }

    /// The entity of `row`, stored under `id`, its references resolved to `nested`.
    package func decode<Entity: PersistentEntity>(
        _ type: Entity.Type, from row: [UInt8], id: String, nested: [EntityKeyedValue]
    ) throws -> Entity {
        try decode(type, from: row, id: id) { type, id in
            nested.first { $0.type == type && $0.id == id }?.value
        }
    }

    /// The entity of `row`, stored under `id` (the row's `id` column), each reference resolved by
    /// `resolve` from its type name and stored ID.
    package func decode<Entity: PersistentEntity>(
        _ type: Entity.Type, from row: [UInt8], id: String,
        resolve: (String, String) -> (any PersistentEntity)?
    ) throws -> Entity {
        try withoutActuallyEscaping(resolve) { resolve in
            try CompactDecoder.decode(type, from: row, keys: keys, ownID: id) { reference, _ in
                resolve(reference.type, reference.id).map(ResolvedEntity.found) ?? .missing
            }
        }
    }
}

/// A persistent entity with the type name and stored ID its references use.
package struct EntityKeyedValue {
    let type: String
    let id: String
    let value: any PersistentEntity

    /// `value`, named as references name it.
    package init<Entity: PersistentEntity>(_ value: Entity) throws {
        let reference = try EntityRow.reference(to: value)
        type = reference.type
        id = reference.id
        self.value = value
    }
}
