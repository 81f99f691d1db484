/// Marking entities stale: the lists and entity cachers showing them refetch.
extension EntityStore {
    /// Who is told when entities of a type are marked stale: with their IDs, or `nil` for every entity
    /// of the type.
    struct StalenessListener: Sendable {
        let type: ObjectIdentifier
        let onStale: @Sendable (_ ids: [any Hashable & Sendable]?, _ staleness: Staleness) -> Void
    }

    /// Why entities are stale.
    enum Staleness: Sendable {
        /// Marked by ``invalidate(_:ids:)``: refetched.
        case marked
        /// Evicted from a store without a source: gone, so that what shows them is refetched when next
        /// used.
        case evicted
        /// Evicted from memory, or holding an evicted entity, in a store with a source, which still has
        /// them: copies of them kept elsewhere no longer follow their changes, and are read again.
        case unloaded
    }

    /// Marks the entities with `ids` stale without changing them: every list and entity cacher on this
    /// store that shows one of them is invalidated, so its subscribers refetch at once and an inactive
    /// one refetches on its next subscription.
    public func invalidate<Entity: NormalizedEntity>(_ type: Entity.Type, ids: some Sequence<Entity.ID>) {
        let ids: [any Hashable & Sendable] = ids.map { $0 }
        for listener in listeners(of: type) { listener.onStale(ids, .marked) }
    }

    /// Marks every entity of `type` stale, as ``invalidate(_:ids:)`` does.
    public func invalidate<Entity: NormalizedEntity>(_ type: Entity.Type) {
        for listener in listeners(of: type) { listener.onStale(nil, .marked) }
    }

    /// Calls `onStale` with the IDs of entities of `type` that are stale (`nil`: all of them), and why,
    /// until the returned token is passed to ``stopListeningForStaleness(_:)``.
    func listenForStaleness<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        onStale: @escaping @Sendable (_ ids: Set<Entity.ID>?, _ staleness: Staleness) -> Void
    ) -> UInt64 {
        let listener = StalenessListener(type: ObjectIdentifier(type)) { ids, staleness in
            onStale(ids.map { Set($0.compactMap { $0 as? Entity.ID }) }, staleness)
        }
        return stalenessListeners.withLock { listeners in
            let token = (listeners.keys.max() ?? 0) + 1
            listeners[token] = listener
            return token
        }
    }

    func stopListeningForStaleness(_ token: UInt64) {
        _ = stalenessListeners.withLock { $0.removeValue(forKey: token) }
    }

    /// Tells the cachers showing `keys` that they are stale, and why.
    func announceStale(_ keys: some Collection<EntityKey>, _ staleness: Staleness) {
        guard !keys.isEmpty else { return }
        let byType = Dictionary(grouping: keys, by: \.type)
        let listeners = stalenessListeners.withLock { Array($0.values) }
        for listener in listeners {
            guard let stale = byType[listener.type] else { continue }
            listener.onStale(stale.map { $0.id }, staleness)
        }
    }

    /// Tells the cachers of what leaves memory with `evicted` while the source keeps it: the evicted
    /// entities and, transitively, every entity holding one. Under the state's lock, right after the
    /// eviction, so that no cacher reads a copy of them in between; the listeners take no other lock.
    func announceUnloaded(by evicted: [EntityKey], in state: State) {
        guard source != nil, !evicted.isEmpty else { return }
        announceStale(state.tables.withHolders(Set(evicted).union(state.tables.evictionHolders)), .unloaded)
    }

    private func listeners<Entity: NormalizedEntity>(of type: Entity.Type) -> [StalenessListener] {
        let type = ObjectIdentifier(type)
        return stalenessListeners.withLock { $0.values.filter { $0.type == type } }
    }
}
