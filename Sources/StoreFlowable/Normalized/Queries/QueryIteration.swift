/// One open live query: registered with the store while it lives, closed when dropped or cancelled.
final class QueryIteration<Entity: NormalizedEntity>: Sendable {
    private let store: EntityStore
    private let token: UInt64
    private let mailbox = QueryMailbox<SortedEntities<Entity>>()

    init(
        store: EntityStore,
        isIncluded: @escaping @Sendable (Entity) -> Bool,
        areInIncreasingOrder: @escaping @Sendable (Entity, Entity) -> Bool
    ) {
        self.store = store
        token = store.startQuery(
            Entity.self, isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder, mailbox: mailbox)
    }

    deinit {
        store.stopQuery(Entity.self, token: token)
    }

    func next() async -> SortedEntities<Entity>? {
        if let result = await mailbox.next() { return result }
        store.stopQuery(Entity.self, token: token)
        return nil
    }
}
