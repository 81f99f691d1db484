/// Optimistic insertions: an entity shown at once in chosen lists under a temporary ID, replaced by the
/// server's everywhere when the request succeeds, removed everywhere when it fails.
extension EntityStore {
    /// Inserts `draft` at once into the lists of `positions`, runs `operation` (the server call), then
    /// settles: on success the entity `operation` returned replaces the draft everywhere; on failure the
    /// draft is removed everywhere and the error is rethrown.
    ///
    /// The draft's `id` is its temporary ID: choose one the server never gives, such as
    /// `"pending-\(UUID())"`. (A server that accepts the ID the client chose may return it: the entity
    /// then simply stays.)
    ///
    /// ```swift
    /// let draft = Status(id: "pending-\(UUID())", account: me, content: text)
    /// let posted = try await store.optimisticInsert(draft, into: [.start(of: timelines, param: .home)]) {
    ///     try await client.post(text)
    /// }
    /// ```
    ///
    /// - Every subscriber of those lists sees the draft at once, at the start or the end of the list, and
    ///   it stays there through refreshes and pages until the operation settles. It is never evicted.
    /// - On success the server's entity takes the draft's place in every list it was inserted into, once
    ///   (a list that already got the server's entity from a refresh meanwhile keeps that one where it
    ///   is); in the entities that nest the draft; in the ``NormalizedEntityCacher``s showing it; and in
    ///   the observations watching it (called with both IDs, they watch the server's from then on).
    /// - After ``removeAllData()`` meanwhile (a logout) it settles into nothing: the draft goes and the
    ///   server's entity is not written. A list cleared meanwhile does not get it either.
    ///
    /// - Returns: The entity `operation` returned, as stored.
    /// - Throws: ``OptimisticInsertError/temporaryIDInUse``, without running `operation`, when the
    ///   store already holds an entity with the draft's ID; otherwise what `operation` threw, once the
    ///   draft is removed.
    @discardableResult
    public func optimisticInsert<Entity: NormalizedEntity>(
        _ draft: Entity,
        into positions: [ListPosition<Entity>],
        operation: () async throws -> Entity
    ) async throws -> Entity {
        let token = try beginOptimisticInsert(draft, into: positions)
        let result: Entity
        do {
            result = try await operation()
        } catch {
            settleOptimisticInsert(token, temporaryID: draft.id, in: positions, with: nil)
            throw error
        }
        settleOptimisticInsert(token, temporaryID: draft.id, in: positions, with: result)
        return entity(Entity.self, id: result.id) ?? result
    }

    /// Stores `draft` as pending and shows it in the lists of `positions`; returns the token that
    /// settles it.
    package func beginOptimisticInsert<Entity: NormalizedEntity>(
        _ draft: Entity,
        into positions: [ListPosition<Entity>]
    ) throws(OptimisticInsertError) -> UInt64 {
        let token = takeToken()
        var inUse = false
        mutate { tables in
            let table = tables.table(Entity.self)
            guard table.values[draft.id] == nil, table.bases[draft.id] == nil else {
                inUse = true
                return
            }
            // A layer that changes nothing marks the draft pending: it is never evicted.
            table.bases[draft.id] = tables.write(draft)
            table.layers[draft.id] = [.init(token: token, apply: { _ in })]
        }
        if inUse { throw .temporaryIDInUse }
        for position in positions {
            position.list.beginPendingInsert(draft.id, token: token, atEnd: position.atEnd)
        }
        return token
    }

    /// Settles the insertion `token`: with a `result`, writes it and puts it in the draft's place
    /// everywhere; without one, removes the draft everywhere. After ``removeAllData()`` since the insertion
    /// began, only the lists' pending drafts are dropped.
    package func settleOptimisticInsert<Entity: NormalizedEntity>(
        _ token: UInt64,
        temporaryID: Entity.ID,
        in positions: [ListPosition<Entity>],
        with result: Entity?
    ) {
        var serverID: Entity.ID?
        // Written first, so that every list and cacher moving to it finds it.
        mutate(ifTokenLive: token) { tables in
            if let result { serverID = tables.write(result).id }
        }
        for position in positions {
            position.list.settlePendingInsert(token: token, temporaryID: temporaryID, serverID: serverID)
        }
        if let serverID, serverID != temporaryID {
            announceReplacement(Entity.self, temporaryID, by: serverID)
        }
        finishTemporary(token, Entity.self, id: temporaryID, replacedBy: serverID)
    }

    /// The confirmed entities nesting the pending entity with `id`, each holding `result` in its place.
    package func holders<Entity: NormalizedEntity>(
        ofTemporary type: Entity.Type,
        id: Entity.ID,
        replacedBy result: Entity
    ) -> [any NormalizedEntity] {
        state.withLock { $0.tables.holders(of: EntityKey(type, id), retargetedTo: result) }
    }

    /// Whether changes begun with `token` still count: no ``removeAllData()`` since.
    package func isLive(_ token: UInt64) -> Bool {
        state.withLock { token >= $0.firstLiveToken }
    }

    /// A token for a new optimistic change.
    func takeToken() -> UInt64 {
        state.withLock { state in
            defer { state.nextToken += 1 }
            return state.nextToken
        }
    }

    /// Drops the draft with `id`: with a `serverID`, the entities nesting it nest the server's entity
    /// instead, and the observations watching it watch the server's. Observers are woken once, with both.
    private func finishTemporary<Entity: NormalizedEntity>(
        _ token: UInt64,
        _ type: Entity.Type,
        id: Entity.ID,
        replacedBy serverID: Entity.ID?
    ) {
        let key = EntityKey(type, id)
        let wakeUps = state.withLock { state -> [(Observer, [EntityKey])] in
            guard token >= state.firstLiveToken else { return [] }
            state.tables.changed = []
            if serverID == id {
                state.tables.dropLayer(token, type, id: id)
            } else {
                let table = state.tables.table(type)
                if let serverID, let server = table.values[serverID] ?? table.bases[serverID] {
                    state.tables.retargetHolders(of: key, to: server, newKey: EntityKey(type, serverID))
                }
                state.tables.removeWithLinks(type, id: id)
            }
            var keysByObserver: [UInt64: [EntityKey]] = [:]
            for changed in state.tables.changedWithHolders() {
                for token in state.watchers[changed] ?? [] {
                    keysByObserver[token, default: []].append(changed)
                }
            }
            state.tables.changed = []
            if let serverID, serverID != id {
                Self.moveWatchers(
                    from: key, to: EntityKey(type, serverID), in: &state, waking: &keysByObserver)
            }
            state.wakeCount += keysByObserver.count
            return keysByObserver.compactMap { token, keys in state.observers[token].map { ($0, keys) } }
        }
        for (observer, keys) in wakeUps { observer.onChange(keys) }
    }

    /// Makes the observers watching `old` watch `new` instead, and wakes them with it.
    private static func moveWatchers(
        from old: EntityKey,
        to new: EntityKey,
        in state: inout State,
        waking keysByObserver: inout [UInt64: [EntityKey]]
    ) {
        guard let tokens = state.watchers.removeValue(forKey: old) else { return }
        for token in tokens {
            guard var observer = state.observers.removeValue(forKey: token) else { continue }
            observer.keys.remove(old)
            observer.keys.insert(new)
            state.observers[token] = observer
            state.watchers[new, default: []].insert(token)
            keysByObserver[token, default: []].append(new)
        }
    }
}
