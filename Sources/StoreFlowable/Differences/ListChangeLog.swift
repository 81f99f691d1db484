/// The revision of one list and, while a subscriber follows its differences, the changes that led to it,
/// so that the subscriber's difference is built from the changes it missed rather than from whole lists.
///
/// Bounded: beyond ``maxEntries`` changes or ``maxIDs`` IDs the oldest quarter is dropped (so at least
/// 48 changes are kept), and a subscriber further behind compares whole lists instead.
struct ListChangeLog<ID: Hashable & Sendable>: Sendable {
    static var maxEntries: Int { 64 }
    static var maxIDs: Int { 8_192 }

    /// The revision of the list as it is now; a new list starts with one no list had.
    private(set) var revision = ListRevision.next()
    /// Whether changes are kept: a subscriber follows the list's differences.
    private(set) var isRecording = false
    /// Every change after this revision is kept.
    private var keptAfter: UInt64
    /// The changes kept, oldest first, and the revision each led to: apart, so that finding revisions
    /// reads plain integers.
    private var changes: [ListChange<ID>] = []
    private var revisions: [UInt64] = []
    private var idCount = 0

    init() {
        keptAfter = revision
    }

    /// Gives the list a new revision; `change`, built only while recording, says how it changed.
    mutating func record(_ change: @autoclosure () -> ListChange<ID>) {
        revision = ListRevision.next()
        guard isRecording else {
            keptAfter = revision
            return
        }
        let change = change()
        changes.append(change)
        revisions.append(revision)
        idCount += change.idCount
        if changes.count > Self.maxEntries || (idCount > Self.maxIDs && changes.count > 1) { dropOldest() }
    }

    /// Drops the oldest changes: a quarter of them at least, and as many as it takes to be within bounds.
    private mutating func dropOldest() {
        var dropped = max(1, changes.count / 4)
        idCount -= changes[..<dropped].reduce(0) { $0 + $1.idCount }
        while idCount > Self.maxIDs, dropped < changes.count - 1 {
            idCount -= changes[dropped].idCount
            dropped += 1
        }
        keptAfter = revisions[dropped - 1]
        changes.removeFirst(dropped)
        revisions.removeFirst(dropped)
    }

    /// Starts or stops keeping changes; either way, what was kept is dropped.
    mutating func setRecording(_ recording: Bool) {
        guard recording != isRecording else { return }
        isRecording = recording
        changes = []
        revisions = []
        idCount = 0
        keptAfter = revision
    }

    /// The changes from revision `after` to revision `through`, in order; `nil` when they are not all kept
    /// (or either revision is not one of this list).
    func changes(after: UInt64, through: UInt64) -> [ListChange<ID>]? {
        guard keptAfter <= after, after <= through, through <= revision else { return nil }
        // Revisions increase along the changes; a follower that keeps up looks at the last ones.
        var first = revisions.endIndex
        while first > revisions.startIndex, revisions[first - 1] > after { first -= 1 }
        var last = first
        while last < revisions.endIndex, revisions[last] <= through { last += 1 }
        return first == last ? [] : Array(changes[first..<last])
    }
}
