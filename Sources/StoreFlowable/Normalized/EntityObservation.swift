/// An observation of entities in an ``EntityStore``; it stops when cancelled or released.
public final class EntityObservation<Entity: NormalizedEntity>: Sendable {
    private let store: EntityStore
    let token: UInt64

    init(store: EntityStore, token: UInt64) {
        self.store = store
        self.token = token
    }

    deinit {
        store.removeObserver(token)
    }

    /// Watches `ids` instead of the IDs watched so far.
    public func watch(_ ids: some Sequence<Entity.ID>) {
        store.watch(ids.map { EntityKey(Entity.self, $0) }, by: token, replacing: true)
    }

    /// Watches `ids` as well as the IDs watched so far.
    public func watchAlso(_ ids: some Sequence<Entity.ID>) {
        store.watch(ids.map { EntityKey(Entity.self, $0) }, by: token, replacing: false)
    }

    /// Stops watching `ids`, and only those.
    package func unwatch(_ ids: some Sequence<Entity.ID>) {
        store.unwatch(ids.map { EntityKey(Entity.self, $0) }, by: token)
    }

    /// Stops the observation.
    public func cancel() {
        store.removeObserver(token)
    }
}
