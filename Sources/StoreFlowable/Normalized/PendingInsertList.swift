/// One list an optimistic insertion shows its entity in, under its temporary ID, until its operation
/// settles. ``ListPosition`` holds one.
package protocol PendingInsertList<Entity>: Sendable {
    associatedtype Entity: NormalizedEntity

    /// Shows the stored entity with `id` at the start or the end of the list, if the list exists and
    /// does not hold it, until `token` settles; refreshes and pages meanwhile keep it there.
    func beginPendingInsert(_ id: Entity.ID, token: UInt64, atEnd: Bool)

    /// Settles `token`: the temporary entity gives its place to the server's (`serverID`, already
    /// stored), or leaves the list when `serverID` is `nil`. A list that already holds the server's
    /// entity, from a refresh meanwhile, keeps it where it is and drops the temporary one.
    func settlePendingInsert(token: UInt64, temporaryID: Entity.ID, serverID: Entity.ID?)
}

/// The list of one param of a ``NormalizedListCacher``.
struct NormalizedListSlot<Param: Hashable & Sendable, Entity: NormalizedEntity, Key: Hashable & Sendable>:
    PendingInsertList
{
    let lists: NormalizedListCacher<Param, Entity, Key>
    let param: Param

    func beginPendingInsert(_ id: Entity.ID, token: UInt64, atEnd: Bool) {
        lists.beginPendingInsert(id, token: token, atEnd: atEnd, param: param)
    }

    func settlePendingInsert(token: UInt64, temporaryID: Entity.ID, serverID: Entity.ID?) {
        lists.settlePendingInsert(token: token, temporaryID: temporaryID, serverID: serverID, param: param)
    }
}
