import StoreFlowable
import Synchronization

/// A cacher as an app would write one: a plain `Cacher` over a locked dictionary, with none of the
/// library's capabilities (no synchronous read, no revisions, no announced changes), so that flowables on
/// it take the engine's general path.
final class UserCacher<Param: Hashable & Sendable, Value: Sendable>: Cacher {
    // Guarded by its own mutex: each param's value and when it was saved.
    private let entries = Mutex<[Param: (value: Value?, cachedAt: Double?)]>([:])

    func loadData(param: Param) async -> Value? {
        entries.withLock { $0[param]?.value ?? nil }
    }

    func saveData(data: Value?, param: Param) async {
        entries.withLock { $0[param, default: (nil, nil)].value = data }
    }

    func loadDataCachedAt(param: Param) async -> Double? {
        entries.withLock { $0[param]?.cachedAt ?? nil }
    }

    func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        entries.withLock { $0[param, default: (nil, nil)].cachedAt = epochSeconds }
    }

    func removeAllData() async {
        entries.withLock { $0.removeAll() }
    }
}

/// A paginated cacher as an app that cares about paging cost would write one: lists and keys in a locked
/// dictionary, each list kept with the set of its IDs, so that a page is merged into the stored list in
/// place (an item already held replaces its copy where it is), at a cost that does not grow with the list.
final class UserPaginationCacher<
    Param: Hashable & Sendable, Item: Identifiable & Sendable, Key: Hashable & Sendable
>:
    PaginationCacher
{
    struct Entry {
        var items: [Item]?
        /// The IDs of `items`, built at the first merge after `items` was replaced.
        var ids: Set<Item.ID>?
        var next: Key?
        var prev: Key?
        var cachedAt: Double?
    }

    // Guarded by its own mutex: each param's list, its IDs, its keys and when it was saved.
    private let lists = Mutex<[Param: Entry]>([:])

    func loadData(param: Param) async -> [Item]? {
        lists.withLock { $0[param]?.items }
    }

    func saveData(data: [Item]?, param: Param) async {
        lists.withLock { lists in
            lists[param, default: Entry()].items = data
            lists[param, default: Entry()].ids = nil
        }
    }

    func saveNextData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        // The stored list is the one merged into: letting go of this copy of it lets it grow in place.
        _ = consume cachedData
        lists.withLock { lists in Self.merge(newData, into: &lists[param, default: Entry()], after: true) }
    }

    func savePrevData(cachedData: consuming [Item], newData: [Item], param: Param) async {
        _ = consume cachedData
        lists.withLock { lists in Self.merge(newData, into: &lists[param, default: Entry()], after: false) }
    }

    /// Adds the items of `page` that `entry` does not hold after (or before) its list, and replaces those
    /// it holds where they are.
    private static func merge(_ page: [Item], into entry: inout Entry, after: Bool) {
        var items = entry.items.take() ?? []
        var ids = entry.ids.take() ?? Set(items.lazy.map(\.id))
        var fresh: [Item] = []
        fresh.reserveCapacity(page.count)
        var replacements: [Item.ID: Item] = [:]
        for item in page {
            if ids.insert(item.id).inserted { fresh.append(item) } else { replacements[item.id] = item }
        }
        if after { items.append(contentsOf: fresh) } else { items.insert(contentsOf: fresh, at: 0) }
        // Rare: each ID is held once, so every copy of it is replaced; within the page the last one wins.
        if !replacements.isEmpty {
            for index in items.indices {
                if let replacement = replacements[items[index].id] { items[index] = replacement }
            }
        }
        entry.items = items
        entry.ids = ids
    }

    func loadDataCachedAt(param: Param) async -> Double? {
        lists.withLock { $0[param]?.cachedAt }
    }

    func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        lists.withLock { $0[param, default: Entry()].cachedAt = epochSeconds }
    }

    func loadNextKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.next }
    }

    func saveNextKey(nextKey: Key?, param: Param) async {
        lists.withLock { $0[param, default: Entry()].next = nextKey }
    }

    func loadPrevKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.prev }
    }

    func savePrevKey(prevKey: Key?, param: Param) async {
        lists.withLock { $0[param, default: Entry()].prev = prevKey }
    }

    func removeAllData() async {
        lists.withLock { $0.removeAll() }
    }
}

/// A paginated cacher as an app would write one first: lists and keys in a locked dictionary, pages
/// merged by the protocol's default `saveNextData`, which reads the IDs of the whole list at each page.
final class DefaultMergeUserPaginationCacher<
    Param: Hashable & Sendable, Item: Identifiable & Sendable, Key: Hashable & Sendable
>:
    PaginationCacher
{
    // Guarded by its own mutex: each param's list, its keys and when it was saved.
    private let lists = Mutex<[Param: (items: [Item]?, next: Key?, prev: Key?, cachedAt: Double?)]>([:])

    func loadData(param: Param) async -> [Item]? {
        lists.withLock { $0[param]?.items ?? nil }
    }

    func saveData(data: [Item]?, param: Param) async {
        lists.withLock { $0[param, default: (nil, nil, nil, nil)].items = data }
    }

    func loadDataCachedAt(param: Param) async -> Double? {
        lists.withLock { $0[param]?.cachedAt ?? nil }
    }

    func saveDataCachedAt(epochSeconds: Double?, param: Param) async {
        lists.withLock { $0[param, default: (nil, nil, nil, nil)].cachedAt = epochSeconds }
    }

    func loadNextKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.next ?? nil }
    }

    func saveNextKey(nextKey: Key?, param: Param) async {
        lists.withLock { $0[param, default: (nil, nil, nil, nil)].next = nextKey }
    }

    func loadPrevKey(param: Param) async -> Key? {
        lists.withLock { $0[param]?.prev ?? nil }
    }

    func savePrevKey(prevKey: Key?, param: Param) async {
        lists.withLock { $0[param, default: (nil, nil, nil, nil)].prev = prevKey }
    }

    func removeAllData() async {
        lists.withLock { $0.removeAll() }
    }
}
