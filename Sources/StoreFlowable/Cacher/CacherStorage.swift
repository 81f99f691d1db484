/// The state a ``Cacher`` needs to have identity: its in-memory cache, its clock, and the coordination of
/// every flowable built on it.
///
/// Give each cacher one storage and keep it for the cacher's lifetime. Flowables on the same storage and
/// param share one state: one fetch at a time, and every subscriber sees every change.
///
/// ```swift
/// final class UserCacher: Cacher {
///     let storage = CacherStorage<UserID, User>()
///     var expireSeconds: Double { 300 }
/// }
/// ```
///
/// > Note: The storage keeps a small record per param it has seen (a few hundred bytes, no content
/// > once nobody subscribes). Content held by the default implementations stays until it is cleared.
public final class CacherStorage<Param: Hashable & Sendable, Data: Sendable>: Sendable {
    /// The clock that stamps cached data and decides expiry.
    public let clock: EpochClock

    // Guarded by its own lock: the in-memory values behind the `Cacher` default implementations.
    @usableFromInline let memory = Locked<[Param: MemoryEntry<Data>]>([:])
    // Guarded by its own lock: indexes built by a merge whose list is being saved.
    @usableFromInline let pendingIndex = Locked<[Param: (any ListIndex)?]>([:])
    // Guarded by its own lock: the shared state of each param, created on first use and kept.
    private let hubs = Locked<[Param: FlowHub<Data>]>([:])

    /// Creates an empty storage.
    ///
    /// - Parameter clock: The source of "now" for timestamps and expiry. Defaults to the system clock.
    public init(clock: EpochClock = .system) {
        self.clock = clock
    }

    func hub(for param: Param) -> FlowHub<Data> {
        hubs.withLock { hubs in
            if let hub = hubs[param] { return hub }
            let hub = FlowHub<Data>()
            hubs[param] = hub
            return hub
        }
    }

    /// Shows subscribers of `param` the data `cacher` holds for it now, after it changed outside any
    /// flowable — for example through an entity store shared with other cachers.
    ///
    /// Returns once the subscribers were handed the new content; does nothing when `param` has none.
    /// The timestamp and keys are left as they are, so the change neither refreshes nor expires anything.
    public func notifyChange<C: Cacher>(of param: Param, in cacher: C) async
    where C.Param == Param, C.Data == Data {
        guard let hub = hubs.withLock({ $0[param] }), hub.subscriberCount > 0 else { return }
        await hub.writeLock.withLock {
            let data = await cacher.loadData(param: param)
            hub.mutate { state in
                guard var snapshot = state.snapshot else { return nil }
                snapshot.data = data
                state.store(snapshot)
                return state.publish()
            }
        }
    }

    /// Shows subscribers of `param` `data`, which the cacher now holds, at once — when no write for `param`
    /// is in progress. Returns `false` when one is, and then ``notifyChange(of:in:)`` must be used instead.
    func publishChange(_ data: Data?, for param: Param) -> Bool {
        guard let hub = hubs.withLock({ $0[param] }) else { return true }
        guard hub.writeLock.tryLock() else { return false }
        defer { hub.writeLock.unlock() }
        hub.mutate { state in
            guard var snapshot = state.snapshot else { return nil }
            snapshot.data = data
            state.store(snapshot)
            return state.publish()
        }
        return true
    }

    func hasSubscribers(for param: Param) -> Bool {
        subscriberCount(for: param) > 0
    }

    /// The number of live subscriptions to `param` across every flowable on this storage.
    package func subscriberCount(for param: Param) -> Int {
        hubs.withLock { $0[param] }?.subscriberCount ?? 0
    }

    /// The number of callers waiting for a page request of `param` that another caller runs.
    package func pageJoinerCount(for param: Param) -> Int {
        hubs.withLock { $0[param] }?.withState { $0.pageJoiners.values.reduce(0) { $0 + $1.count } } ?? 0
    }

    /// The number of live subscriptions across every param of this storage.
    package var totalSubscriberCount: Int {
        hubs.withLock { Array($0.values) }.reduce(0) { $0 + $1.subscriberCount }
    }
}

@usableFromInline
struct MemoryEntry<Data: Sendable>: Sendable {
    @usableFromInline var data: Data?
    @usableFromInline var cachedAt: Double?
    @usableFromInline var nextKey: String?
    @usableFromInline var prevKey: String?
    /// An ``IdentifiedIndex`` of `data`, for the default pagination merges.
    @usableFromInline var index: (any ListIndex)?

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { data == nil && cachedAt == nil && nextKey == nil && prevKey == nil }
}

extension CacherStorage {
    /// Merges `page` into `list` for `param` with ``IdentifiedMerge``, reusing the index of the last merge.
    @inlinable
    func mergePage<Item>(
        _ list: [Item],
        _ page: [Item],
        placingNew placement: IdentifiedMerge.Placement,
        for param: Param
    ) -> [Item] {
        var index = memory.withLock { entries -> (any ListIndex)? in
            guard var entry = entries.removeValue(forKey: param) else { return nil }
            defer { entries[param] = entry }
            defer { entry.index = nil }
            return entry.index
        }
        let merged = IdentifiedMerge.merge(list, page, placingNew: placement, index: &index)
        pendingIndex.withLock { $0[param] = index }
        return merged
    }

    /// Whether `list` is the very array the default implementations keep in memory for `param`.
    @inlinable
    func holdsInMemory<Item>(_ list: borrowing [Item], for param: Param) -> Bool where Data == [Item] {
        let address = list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let count = list.count
        return memory.withLock { entries in
            entries[param]?.data?.withUnsafeBufferPointer { kept in
                kept.count == count && UnsafeRawPointer(kept.baseAddress) == address
            } ?? false
        }
    }

    /// Adds `page` in place to the list kept in memory for `param`, if it still has `count` items.
    /// With no other reference to that list, appending costs the page, not the list.
    @inlinable
    func mergeInMemory<Item>(
        _ page: [Item],
        placingNew placement: IdentifiedMerge.Placement,
        for param: Param,
        count: Int
    ) -> Bool where Data == [Item] {
        memory.withLock { entries in
            guard entries[param]?.data?.count == count else { return false }
            var index = entries[param]?.index
            entries[param]?.index = nil
            IdentifiedMerge.add(
                page, to: &entries[param, default: MemoryEntry()].data, placingNew: placement, index: &index)
            entries[param]?.index = index
            return true
        }
    }

    /// Keeps the index built by the last merge for `param`, once its list is saved.
    @inlinable
    func keepIndex<Item>(of saved: [Item], for param: Param) {
        guard let index = pendingIndex.withLock({ $0.removeValue(forKey: param) }) ?? nil,
            index.indexes(saved)
        else { return }
        memory.withLock { entries in entries[param]?.index = index }
    }

    @inlinable
    func memoryEntry(for param: Param) -> MemoryEntry<Data>? {
        memory.withLock { $0[param] }
    }

    @inlinable
    func updateMemory(for param: Param, _ update: (inout MemoryEntry<Data>) -> Void) {
        memory.withLock { entries in
            var entry = entries.removeValue(forKey: param) ?? MemoryEntry()
            update(&entry)
            if !entry.isEmpty { entries[param] = entry }
        }
    }
}
