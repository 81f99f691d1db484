/// Identifies one entity of any type in the store.
struct EntityKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let id: any Hashable & Sendable

    init<Entity: NormalizedEntity>(_ type: Entity.Type, _ id: Entity.ID) {
        self.type = ObjectIdentifier(type)
        self.id = id
    }

    func id<Entity: NormalizedEntity>(as type: Entity.Type) -> Entity.ID? {
        self.type == ObjectIdentifier(type) ? id as? Entity.ID : nil
    }

    static func == (lhs: EntityKey, rhs: EntityKey) -> Bool {
        lhs.type == rhs.type && lhs.id.isEqual(to: rhs.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        id.hash(into: &hasher)
    }
}

extension Hashable {
    fileprivate func isEqual(to other: any Hashable & Sendable) -> Bool {
        (other as? Self) == self
    }
}
