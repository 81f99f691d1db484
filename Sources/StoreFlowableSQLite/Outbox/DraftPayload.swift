/// What the outbox stores for an ``OutboxCreation``: the operation, and the places in stored lists its
/// draft is shown in.
struct DraftPayload<Creation: OutboxCreation>: Codable, Sendable {
    let creation: Creation
    let positions: [StoredListPosition]
}

/// A place in a ``SQLiteListCacher``'s list, as stored: the cacher's name, the list's param as stored,
/// and whether at the end.
struct StoredListPosition: Codable, Sendable, Hashable {
    let list: String
    let param: String
    let atEnd: Bool
}
