import StoreFlowable

/// The lists are the in-memory normalized lists' once read: their revisions and changes are theirs.
extension SQLiteListCacher: ListRevisionSource {
    package func loadDataWithRevision(param: Param) -> (data: (any Sendable)?, revision: UInt64?) {
        memory(param).loadDataWithRevision(param: param)
    }

    package func listChanges(param: Param, after: UInt64, through: UInt64) -> ListHistoryAnswer {
        memory(param).listChanges(param: param, after: after, through: through)
    }

    package func followDifferences(param: Param) {
        memory(param).followDifferences(param: param)
    }

    package func unfollowDifferences(param: Param) {
        memory(param).unfollowDifferences(param: param)
    }
}
