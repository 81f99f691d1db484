/// Where an ``EntityStore`` reads the entities it does not hold in memory: the file a persisted store
/// keeps every entity in. Memory then holds what was read, shown or written since the store opened.
///
/// Both methods run outside the store's lock and must not use the store, except to peek at what memory
/// holds (``EntityStore/entityInMemory(_:id:)``).
package protocol EntitySource: Sendable {
    /// The stored entities of `type` with `ids` (those found, in any order), each read with the entities
    /// nested in it, in an order such that writing them one after another ends as stored.
    func entities<Entity: NormalizedEntity>(_ type: Entity.Type, ids: [Entity.ID]) -> [any NormalizedEntity]

    /// Every stored entity of `type`, as ``entities(_:ids:)`` reads them.
    func allEntities<Entity: NormalizedEntity>(_ type: Entity.Type) -> [any NormalizedEntity]
}
