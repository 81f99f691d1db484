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

/// A paginated cacher as an app would write one: lists and keys in locked dictionaries, pages merged by
/// the protocol's default `saveNextData`.
final class UserPaginationCacher<
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
