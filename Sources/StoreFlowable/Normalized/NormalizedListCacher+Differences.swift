/// How a normalized list tells its subscribers what changed: every list has a revision, read with it in
/// one step, and while a subscriber follows its differences it keeps the changes since (``ListChangeLog``).
extension NormalizedListCacher: ListRevisionSource {
    package func loadDataWithRevision(param: Param) -> (data: (any Sendable)?, revision: UInt64?) {
        lists.withLock { lists in
            let data = joined(&lists, param)
            return (data, Self.read(&lists, param) { $0.log.revision })
        }
    }

    package func listChanges(param: Param, after: UInt64, through: UInt64) -> ListHistoryAnswer {
        let changes = lists.withLock { $0[param]?.log.changes(after: after, through: through) }
        return changes.map { .changes($0) } ?? .unknown
    }

    package func followDifferences(param: Param) {
        lists.withLock { lists in
            differenceFollowers.withLock { $0[param, default: 0] += 1 }
            lists[param]?.log.setRecording(true)
        }
    }

    package func unfollowDifferences(param: Param) {
        lists.withLock { lists in
            let remaining = differenceFollowers.withLock { followers in
                let remaining = (followers[param] ?? 1) - 1
                followers[param] = remaining > 0 ? remaining : nil
                return remaining
            }
            if remaining == 0 { lists[param]?.log.setRecording(false) }
        }
    }

    /// A new, empty list for `param`, recording its changes when a subscriber follows its differences.
    /// Under the lock of `lists`.
    func newList(for param: Param) -> List {
        var list = List()
        list.log.setRecording(differenceFollowers.withLock { $0[param] != nil })
        return list
    }
}
