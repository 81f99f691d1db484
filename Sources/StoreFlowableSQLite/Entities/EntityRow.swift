import Foundation
import StoreFlowable

/// One entity as the `entities` table stores it, with the entities nested in it named by type and ID
/// (the `entity_links` rows): a status row refers to its author's row, in its value too.
struct EntityRow {
    /// An entity's row: its type's `persistentName` and its stored ID.
    struct Reference: Hashable {
        let type: String
        let id: String
    }

    let reference: Reference
    var value: Data
    var children: [Reference]
    let hasRelationships: Bool

    /// The rows of `entities` and of every persistent entity nested in them, each once, a nested entity
    /// before the entity holding it; an entity met twice takes the place and the value of its last
    /// meeting, so that replaying the rows in order ends where writing the entities in order ended.
    ///
    /// A row's value is in ``CompactFormat``, its key names numbered by `keys` (new ones added), with the
    /// entities nested through relationships written as references to their own rows; a value that
    /// form cannot hold is written as JSON, as rows were before.
    static func rows<Entity: PersistentEntity>(
        for entities: some Sequence<Entity>,
        keys: inout EntityKeyNames
    ) throws(SQLiteError) -> [EntityRow] {
        var builder = Builder(keys: keys)
        for entity in entities { try builder.add(entity) }
        keys = builder.keys
        return builder.rows.compactMap { $0 }
    }

    /// The row reference of `entity`.
    static func reference<Entity: PersistentEntity>(to entity: Entity) throws(SQLiteError) -> Reference {
        Reference(type: Entity.persistentName, id: try StoredValue.text(entity.id))
    }

    private struct Builder {
        var keys: EntityKeyNames
        var rows: [EntityRow?] = []
        var positions: [Reference: Int] = [:]
        let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return encoder
        }()

        @discardableResult
        mutating func add<Entity: PersistentEntity>(_ entity: Entity) throws(SQLiteError) -> Reference {
            var children: [Reference] = []
            for relationship in Entity.relationships {
                for child in relationship.children(of: entity) {
                    guard let child = child as? any PersistentEntity else { continue }
                    children.append(try add(child))
                }
            }
            let reference = try EntityRow.reference(to: entity)
            let value: Data
            do {
                // Hollow, for nested entities that have no rows of their own (not persistent).
                let hollow = entity.withHollowNested()
                if let bytes = try CompactEncoder.encode(
                    hollow, keys: &keys, children: Set(children), ownID: reference.id)
                {
                    value = Data(bytes)
                } else {
                    value = try encoder.encode(hollow)
                }
            } catch {
                throw .coding("cannot encode \(Entity.self) \(entity.id): \(error)")
            }
            let row = EntityRow(
                reference: reference, value: value, children: children,
                hasRelationships: !Entity.relationships.isEmpty)
            if let position = positions[reference] { rows[position] = nil }
            positions[reference] = rows.count
            rows.append(row)
            return reference
        }
    }
}
