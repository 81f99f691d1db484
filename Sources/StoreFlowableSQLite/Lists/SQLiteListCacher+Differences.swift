import StoreFlowable

/// The lists are the in-memory normalized lists' once read: their revisions and changes are theirs.
extension SQLiteListCacher: ListRevisionSource {
    package func loadDataWithRevision(param: Param) -> (data: (any Sendable)?, revision: UInt64?) {
        memory.loadDataWithRevision(param: param)
    }

    package func listChanges(param: Param, after: UInt64, through: UInt64) -> ListHistoryAnswer {
        memory.listChanges(param: param, after: after, through: through)
    }

    package func followDifferences(param: Param) {
        memory.followDifferences(param: param)
    }

    package func unfollowDifferences(param: Param) {
        memory.unfollowDifferences(param: param)
    }
}
