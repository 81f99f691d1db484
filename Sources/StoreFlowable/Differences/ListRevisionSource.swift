/// A cacher whose lists carry revisions, read with the list in one step, and that can tell how a list
/// changed between two of them: what ``AnyPaginationStoreFlowable/publishWithDifferences(forceRefresh:cacheOnly:)``
/// builds differences from without comparing whole lists.
package protocol ListRevisionSource<Param>: AnyObject, Sendable {
    /// What identifies a list.
    associatedtype Param: Hashable & Sendable

    /// The list for `param` and its revision, read in one step; `nil` data when there is no list.
    func loadDataWithRevision(param: Param) -> (data: (any Sendable)?, revision: UInt64?)

    /// How the list for `param` changed after revision `after`, up to revision `through`.
    func listChanges(param: Param, after: UInt64, through: UInt64) -> ListHistoryAnswer

    /// A subscriber starts following the differences of the list for `param`: its changes are kept.
    func followDifferences(param: Param)

    /// A subscriber stops following the differences of the list for `param`.
    func unfollowDifferences(param: Param)
}

extension ListRevisionSource {
    package func followDifferences(param: Param) {}

    package func unfollowDifferences(param: Param) {}
}

/// What a ``ListRevisionSource`` knows of how a list changed between two revisions.
package enum ListHistoryAnswer: Sendable {
    /// The changes, in order: a `[ListChange<ID>]`.
    case changes(any Sendable)
    /// Items were only added at the ends: those the list had are still there, in order, unchanged.
    case grewAtEnds
    /// Not known: the list was replaced or removed since, or its record does not reach back that far.
    case unknown
}
