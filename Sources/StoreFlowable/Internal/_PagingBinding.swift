/// What a paginated flowable adds to its `_CacherBinding`: its cacher's keys, page fetches and merges,
/// with their types erased. `next` names the direction: `true` after the list, `false` before it.
@usableFromInline
struct _PagingBinding: Sendable {
    typealias Key = any Hashable & Sendable
    typealias Page = any AnyObject & Sendable

    let loadKey: @Sendable (_ next: Bool) async -> Key?
    let saveKey: @Sendable (_ next: Bool, Key?) async throws -> Void
    /// Fetches the page at a key; the page (a `_TypedPage`) is handed to `storePage` as it is.
    let fetchPage: @Sendable (_ next: Bool, Key) async throws -> Page
    /// Merges a fetched page into the list `cached` (`nil`: not known, load it) and saves the key beyond
    /// it, or no key when the page is empty; then reads back the list and that key, and the other
    /// direction's key when it was read with them (`nil`: not read).
    let storePage:
        @Sendable (_ next: Bool, _ cached: consuming (any Sendable)?, Page) async throws -> (
            data: (any Sendable)?, key: Key?, otherKey: Key??
        )
    /// Stores a fetched page like `storePage` without suspending, for a cacher that can; the list it
    /// merges into is the one it keeps.
    let storePageAtOnce: (@Sendable (_ next: Bool, Page) -> (data: (any Sendable)?, key: Key?))?
    /// Saves the whole list, its timestamp and keys in one step, for a cacher that can
    /// (``_WholePageCacher``).
    let saveWhole:
        (
            @Sendable (_ data: (any Sendable)?, _ cachedAt: Double?, _ next: Key?, _ prev: Key?) async throws
                -> Void
        )?
    let isEmpty: @Sendable (any Sendable) -> Bool
    /// The keys around the list, read without suspending when the cacher can.
    let peekKeys: @Sendable () -> (next: Key?, prev: Key?)?

    @usableFromInline
    init(
        loadKey: @escaping @Sendable (_ next: Bool) async -> (any Hashable & Sendable)?,
        saveKey: @escaping @Sendable (_ next: Bool, (any Hashable & Sendable)?) async throws -> Void,
        fetchPage:
            @escaping @Sendable (_ next: Bool, any Hashable & Sendable) async throws -> any AnyObject
            & Sendable,
        storePage:
            @escaping @Sendable (_ next: Bool, _ cached: consuming (any Sendable)?, any AnyObject & Sendable)
            async throws -> (
                data: (any Sendable)?, key: (any Hashable & Sendable)?, otherKey: (any Hashable & Sendable)??
            ),
        storePageAtOnce: (
            @Sendable (_ next: Bool, any AnyObject & Sendable) -> (
                data: (any Sendable)?, key: (any Hashable & Sendable)?
            )
        )?,
        saveWhole: (
            @Sendable ((any Sendable)?, Double?, (any Hashable & Sendable)?, (any Hashable & Sendable)?)
                async throws
                -> Void
        )? = nil,
        isEmpty: @escaping @Sendable (any Sendable) -> Bool,
        peekKeys:
            @escaping @Sendable () -> (next: (any Hashable & Sendable)?, prev: (any Hashable & Sendable)?)?
    ) {
        self.loadKey = loadKey
        self.saveKey = saveKey
        self.fetchPage = fetchPage
        self.storePage = storePage
        self.storePageAtOnce = storePageAtOnce
        self.saveWhole = saveWhole
        self.isEmpty = isEmpty
        self.peekKeys = peekKeys
    }
}

/// A page as a paginated fetcher returned it, with its types: made by the closures of one binding and
/// read only by them, between the page's fetch and its merge.
@usableFromInline
final class _TypedPage<Item: Sendable, Key: Sendable>: Sendable {
    @usableFromInline let items: [Item]
    /// The key of the page beyond this one, in the direction it was fetched; `nil` after an empty page,
    /// which ends its direction.
    @usableFromInline let keyBeyond: Key?

    @inlinable
    init(items: [Item], keyBeyond: Key?) {
        self.items = items
        self.keyBeyond = items.isEmpty ? nil : keyBeyond
    }
}
