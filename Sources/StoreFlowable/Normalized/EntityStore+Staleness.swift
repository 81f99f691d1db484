/// Marking entities stale: the lists and entity cachers showing them refetch.
extension EntityStore {
    /// Who is told when entities of a type are marked stale: with their IDs, or `nil` for every entity
    /// of the type.
    struct StalenessListener: Sendable {
        let type: ObjectIdentifier
        let onStale: @Sendable (_ ids: [any Hashable & Sendable]?, _ evicted: Bool) -> Void
    }

    /// Marks the entities with `ids` stale without changing them: every list and entity cacher on this
    /// store that shows one of them is invalidated, so its subscribers refetch at once and an inactive
    /// one refetches on its next subscription.
    public func invalidate<Entity: NormalizedEntity>(_ type: Entity.Type, ids: some Sequence<Entity.ID>) {
        let ids: [any Hashable & Sendable] = ids.map { $0 }
        for listener in listeners(of: type) { listener.onStale(ids, false) }
    }

    /// Marks every entity of `type` stale, as ``invalidate(_:ids:)`` does.
    public func invalidate<Entity: NormalizedEntity>(_ type: Entity.Type) {
        for listener in listeners(of: type) { listener.onStale(nil, false) }
    }

    /// Calls `onStale` with the IDs of entities of `type` marked stale (`nil`: all of them), and whether
    /// they were evicted rather than marked, until the returned token is passed to
    /// ``stopListeningForStaleness(_:)``.
    func listenForStaleness<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        onStale: @escaping @Sendable (_ ids: Set<Entity.ID>?, _ evicted: Bool) -> Void
    ) -> UInt64 {
        let listener = StalenessListener(type: ObjectIdentifier(type)) { ids, evicted in
            onStale(ids.map { Set($0.compactMap { $0 as? Entity.ID }) }, evicted)
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

    /// Tells the cachers showing evicted entities that they are stale.
    func announceEvicted(_ keys: [EntityKey]) {
        let byType = Dictionary(grouping: keys, by: \.type)
        let listeners = stalenessListeners.withLock { Array($0.values) }
        for listener in listeners {
            guard let evicted = byType[listener.type] else { continue }
            listener.onStale(evicted.map { $0.id }, true)
        }
    }

    private func listeners<Entity: NormalizedEntity>(of type: Entity.Type) -> [StalenessListener] {
        let type = ObjectIdentifier(type)
        return stalenessListeners.withLock { $0.values.filter { $0.type == type } }
    }
}
