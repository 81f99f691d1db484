/// Optimistic insertions into a normalized list: a pending entity shown under its temporary ID at the
/// start or the end of the list until its operation settles, kept there by refreshes and pages meanwhile.
extension NormalizedListCacher {
    /// An entity inserted optimistically, shown under its temporary ID until `token` settles.
    struct PendingInsert {
        let token: UInt64
        let id: Entity.ID
        let atEnd: Bool
    }

    /// Shows the stored entity with `id` at the start or the end of the list of `param`, if that list
    /// exists and does not hold it yet, and announces the list.
    package func beginPendingInsert(_ id: Entity.ID, token: UInt64, atEnd: Bool, param: Param) {
        guard let observation = lists.withLock({ $0[param]?.observation }) else { return }
        // Watched before shown: a removal meanwhile reaches this list.
        observation.watchAlso([id])
        let inserted = lists.withLock { lists in
            Self.modify(&lists, param) { list -> Bool in
                guard let item = store.entity(Entity.self, id: id), list.members.insert(id).inserted else {
                    return false
                }
                list.pendingInserts.append(PendingInsert(token: token, id: id, atEnd: atEnd))
                // Taken out while it grows, so that it is grown in place rather than copied.
                var shown = list.shown.take()
                if atEnd {
                    list.ids.append(id)
                    shown?.append(item)
                    if let count = shown?.count { list.positions?[id] = count - 1 }
                } else {
                    list.ids.insert(id, at: 0)
                    shown?.insert(item, at: 0)
                    list.positions = nil
                }
                list.shown = shown
                list.log.record(.inserted([id], atEnd: atEnd))
                return true
            } ?? false
        }
        if inserted { changes?.announce(param) }
    }

    /// Settles the pending insertion `token` in the list of `param`: the temporary entity gives its place
    /// to the server's, or leaves when `serverID` is `nil` or the list already holds the server's entity.
    package func settlePendingInsert(
        token: UInt64, temporaryID: Entity.ID, serverID: Entity.ID?, param: Param
    ) {
        if let serverID, let observation = lists.withLock({ $0[param]?.observation }) {
            observation.watchAlso([serverID])
        }
        let changed = lists.withLock { lists in
            Self.modify(&lists, param) { list -> Bool in
                guard let pending = list.pendingInserts.firstIndex(where: { $0.token == token }) else {
                    return false
                }
                list.pendingInserts.remove(at: pending)
                // The server kept the ID the caller chose: the entity stays where it is.
                guard serverID != temporaryID, list.members.remove(temporaryID) != nil,
                    let position = list.ids.firstIndex(of: temporaryID)
                else { return false }
                let server = serverID.flatMap { id in list.members.insert(id).inserted ? id : nil }
                let item = server.flatMap { store.entity(Entity.self, id: $0) }
                if let server, item != nil {
                    list.ids[position] = server
                } else {
                    list.ids.remove(at: position)
                }
                if let server, item == nil { list.members.remove(server) }
                var shown = list.shown.take()
                if let index = list.positions?[temporaryID]
                    ?? shown?.firstIndex(where: { $0.id == temporaryID })
                {
                    if let item { shown?[index] = item } else { shown?.remove(at: index) }
                }
                list.shown = shown
                list.positions = nil
                // The temporary ID left, maybe for the server's in its place: a subscriber compares in full.
                list.log.record(.replaced(dropped: [temporaryID]))
                return true
            } ?? false
        }
        if changed { changes?.announce(param) }
    }

    /// Whether the insertion `token` is pending in the list of `param`.
    package func holdsPendingInsert(token: UInt64, param: Param) -> Bool {
        lists.withLock { $0[param]?.pendingInserts.contains { $0.token == token } ?? false }
    }

    /// Puts back the pending insertions that `previous` showed, at the start and the end of `list`, whose
    /// IDs a refresh has just replaced; forgets those that left it. Returns the IDs put back.
    static func keepPendingInserts(of previous: List, in list: inout List) -> [Entity.ID] {
        list.pendingInserts = previous.pendingInserts.filter { previous.members.contains($0.id) }
        var kept: [Entity.ID] = []
        for pending in list.pendingInserts where list.members.insert(pending.id).inserted {
            if pending.atEnd { list.ids.append(pending.id) } else { list.ids.insert(pending.id, at: 0) }
            kept.append(pending.id)
        }
        return kept
    }

    /// Adds a page's IDs inside the pending insertions at the list's start (before its first page) or at
    /// its end (after its last page), and drops the kept items, to be joined again on the next read.
    /// Returns `false`, changing nothing, when the list has no pending insertion.
    static func addBesidePendingInserts(_ ids: [Entity.ID], to list: inout List, atEnd: Bool) -> Bool {
        guard !list.pendingInserts.isEmpty else { return false }
        let pendingAtEnd = Set(list.pendingInserts.lazy.filter { $0.atEnd }.map { $0.id })
        let pendingAtStart = Set(list.pendingInserts.lazy.filter { !$0.atEnd }.map { $0.id })
        if atEnd {
            let after = list.ids.reversed().prefix(while: pendingAtEnd.contains).count
            list.ids.insert(contentsOf: ids, at: list.ids.count - after)
        } else {
            list.ids.insert(contentsOf: ids, at: list.ids.prefix(while: pendingAtStart.contains).count)
        }
        list.shown = nil
        list.positions = nil
        return true
    }
}
