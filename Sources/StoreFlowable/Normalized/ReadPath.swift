/// The entities a read is inside of, innermost first, kept on the stack: joining one of them again would
/// never end, so the relationship that leads back to it is cut instead.
///
/// Values cannot hold themselves, but stored entities can refer to each other in a loop: a status that
/// boosts itself, two that boost each other, or an optimistic change that points an entity at itself.
struct ReadPath {
    let type: ObjectIdentifier
    /// Points at the entity's `ID`, of the type `type` names.
    let id: UnsafeRawPointer
    let outer: UnsafePointer<ReadPath>?

    /// Whether the entity of `type` with `id` is on the path that ends at `innermost`.
    static func contains<Entity: NormalizedEntity>(
        _ type: Entity.Type, id: Entity.ID, in innermost: UnsafePointer<ReadPath>?
    ) -> Bool {
        var node = innermost
        let wanted = ObjectIdentifier(type)
        while let current = node {
            if current.pointee.type == wanted, current.pointee.id.load(as: Entity.ID.self) == id {
                return true
            }
            node = current.pointee.outer
        }
        return false
    }

    /// Runs `body` with the path `outer` extended by the entity of `type` with `id`.
    static func extending<Entity: NormalizedEntity, Result>(
        _ outer: UnsafePointer<ReadPath>?, with type: Entity.Type, id: Entity.ID,
        _ body: (UnsafePointer<ReadPath>) -> Result
    ) -> Result {
        withUnsafePointer(to: id) { idPointer in
            withUnsafePointer(
                to: ReadPath(type: ObjectIdentifier(type), id: UnsafeRawPointer(idPointer), outer: outer)
            ) { body($0) }
        }
    }
}
