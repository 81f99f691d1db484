/// Telling cachers that a temporary entity was replaced by the server's, so that they show it from now on.
extension EntityStore {
    /// Who is told that an entity of a type was replaced, with the old and the new ID.
    struct ReplacementListener: Sendable {
        let type: ObjectIdentifier
        let onReplace: @Sendable (_ old: any Hashable & Sendable, _ new: any Hashable & Sendable) -> Void
    }

    /// Calls `onReplace` whenever a temporary entity of `type` is replaced by the server's, before the
    /// observers watching it are woken, until the returned token is passed to
    /// ``stopListeningForReplacement(_:)``.
    func listenForReplacement<Entity: NormalizedEntity>(
        _ type: Entity.Type,
        onReplace: @escaping @Sendable (_ old: Entity.ID, _ new: Entity.ID) -> Void
    ) -> UInt64 {
        let listener = ReplacementListener(type: ObjectIdentifier(type)) { old, new in
            guard let old = old as? Entity.ID, let new = new as? Entity.ID else { return }
            onReplace(old, new)
        }
        return replacementListeners.withLock { listeners in
            let token = (listeners.keys.max() ?? 0) + 1
            listeners[token] = listener
            return token
        }
    }

    func stopListeningForReplacement(_ token: UInt64) {
        _ = replacementListeners.withLock { $0.removeValue(forKey: token) }
    }

    /// Tells the listeners of `type` that `old` is now `new`.
    func announceReplacement<Entity: NormalizedEntity>(
        _ type: Entity.Type, _ old: Entity.ID, by new: Entity.ID
    ) {
        let type = ObjectIdentifier(type)
        let listeners = replacementListeners.withLock { $0.values.filter { $0.type == type } }
        for listener in listeners { listener.onReplace(old, new) }
    }
}
