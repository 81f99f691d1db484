/// How an in-memory list tells its subscribers what changed: by its generation, which stays the same
/// while the list only grows at its ends, so a subscriber finds what was added by looking at the ends.
extension InMemoryPaginationCacher: ListRevisionSource {
    package func loadDataWithRevision(param: Param) -> (data: (any Sendable)?, revision: UInt64?) {
        let read = _read(param) { entry in (entry.list?.items).map { ($0, entry.generation) } }
        return (read?.0, read?.1)
    }

    package func listChanges(param: Param, after: UInt64, through: UInt64) -> ListHistoryAnswer {
        after == through ? .grewAtEnds : .unknown
    }
}
