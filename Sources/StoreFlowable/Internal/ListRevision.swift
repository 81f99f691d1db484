import Synchronization

/// Revisions of lists: unique and increasing across every list of the process, so that a revision of a
/// list that was removed and created again is never taken for one of the new list.
@usableFromInline
enum ListRevision {
    private static let counter = Atomic<UInt64>(0)

    /// A revision no list had before.
    @usableFromInline
    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
