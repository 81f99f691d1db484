import StoreFlowable

/// A list cacher a draft's stored positions can name.
protocol DraftPositions: AnyObject, Sendable {
    /// The position of `stored` in this cacher's lists, for entities of `type`; `nil` when they are not
    /// its entities or the param no longer decodes.
    func position<Entity: PersistentEntity>(_ type: Entity.Type, at stored: StoredListPosition)
        -> ListPosition<Entity>?
}

/// The ``SQLiteListCacher``s opened on a store, by name, so that a draft waiting in the outbox is
/// shown in the lists it was put in, after a restart too.
final class ListDirectory: Sendable {
    private struct Entry: Sendable {
        weak var lists: (any DraftPositions)?
    }

    private let lists = Locked<[String: Entry]>([:])

    func add(_ lists: any DraftPositions, named name: String) {
        self.lists.withLock { $0[name] = Entry(lists: lists) }
    }

    /// The positions of `payload` among the lists opened.
    func positions<Creation: OutboxCreation>(of payload: DraftPayload<Creation>)
        -> [ListPosition<Creation.Entity>]
    {
        payload.positions.compactMap { position(Creation.Entity.self, at: $0) }
    }

    /// The position `stored`, if its list is open.
    func position<Entity: PersistentEntity>(_ type: Entity.Type, at stored: StoredListPosition)
        -> ListPosition<Entity>?
    {
        lists.withLock { $0[stored.list]?.lists }?.position(type, at: stored)
    }
}
