/// The caches of one account (or any scope an app chooses), kept apart from every other partition's and
/// cleared on their own: a sign-out of one account that leaves the others untouched.
///
/// A partition owns the cachers and entity stores handed to `own(_:)`. Give each account its own
/// — a cacher or store owned by two partitions would mix their content — and build that account's
/// flowables on them:
///
/// ```swift
/// let alice = CachePartition(id: "mastodon.social/109")
/// let store = alice.own(EntityStore())
/// let timelines = alice.own(NormalizedListCacher<String, Post, String>(store: store))
/// let home = AnyPaginationStoreFlowable.from(cacher: timelines, fetcher: fetcher, param: "home")
///
/// // Signing Alice out: nothing of hers shows again once this returns; other accounts go on.
/// try await alice.clearAll()
/// ```
///
/// Switching the account an app shows is switching the partition its screens read: each keeps its
/// content in memory (and on disk, with `StoreFlowableSQLite`), so the other account's cached content
/// shows at once. ``CacheLifecycle/clearAll()`` still clears every partition.
public final class CachePartition: Sendable, Identifiable {
    /// What the app calls the partition, such as an origin and an account ID. Only for the app: two
    /// partitions with one `id` are still two partitions.
    public let id: String

    private let members = Locked<Members>(Members())

    private struct Members: Sendable {
        /// Finds (or makes) the registry of each owned cacher, which a clear moves on.
        var registries: [@Sendable () -> FlowRegistry] = []
        var stores: [any StoreDirectory.ClearableStore] = []
        var identities: Set<ObjectIdentifier> = []
    }

    /// Creates an empty partition.
    public init(id: String) {
        self.id = id
    }

    /// Makes `cacher` part of the partition and returns it: ``clearAll()`` empties it and moves its
    /// subscribers on. Owning a cacher twice changes nothing.
    @discardableResult
    public func own<C: Cacher>(_ cacher: C) -> C {
        members.withLock { members in
            guard members.identities.insert(ObjectIdentifier(cacher)).inserted else { return }
            members.registries.append { RegistryDirectory.registry(for: cacher) }
        }
        return cacher
    }

    /// Makes `store` part of the partition and returns it: ``clearAll()`` empties it, and so every list
    /// built on it. Owning a store twice changes nothing.
    @discardableResult
    public func own(_ store: EntityStore) -> EntityStore {
        ownStore(store)
        return store
    }

    /// Makes a store of another module (a database) part of the partition.
    package func ownStore(_ store: some StoreDirectory.ClearableStore) {
        members.withLock { members in
            guard members.identities.insert(ObjectIdentifier(store)).inserted else { return }
            members.stores.append(store)
        }
    }

    /// Drops every cached value of the partition's cachers and stores — signing its account out. Fetches
    /// and pages in flight for them are abandoned and their results discarded when they arrive, pending
    /// optimistic changes settle into nothing, and every subscriber of the partition is shown
    /// `.loading(content: nil)` and gets a fresh fetch (a cache-only one is shown that nothing is cached).
    /// When this returns, no subscriber of the partition
    /// sees its old content again. Other partitions' cachers, stores and subscribers are not touched.
    ///
    /// - Throws: The first error a cacher or store threw while emptying itself; the others are emptied
    ///   and every subscriber is moved on all the same.
    public func clearAll() async throws {
        let (registries, stores) = members.withLock { ($0.registries, $0.stores) }
        try await CacheLifecycle.clear(registries.map { $0() }, stores: stores)
    }

    /// Drops every cached value of the partition. Renamed ``clearAll()``, as on a cacher and on
    /// ``CacheLifecycle``.
    @available(*, deprecated, renamed: "clearAll()")
    public func clear() async throws {
        try await clearAll()
    }

    /// Marks the content of every param of the partition's cachers stale: subscribers refetch at once,
    /// keeping their content visible; other params refetch on their next subscription.
    public func invalidateAll() {
        for registry in members.withLock({ $0.registries }).map({ $0() }) {
            registry.invalidateAll(at: registry.storage.now())
        }
    }
}
