/// What the engine knows of the cacher's content for one param: read back after every write.
/// Keys are kept type-erased so that every flowable kind on one cacher shares one machine; a paginated
/// flowable casts them back to its key type.
///
/// The erased parts (content and keys) live in one immutable box: a snapshot is copied at every step of
/// a page, and retaining one box costs less than copying three existentials.
struct Snapshot: Sendable {
    typealias Content = any Sendable
    typealias Key = any Hashable & Sendable

    /// The content and keys, never changed in place: a change makes a new box.
    private final class Erased: Sendable {
        let data: Content?
        let nextKey: Key?
        let prevKey: Key?
        /// Whether there is content, found once: looking into an erased optional copies it.
        let hasData: Bool

        init(data: consuming Content?, hasData: Bool, nextKey: Key?, prevKey: Key?) {
            self.data = data
            self.hasData = hasData
            self.nextKey = nextKey
            self.prevKey = prevKey
        }

        convenience init(data: consuming Content?, nextKey: Key?, prevKey: Key?) {
            let hasData = data != nil
            self.init(data: data, hasData: hasData, nextKey: nextKey, prevKey: prevKey)
        }
    }

    private var erased: Erased
    var cachedAt: Double?
    /// Whether each key is neither `nil` nor empty, worked out once per key: a page request asks often.
    private(set) var nextIsOpen: Bool
    private(set) var prevIsOpen: Bool
    /// Where the content came from: the network, or the cacher's memory or disk.
    var origin: ContentOrigin
    /// The revision of `data`, read with it, for a cacher that keeps revisions of its lists
    /// (``ListRevisionSource``); `nil` otherwise.
    var revision: UInt64?

    init(
        data: Content?, cachedAt: Double?, nextKey: Key? = nil, prevKey: Key? = nil,
        origin: ContentOrigin = .memory
    ) {
        self.erased = Erased(data: data, nextKey: nextKey, prevKey: prevKey)
        self.cachedAt = cachedAt
        self.nextIsOpen = PageKey.isOpen(nextKey)
        self.prevIsOpen = PageKey.isOpen(prevKey)
        self.origin = origin
    }

    var data: Content? {
        get { erased.data }
        set { erased = Erased(data: newValue, nextKey: erased.nextKey, prevKey: erased.prevKey) }
    }

    var nextKey: Key? {
        get { erased.nextKey }
        set {
            erased = Erased(
                data: erased.data, hasData: erased.hasData, nextKey: newValue, prevKey: erased.prevKey)
            nextIsOpen = PageKey.isOpen(newValue)
        }
    }

    var prevKey: Key? {
        get { erased.prevKey }
        set {
            erased = Erased(
                data: erased.data, hasData: erased.hasData, nextKey: erased.nextKey, prevKey: newValue)
            prevIsOpen = PageKey.isOpen(newValue)
        }
    }

    /// Whether there is content, found without copying it.
    var hasData: Bool { erased.hasData }

    /// What a page merge keeps of a snapshot: everything but the content, which the merge takes.
    struct Rest: Sendable {
        let cachedAt: Double?
        let nextKey: Key?
        let prevKey: Key?
        let nextIsOpen: Bool
        let prevIsOpen: Bool
    }

    /// The content and the rest; once this snapshot is gone, the returned content is its only holder.
    consuming func split() -> (data: Content?, rest: Rest) {
        let rest = Rest(
            cachedAt: cachedAt, nextKey: erased.nextKey, prevKey: erased.prevKey, nextIsOpen: nextIsOpen,
            prevIsOpen: prevIsOpen)
        return (erased.data, rest)
    }

    /// The snapshot after a page was merged onto `rest`: the stored list and the key beyond it in
    /// `direction`, fetched from the network, and the other key when the cacher read it back.
    init(merged stored: StoredPage, _ direction: PageDirection, onto rest: Rest) {
        let isNext = direction == .next
        // A cacher that keeps a window of pages may have let go of the other end to make room.
        let (other, otherIsOpen) =
            stored.otherKey.map { ($0, PageKey.isOpen($0)) }
            ?? (isNext ? (rest.prevKey, rest.prevIsOpen) : (rest.nextKey, rest.nextIsOpen))
        erased = Erased(
            data: stored.data, nextKey: isNext ? stored.key : other, prevKey: isNext ? other : stored.key)
        cachedAt = rest.cachedAt
        nextIsOpen = isNext ? stored.keyIsOpen : otherIsOpen
        prevIsOpen = isNext ? otherIsOpen : stored.keyIsOpen
        origin = .network
    }

    /// The key of the page beyond the content in `direction`.
    func key(_ direction: PageDirection) -> Key? {
        direction == .next ? erased.nextKey : erased.prevKey
    }

    mutating func setKey(_ key: Key?, _ direction: PageDirection) {
        if direction == .next { nextKey = key } else { prevKey = key }
    }

    /// Whether a page can be requested in `direction`: its key is neither `nil` nor empty.
    func canRequest(_ direction: PageDirection) -> Bool {
        direction == .next ? nextIsOpen : prevIsOpen
    }
}

/// One direction of a paginated list.
enum PageDirection: Sendable, Hashable {
    /// Appended after the content.
    case next
    /// Prepended before the content.
    case prev
}

/// Rules for page keys of any type.
enum PageKey {
    /// Whether `key` is present and neither an empty string nor an empty collection.
    static func isOpen(_ key: (any Hashable & Sendable)?) -> Bool {
        guard let key else { return false }
        return !isEmpty(key)
    }

    /// Whether `key` is an empty string or collection, which ends a direction like `nil` does.
    static func isEmpty<Key>(_ key: Key) -> Bool {
        if let string = key as? String { return string.isEmpty }
        if let collection = key as? any Collection { return collection.isEmpty }
        return false
    }
}
