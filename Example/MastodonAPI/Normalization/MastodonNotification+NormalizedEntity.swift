import StoreFlowable

extension MastodonNotification: NormalizedEntity {
    /// A notification holds who did it and the status it is about; both are stored once, so the status
    /// in a notification is the very status the timelines show.
    public static let relationships: [EntityRelationship<MastodonNotification>] = [
        .one(\.account),
        .optional(\.status),
    ]
}
