/// A page's list and the key beyond it, as read back from the cacher once the page is stored.
struct StoredPage: Sendable {
    var data: (any Sendable)?
    var key: Snapshot.Key?
    /// Whether `key` is neither `nil` nor empty.
    var keyIsOpen: Bool
    /// The other direction's key, when the cacher read it back with the page (`nil`: not read).
    var otherKey: Snapshot.Key??

    init(data: (any Sendable)?, key: Snapshot.Key?, otherKey: Snapshot.Key?? = nil) {
        self.data = data
        self.key = key
        self.keyIsOpen = PageKey.isOpen(key)
        self.otherKey = otherKey
    }
}

/// What a paginated flowable adds to the engine for one param: its cacher's keys, page fetches and
/// merges, with their types erased: a `_PagingBinding` seen by direction.
struct PagingOperations: Sendable {
    typealias Content = any Sendable
    typealias Page = any AnyObject & Sendable

    private let binding: _PagingBinding

    init(_ binding: _PagingBinding) {
        self.binding = binding
    }

    func loadKey(_ direction: PageDirection) async -> Snapshot.Key? {
        await binding.loadKey(direction == .next)
    }

    func saveKey(_ direction: PageDirection, _ key: Snapshot.Key?) async throws {
        try await binding.saveKey(direction == .next, key)
    }

    /// Fetches the page at a key; the page is handed to `storePage` as it is.
    func fetchPage(_ direction: PageDirection, _ key: Snapshot.Key) async throws -> Page {
        try await binding.fetchPage(direction == .next, key)
    }

    /// Stores a fetched page in one step: merges it into the list `cached` (`nil`: not known, load it)
    /// and saves the key beyond it, or saves no key when the page is empty; then reads back the list
    /// and that key.
    func storePage(_ direction: PageDirection, _ cached: consuming Content?, _ page: Page) async throws
        -> StoredPage
    {
        let stored = try await binding.storePage(direction == .next, consume cached, page)
        return StoredPage(data: stored.data, key: stored.key, otherKey: stored.otherKey)
    }

    /// Stores a fetched page like `storePage` without suspending, for a cacher that can (the library's
    /// in-memory one); `nil` otherwise. The list it merges into is the one it keeps.
    var storePageAtOnce: (@Sendable (PageDirection, _ page: Page) -> StoredPage)? {
        guard let atOnce = binding.storePageAtOnce else { return nil }
        return { direction, page in
            let stored = atOnce(direction == .next, page)
            return StoredPage(data: stored.data, key: stored.key)
        }
    }

    /// Saves the whole list, its timestamp and keys in one step, for a cacher that can; `nil` otherwise.
    var saveWhole:
        (@Sendable (Content?, _ cachedAt: Double?, Snapshot.Key?, Snapshot.Key?) async throws -> Void)?
    {
        binding.saveWhole
    }

    func isEmpty(_ content: Content) -> Bool {
        binding.isEmpty(content)
    }

    /// The keys around the list, read without suspending when the cacher can.
    func peekKeys() -> (next: Snapshot.Key?, prev: Snapshot.Key?)? {
        binding.peekKeys()
    }
}
