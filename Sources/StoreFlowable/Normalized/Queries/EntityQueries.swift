/// The live queries and inverse indices of an ``EntityStore``, by entity type; changed only under the
/// store's lock, in the same critical section as the writes they follow, so that a query's results come
/// in the order of the writes.
struct EntityQueries: Sendable {
    private var byType: [ObjectIdentifier: any AnyTypeQueries] = [:]
    private var nextToken: UInt64 = 1
    /// How many results live queries were delivered since the store was created.
    private(set) var deliveryCount = 0

    /// Whether there is no query to keep up to date: then writes skip this entirely.
    var isEmpty: Bool { byType.isEmpty }

    /// How many live queries are open.
    var liveQueryCount: Int {
        byType.values.reduce(0) { $0 + $1.liveQueryCount }
    }

    /// The keys of every entity of a type a live query is open on.
    func liveQueryKeys(in tables: EntityTables) -> [EntityKey] {
        byType.filter { $0.value.liveQueryCount > 0 }.flatMap { tables.keys(ofType: $0.key) }
    }

    /// Follows a batch of writes: `affected` are the entities whose value changed (`tables.changed`) and
    /// every entity holding one of them, `evicted` the entities evicted after the batch.
    ///
    /// - Complexity: O(*k*) reads for *k* affected entities of types that have queries, plus what each
    ///   query does with them; nothing for other types.
    mutating func follow(_ affected: Set<EntityKey>, evicted: [EntityKey], in tables: EntityTables) {
        var touched: [any AnyTypeQueries] = []
        func note(_ key: EntityKey, directly: Bool) {
            guard let queries = byType[key.type] else { return }
            if queries.entityChanged(key.id, directly: directly, in: tables) { touched.append(queries) }
        }
        let allDirect = affected.count == tables.changed.count
        for key in affected { note(key, directly: allDirect || tables.changed.contains(key)) }
        if !evicted.isEmpty {
            for key in evicted { note(key, directly: true) }
            for key in tables.holders(of: tables.evictionHolders) { note(key, directly: false) }
        }
        for queries in touched { deliveryCount += queries.deliver() }
    }

    /// Forgets the entities a garbage collection removed.
    ///
    /// - Complexity: O(*m*) in the number of entities the queries hold; a collection is O(*n*) anyway.
    mutating func collected(in tables: EntityTables) {
        for queries in byType.values { deliveryCount += queries.collected(in: tables) }
    }

    /// Empties every query: the store was emptied.
    mutating func removeAll() {
        for queries in byType.values { deliveryCount += queries.removeAll() }
    }

    /// Opens a live query and offers its first result; returns its token.
    mutating func start<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        isIncluded: @escaping @Sendable (Entity) -> Bool,
        areInIncreasingOrder: @escaping @Sendable (Entity, Entity) -> Bool,
        mailbox: QueryMailbox<SortedEntities<Entity>>,
        tables: EntityTables
    ) -> UInt64 {
        let token = nextToken
        nextToken += 1
        queries(of: type).liveQueries[token] = LiveQuery(
            isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder, mailbox: mailbox,
            tables: tables)
        deliveryCount += 1
        return token
    }

    /// Closes the live query `token`, if it is open; returns it, for the caller to release once the
    /// store's lock is released: its predicate may hold what uses the store when it goes.
    mutating func stop<Entity: NormalizedEntity>(_ type: Entity.Type, token: UInt64) -> LiveQuery<Entity>? {
        guard let queries = byType[ObjectIdentifier(type)] as? TypeQueries<Entity> else { return nil }
        let query = queries.liveQueries.removeValue(forKey: token)
        if queries.isEmpty { byType[ObjectIdentifier(type)] = nil }
        return query
    }

    /// The inverse index of `keyPath`, built on first use.
    ///
    /// - Complexity: O(*n*) in the number of roots the first time, O(1) after.
    mutating func index<Root: NormalizedEntity, Target: NormalizedEntity>(
        _ keyPath: AnyKeyPath,
        targets: @escaping @Sendable (Root) -> [Target.ID],
        tables: EntityTables
    ) -> InverseIndex<Root, Target> {
        let queries = queries(of: Root.self)
        if let index = queries.indices[keyPath] as? InverseIndex<Root, Target> { return index }
        let index = InverseIndex<Root, Target>(targets: targets, tables: tables)
        queries.indices[keyPath] = index
        return index
    }

    private mutating func queries<Entity: NormalizedEntity>(of type: Entity.Type) -> TypeQueries<Entity> {
        if let queries = byType[ObjectIdentifier(type)] as? TypeQueries<Entity> { return queries }
        let queries = TypeQueries<Entity>()
        byType[ObjectIdentifier(type)] = queries
        return queries
    }
}

extension EntityTables {
    /// `keys` and, transitively, every entity holding one of them.
    func holders(of keys: Set<EntityKey>) -> Set<EntityKey> {
        var result = keys
        var queue = Array(keys)
        while let key = queue.popLast() {
            for parent in parents[key] ?? [] where result.insert(parent).inserted { queue.append(parent) }
        }
        return result
    }
}
