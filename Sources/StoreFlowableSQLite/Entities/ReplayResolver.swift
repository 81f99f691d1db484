import Foundation
import StoreFlowable

/// Decodes rows as ``EntityRows/replay(in:types:into:)`` reads them, resolving their references: from
/// the rows decoded since the batch was last put in the store, then from the store, then from the
/// entity's own row (a row written after its holder, or of a type not replayed).
final class ReplayResolver {
    private let connection: SQLiteConnection
    private let store: EntityStore
    let keys: EntityKeyNames
    /// The types by `persistentName`: the replayed ones, and any a reference named.
    private var types: [String: any PersistentEntity.Type]
    /// The rows decoded since the batch was last put in the store.
    private var batch: [EntityRow.Reference: any PersistentEntity] = [:]
    /// Entities referred to before, read from the store or, out of order, from their own rows: kept
    /// until their own row or a removal of theirs comes, so that the author of many statuses is looked
    /// up once, not once per status (`sqlite_hydrate_over_floor`, group `persistence`).
    private var resolved: [EntityRow.Reference: any PersistentEntity] = [:]
    /// The entities being decoded, outermost first.
    private var reading: [EntityRow.Reference] = []
    /// How many references were cut as loops: a value read while one was is not kept in ``resolved``.
    private var loopsCut = 0
    private let json = JSONDecoder()

    init(
        connection: SQLiteConnection,
        store: EntityStore,
        keys: EntityKeyNames,
        types: [String: any PersistentEntity.Type]
    ) {
        self.connection = connection
        self.store = store
        self.keys = keys
        self.types = types
    }

    /// The row `bytes` of `reference` decoded as `type`, or `nil` when it does not decode (its type
    /// changed shape, or an entity it refers to cannot be read).
    func decode<Entity: PersistentEntity>(
        _ type: Entity.Type, _ reference: EntityRow.Reference, _ bytes: [UInt8]
    ) -> Entity? {
        reading.append(reference)
        defer { reading.removeLast() }
        do {
            if bytes.first == CompactFormat.formatByte {
                return try CompactDecoder.decode(type, from: bytes, keys: keys, resolver: resolve)
            }
            return try json.decode(type, from: Data(bytes))
        } catch {
            return nil
        }
    }

    /// Notes the decoded row of `reference`, which the next ``flush()`` puts in the store.
    func decoded(_ entity: any PersistentEntity, as reference: EntityRow.Reference) {
        batch[reference] = entity
        resolved[reference] = nil
    }

    /// Forgets `reference`, removed from the store.
    func removed(_ reference: EntityRow.Reference) {
        resolved[reference] = nil
    }

    /// Forgets the batch: the store holds it now.
    func flush() {
        batch.removeAll(keepingCapacity: true)
    }

    /// What `reference` refers to.
    private func resolve(
        _ reference: EntityRow.Reference, _ type: (any PersistentEntity.Type)?
    ) -> ResolvedEntity {
        if reading.contains(reference) {
            loopsCut += 1
            return .loop
        }
        if let entity = batch[reference] ?? resolved[reference] { return .found(entity) }
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
            let entity = store.entity(type, id: id)
        {
            resolved[reference] = entity
            return .found(entity)
        }
        guard let bytes = try? row(reference) else { return .missing }
        let loops = loopsCut
        guard let entity = decode(type, reference, bytes) else { return .missing }
        if loopsCut == loops { resolved[reference] = entity }
        return .found(entity)
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
