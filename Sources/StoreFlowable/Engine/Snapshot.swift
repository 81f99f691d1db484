/// What the engine knows of the cacher's content for one param: read back after every write.
/// Keys are kept type-erased so that every flowable kind on one cacher shares one machine; a paginated
/// flowable casts them back to its key type.
@usableFromInline
struct Snapshot: Sendable {
    typealias Content = any Sendable
    @usableFromInline typealias Key = any Hashable & Sendable

    var data: Content?
    var cachedAt: Double?
    var nextKey: Key? {
        didSet { nextIsOpen = PageKey.isOpen(nextKey) }
    }
    var prevKey: Key? {
        didSet { prevIsOpen = PageKey.isOpen(prevKey) }
    }
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
        self.data = data
        self.cachedAt = cachedAt
        self.nextKey = nextKey
        self.prevKey = prevKey
        self.nextIsOpen = PageKey.isOpen(nextKey)
        self.prevIsOpen = PageKey.isOpen(prevKey)
        self.origin = origin
    }

    /// Whether there is content, found without copying it.
    var hasData: Bool { data != nil }

    /// The key of the page beyond the content in `direction`.
    func key(_ direction: PageDirection) -> Key? {
        direction == .next ? nextKey : prevKey
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
@usableFromInline
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
