import StoreFlowable

extension Status: NormalizedEntity {
    /// A status holds its author and, for a boost, the original status; both are stored once.
    public static let relationships: [EntityRelationship<Status>] = [
        .one(\.account),
        .optional(\.reblog),
    ]
}
