/// Where an optimistic insertion shows its entity: the start or the end of one list.
///
/// ```swift
/// try await store.optimisticInsert(draft, into: [.start(of: timelines, param: .home)]) {
///     try await client.post(text)
/// }
/// ```
///
/// A list that has not been loaded yet is left alone: it shows the server's entity when it is fetched.
public struct ListPosition<Entity: NormalizedEntity>: Sendable {
    /// The list.
    package let list: any PendingInsertList<Entity>
    /// Whether the entity goes at the end of the list rather than at its start.
    package let atEnd: Bool

    /// A position in `list`, at its end or its start.
    package init(list: any PendingInsertList<Entity>, atEnd: Bool) {
        self.list = list
        self.atEnd = atEnd
    }

    /// The start of the list of `param` in `lists`: where a new post goes in a timeline. It stays first
    /// while pending, through refreshes and pages.
    public static func start<Param, Key>(
        of lists: NormalizedListCacher<Param, Entity, Key>,
        param: Param
    ) -> ListPosition {
        ListPosition(list: NormalizedListSlot(lists: lists, param: param), atEnd: false)
    }

    /// The end of the list of `param` in `lists`: where a new reply goes in a thread. It stays last
    /// while pending, through refreshes and pages.
    public static func end<Param, Key>(
        of lists: NormalizedListCacher<Param, Entity, Key>,
        param: Param
    ) -> ListPosition {
        ListPosition(list: NormalizedListSlot(lists: lists, param: param), atEnd: true)
    }
}
