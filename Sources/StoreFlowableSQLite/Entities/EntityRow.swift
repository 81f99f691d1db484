import Foundation
import StoreFlowable

/// One entity as the `entities` table stores it, with the entities nested in it named by type and ID
/// (the `entity_links` rows): a status row refers to its author's row.
struct EntityRow {
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
    static func rows<Entity: PersistentEntity>(for entities: some Sequence<Entity>) throws(SQLiteError)
        -> [EntityRow]
    {
        var builder = Builder()
        for entity in entities { try builder.add(entity) }
        return builder.rows.compactMap { $0 }
    }

    private struct Builder {
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
            let reference = Reference(type: Entity.persistentName, id: try StoredValue.text(entity.id))
            let value: Data
            do {
                // Nested entities one level deep and hollow: a row's size does not grow with nesting.
                value = try encoder.encode(entity.withHollowNested())
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
