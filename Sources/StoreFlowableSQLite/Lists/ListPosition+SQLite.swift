import StoreFlowable

/// Positions in the lists of a ``SQLiteListCacher``, for optimistic insertions.
extension ListPosition where Entity: PersistentEntity {
    /// The start of the list of `param` in `lists`. Settled through
    /// ``SQLiteStore/optimisticInsert(_:into:operation:)``, the server's entity is stored first in the
    /// list on disk; the draft never is.
    public static func start<Param, Key>(of lists: SQLiteListCacher<Param, Entity, Key>, param: Param)
        -> ListPosition
    {
        ListPosition(list: PersistedListSlot(lists: lists, param: param), atEnd: false)
    }

    /// The end of the list of `param` in `lists`. Settled through
    /// ``SQLiteStore/optimisticInsert(_:into:operation:)``, the server's entity is stored last in the
    /// list on disk; the draft never is.
    public static func end<Param, Key>(of lists: SQLiteListCacher<Param, Entity, Key>, param: Param)
        -> ListPosition
    {
        ListPosition(list: PersistedListSlot(lists: lists, param: param), atEnd: true)
    }
}
