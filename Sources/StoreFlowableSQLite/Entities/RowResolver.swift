import Foundation
import StoreFlowable

/// Decodes entity rows for one load of an ``EntityLoader``, resolving the references in them: from the
/// rows this load decoded already, then from memory, then from the entity's own row.
final class RowResolver {
    private let connection: SQLiteConnection
    private let memory: EntityStore?
    private let keys: EntityKeyNames
    /// The types by `persistentName`: the store's, and any a reference named.
    private(set) var types: [String: any PersistentEntity.Type]
    /// Every entity decoded from its own row, a nested one before its holder.
    private(set) var decoded: [any NormalizedEntity] = []
    /// The rows that did not decode.
    private(set) var undecodable: Set<EntityRow.Reference> = []
    /// Entities referred to before, so that the author of many statuses is read once a load.
    private var resolved: [EntityRow.Reference: any PersistentEntity] = [:]
    /// The entities being decoded, outermost first.
    private var reading: [EntityRow.Reference] = []
    /// How many references were cut as loops: a value read while one was is not kept in ``resolved``.
    private var loopsCut = 0
    private let json = JSONDecoder()

    init(
        connection: SQLiteConnection,
        memory: EntityStore?,
        keys: EntityKeyNames,
        types: [String: any PersistentEntity.Type]
    ) {
        self.connection = connection
        self.memory = memory
        self.keys = keys
        self.types = types
    }

    /// Reads and decodes the row of `reference` as `type`, unless this load read it already; `nil` when it
    /// has no row or does not decode (its type changed shape, or an entity it refers to cannot be read:
    /// the store being a cache, the next fetch brings it back).
    @discardableResult
    func read<Entity: PersistentEntity>(_ type: Entity.Type, _ reference: EntityRow.Reference) -> Entity? {
        if let entity = resolved[reference] { return entity as? Entity }
        guard let bytes = try? row(reference) else { return nil }
        return decode(type, reference, bytes)
    }

    /// Whether this load read the row of `reference` already.
    func hasRead(_ reference: EntityRow.Reference) -> Bool {
        resolved[reference] != nil
    }

    /// The row `bytes` of `reference` decoded as `type`, or `nil` when it does not decode.
    @discardableResult
    func decode<Entity: PersistentEntity>(
        _ type: Entity.Type, _ reference: EntityRow.Reference, _ bytes: [UInt8]
    ) -> Entity? {
        reading.append(reference)
        defer { reading.removeLast() }
        let loops = loopsCut
        let entity: Entity
        do {
            if bytes.first == CompactFormat.formatByte {
                entity = try CompactDecoder.decode(
                    type, from: bytes, keys: keys, ownID: reference.id, resolver: resolve)
            } else {
                // A JSON row (written by an earlier version) holds copies of its nested entities: their
                // own rows, read first, are kept over them.
                try readChildren(of: reference)
                entity = try json.decode(type, from: Data(bytes))
            }
        } catch {
            undecodable.insert(reference)
            return nil
        }
        if loopsCut == loops { resolved[reference] = entity }
        decoded.append(entity)
        return entity
    }

    /// What `reference` refers to.
    private func resolve(
        _ reference: EntityRow.Reference, _ type: (any PersistentEntity.Type)?
    ) -> ResolvedEntity {
        if reading.contains(reference) {
            loopsCut += 1
            return .loop
        }
        if let entity = resolved[reference] { return .found(entity) }
        if let type, type.persistentName == reference.type, types[reference.type] == nil {
            types[reference.type] = type
        }
        guard let type = types[reference.type] else { return .missing }
        return resolve(type, reference)
    }

    private func resolve<Entity: PersistentEntity>(
        _ type: Entity.Type, _ reference: EntityRow.Reference
    ) -> ResolvedEntity {
        if let id = try? StoredValue.value(Entity.ID.self, text: reference.id),
            let entity = memory?.entityInMemory(type, id: id)
        {
            resolved[reference] = entity
            return .found(entity)
        }
        return read(type, reference).map { .found($0) } ?? .missing
    }

    /// Reads the own rows of the entities `reference`'s row links to.
    private func readChildren(of reference: EntityRow.Reference) throws(SQLiteError) {
        let statement = try connection.statement(
            "SELECT child_type, child_id FROM entity_links WHERE parent_type = ? AND parent_id = ?")
        statement.bind(reference.type, at: 1)
        statement.bind(reference.id, at: 2)
        var children: [EntityRow.Reference] = []
        while try statement.step() {
            children.append(EntityRow.Reference(type: statement.string(0), id: statement.string(1)))
        }
        statement.reset()
        for child in children where !reading.contains(child) && resolved[child] == nil {
            guard let type = types[child.type] else { continue }
            read(type, child)
        }
    }

    /// The stored value of `reference`, or `nil` when it has no row.
    private func row(_ reference: EntityRow.Reference) throws(SQLiteError) -> [UInt8]? {
        let statement = try connection.statement("SELECT value FROM entities WHERE type = ? AND id = ?")
        defer { statement.reset() }
        statement.bind(reference.type, at: 1)
        statement.bind(reference.id, at: 2)
        return try statement.step() ? statement.bytes(0) : nil
    }
}
