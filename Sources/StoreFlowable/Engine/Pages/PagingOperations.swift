/// A page as a fetcher returned it, with the keys of the pages around it, its types erased.
@usableFromInline
struct FetchedPage: Sendable {
    @usableFromInline var data: any Sendable
    @usableFromInline var nextKey: Snapshot.Key?
    @usableFromInline var prevKey: Snapshot.Key?

    @inlinable
    init(data: any Sendable, nextKey: Snapshot.Key? = nil, prevKey: Snapshot.Key? = nil) {
        self.data = data
        self.nextKey = nextKey
        self.prevKey = prevKey
    }
}

/// A page as a paginated fetcher returned it, with its types: made by the operations of one flowable
/// and read only by them, between the page's fetch and its merge.
@usableFromInline
final class TypedPage<Item: Sendable, Key: Sendable>: Sendable {
    @usableFromInline let items: [Item]
    /// The key of the page beyond this one, in the direction it was fetched.
    @usableFromInline let keyBeyond: Key?

    @inlinable
    init(items: [Item], keyBeyond: Key?) {
        self.items = items
        self.keyBeyond = keyBeyond
    }
}

/// A page's list and the key beyond it, as read back from the cacher once the page is stored.
@usableFromInline
struct StoredPage: Sendable {
    @usableFromInline var data: (any Sendable)?
    @usableFromInline var key: Snapshot.Key?
    /// Whether `key` is neither `nil` nor empty, worked out where its type is known.
    @usableFromInline var keyIsOpen: Bool

    @inlinable
    init<Key: Hashable & Sendable>(data: (any Sendable)?, key: Key?) {
        self.data = data
        self.key = key
        self.keyIsOpen = key.map { !PageKey.isEmpty($0) } ?? false
    }
}

/// What a paginated flowable adds to the engine for one param: its cacher's keys, page fetches and
/// merges, with their types erased. Built in the paginated flowable's inlinable factory.
@usableFromInline
struct PagingOperations: Sendable {
    @usableFromInline typealias Content = any Sendable
    @usableFromInline typealias Page = any AnyObject & Sendable

    @usableFromInline let loadKey: @Sendable (PageDirection) async -> Snapshot.Key?
    @usableFromInline let saveKey: @Sendable (PageDirection, Snapshot.Key?) async throws -> Void
    /// Fetches the page at a key; the page (a ``TypedPage``) is handed to `storePage` as it is.
    @usableFromInline let fetchPage: @Sendable (PageDirection, Snapshot.Key) async throws -> Page
    /// Stores a fetched page in one step: merges it into the list `cached` (`nil`: not known, load it)
    /// and saves the key beyond it, or saves no key when the page is empty; then reads back the list
    /// and that key.
    @usableFromInline let storePage:
        @Sendable (PageDirection, _ cached: consuming Content?, _ page: Page) async throws -> StoredPage
    /// Stores a fetched page like `storePage` without suspending, for a cacher that can (the library's
    /// in-memory one); `nil` otherwise. The list it merges into is the one it keeps.
    @usableFromInline let storePageAtOnce: (@Sendable (PageDirection, _ page: Page) -> StoredPage)?
    @usableFromInline let isEmpty: @Sendable (Content) -> Bool
    /// The keys around the list, read without suspending when the cacher can.
    @usableFromInline let peekKeys: @Sendable () -> (next: Snapshot.Key?, prev: Snapshot.Key?)?

    @inlinable
    init(
        loadKey: @escaping @Sendable (PageDirection) async -> Snapshot.Key?,
        saveKey: @escaping @Sendable (PageDirection, Snapshot.Key?) async throws -> Void,
        fetchPage: @escaping @Sendable (PageDirection, Snapshot.Key) async throws -> Page,
        storePage:
            @escaping @Sendable (PageDirection, _ cached: consuming Content?, _ page: Page) async throws
            -> StoredPage,
        storePageAtOnce: (@Sendable (PageDirection, _ page: Page) -> StoredPage)? = nil,
        isEmpty: @escaping @Sendable (Content) -> Bool,
        peekKeys: @escaping @Sendable () -> (next: Snapshot.Key?, prev: Snapshot.Key?)?
    ) {
        self.loadKey = loadKey
        self.saveKey = saveKey
        self.fetchPage = fetchPage
        self.storePage = storePage
        self.storePageAtOnce = storePageAtOnce
        self.isEmpty = isEmpty
        self.peekKeys = peekKeys
    }
}
