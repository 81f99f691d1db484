extension _CacherBinding {
    /// Binds `cacher`, `fetcher` and `param` of a paginated flowable.
    @inlinable
    init<C: PaginationCacher, F: PaginationFetcher>(cacher: C, fetcher: F, param: C.Param)
    where Value == [C.Item], F.Item == C.Item, F.Key == C.Key, F.Param == C.Param {
        typealias Item = C.Item
        typealias Page = _TypedPage<Item, C.Key>
        let saveKey: @Sendable (Bool, (any Hashable & Sendable)?) async throws -> Void = { next, key in
            if next {
                try await cacher.saveNextKey(nextKey: key as? C.Key, param: param)
            } else {
                try await cacher.savePrevKey(prevKey: key as? C.Key, param: param)
            }
        }
        let fetchWhole:
            @Sendable () async throws -> (
                data: any Sendable, nextKey: (any Hashable & Sendable)?, prevKey: (any Hashable & Sendable)?
            ) = {
                let result = try await fetcher.fetch(param: param)
                return (result.data, result.nextKey, result.prevKey)
            }
        let fetchFromNetwork:
            @Sendable (Bool, any Hashable & Sendable) async throws -> any AnyObject & Sendable = {
                next, key in
                guard let key = key as? C.Key else { return Page(items: [], keyBeyond: nil) }
                if next {
                    let result = try await fetcher.fetchNext(nextKey: key, param: param)
                    return Page(items: result.data, keyBeyond: result.nextKey)
                }
                let result = try await fetcher.fetchPrev(prevKey: key, param: param)
                return Page(items: result.data, keyBeyond: result.prevKey)
            }
        // An in-memory cacher is read, written and merged into through `_AtOncePaginationCacher`,
        // specialized. `storePageAtOnce` (a page stored in the step that takes the turn):
        // `pagination_250_pages_over_floor` 3.6× its floor with it, 5.1× without (medians of three
        // noisy rounds; per-page keys unchanged).
        if let memory = cacher as? InMemoryPaginationCacher<C.Param, Item, C.Key> {
            let storeAtOnce:
                @Sendable (Bool, any AnyObject & Sendable) -> (
                    data: (any Sendable)?, key: (any Hashable & Sendable)?
                ) = { next, page in
                    let page = page as? Page
                    let stored = memory._storePage(
                        page?.items ?? [], keyBeyond: page?.keyBeyond, next: next, param: param)
                    return (stored.data, stored.key)
                }
            self.init(
                cacher: cacher, param: param,
                readCache: { memory._read(param: param).data },
                writeTyped: { data, cachedAt in
                    memory._write(data: data, cachedAt: cachedAt, nextKey: nil, prevKey: nil, param: param)
                },
                readTypedAtOnce: { memory._read(param: param).data },
                loadData: { memory._read(param: param).data },
                save: { data, cachedAt in
                    try await cacher.saveData(data: _cast(data, to: [Item].self), param: param)
                    try await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
                },
                loadCachedAt: { memory._read(param: param).cachedAt },
                needRefresh: { data in
                    guard let data = data as? [Item] else { return true }
                    return await cacher.needRefresh(cachedData: data, param: param)
                },
                now: { cacher.clock.now() }, expireSeconds: { cacher.expireSeconds },
                peek: {
                    let read = memory._read(param: param)
                    return read.data.map { ($0, read.cachedAt) }
                },
                writeAtOnce: { data, cachedAt, next, prev in
                    memory._write(
                        data: data as? [Item], cachedAt: cachedAt, nextKey: next as? C.Key,
                        prevKey: prev as? C.Key, param: param)
                },
                fetch: fetchWhole,
                paging: _PagingBinding(
                    loadKey: { next in
                        let read = memory._read(param: param)
                        return next ? read.nextKey : read.prevKey
                    },
                    saveKey: saveKey,
                    fetchPage: fetchFromNetwork,
                    storePage: {
                        (next: Bool, cached: consuming (any Sendable)?, page: any AnyObject & Sendable) in
                        // The kept list is the one merged into: letting go of this copy lets it grow in place.
                        _ = consume cached
                        let stored = storeAtOnce(next, page)
                        return (stored.data, stored.key, nil)
                    },
                    storePageAtOnce: storeAtOnce,
                    isEmpty: { ($0 as? [Item])?.isEmpty ?? true },
                    peekKeys: {
                        let read = memory._read(param: param)
                        return (read.nextKey, read.prevKey)
                    }))
            return
        }
        // A cacher that saves a page with its key, and a list with its timestamp and keys, in one step
        // (`_WholePageCacher`) is written so.
        let whole = cacher as? any _WholePageCacher<C.Param, Item, C.Key>
        typealias SaveWhole =
            @Sendable (
                (any Sendable)?, Double?, (any Hashable & Sendable)?, (any Hashable & Sendable)?
            ) async throws -> Void
        typealias SavePage = @Sendable (Bool, consuming (any Sendable)?, [Item], C.Key?) async throws -> Void
        let saveWhole: SaveWhole?
        let savePage: SavePage
        let fetchPage: @Sendable (Bool, any Hashable & Sendable) async throws -> any AnyObject & Sendable
        if let whole {
            saveWhole = { data, cachedAt, next, prev in
                // A previous key that is not the list's own is the cacher's marker of pages it keeps above.
                let prevKey = prev.map { $0 as? C.Key ?? cacher.peekKeys(param: param)?.prev } ?? nil
                try await whole._saveWhole(
                    data: data as? [Item], cachedAt: cachedAt, nextKey: next as? C.Key, prevKey: prevKey,
                    param: param)
            }
            savePage = { next, cached, items, key in
                _ = consume cached
                try await whole._savePage(items, keyBeyond: key, next: next, param: param)
            }
            // The pages a persisted list keeps beyond those it shows come before the network.
            fetchPage = { next, key in
                if let stored = await whole._storedPage(next: next, key: key, param: param) {
                    return Page(items: stored.items, keyBeyond: stored.keyBeyond)
                }
                return try await fetchFromNetwork(next, key)
            }
        } else {
            fetchPage = fetchFromNetwork
            saveWhole = nil
            savePage = { next, cached, items, key in
                if !items.isEmpty {
                    var list = (consume cached) as? [Item]
                    if list == nil { list = await cacher.loadData(param: param) }
                    if next {
                        try await cacher.saveNextData(
                            cachedData: list.take() ?? [], newData: items, param: param)
                    } else {
                        try await cacher.savePrevData(
                            cachedData: list.take() ?? [], newData: items, param: param)
                    }
                }
                if next {
                    try await cacher.saveNextKey(nextKey: key, param: param)
                } else {
                    try await cacher.savePrevKey(prevKey: key, param: param)
                }
            }
        }
        let peekKeys: @Sendable () -> (next: (any Hashable & Sendable)?, prev: (any Hashable & Sendable)?)? =
            if let whole {
                { whole._shownKeys(param: param) }
            } else {
                { cacher.peekKeys(param: param).map { ($0.next, $0.prev) } }
            }
        self.init(
            cacher: cacher, param: param,
            readCache: { await cacher.loadData(param: param) },
            writeTyped: nil,
            readTypedAtOnce: nil,
            loadData: { await cacher.loadData(param: param) },
            save: { data, cachedAt in
                try await cacher.saveData(data: _cast(data, to: [Item].self), param: param)
                try await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
            },
            loadCachedAt: { await cacher.loadDataCachedAt(param: param) },
            needRefresh: { data in
                guard let data = data as? [Item] else { return true }
                return await cacher.needRefresh(cachedData: data, param: param)
            },
            now: { cacher.clock.now() }, expireSeconds: { cacher.expireSeconds },
            peek: { cacher.peekData(param: param).map { ($0.data, $0.cachedAt) } },
            writeAtOnce: nil,
            fetch: fetchWhole,
            paging: _PagingBinding(
                loadKey: { next in
                    if let keys = peekKeys() { return next ? keys.next : keys.prev }
                    return next
                        ? await cacher.loadNextKey(param: param) : await cacher.loadPrevKey(param: param)
                },
                saveKey: saveKey,
                fetchPage: fetchPage,
                storePage: {
                    (next: Bool, cached: consuming (any Sendable)?, page: any AnyObject & Sendable) in
                    let page = page as? Page
                    try await savePage(next, consume cached, page?.items ?? [], page?.keyBeyond)
                    // Both keys: a cacher keeping a window of pages may have let go of the other end.
                    if let read = cacher.peekData(param: param), let keys = peekKeys() {
                        return (read.data, next ? keys.next : keys.prev, .some(next ? keys.prev : keys.next))
                    }
                    let read = await cacher.loadData(param: param)
                    let stored =
                        next ? await cacher.loadNextKey(param: param) : await cacher.loadPrevKey(param: param)
                    return (read, stored, nil)
                },
                storePageAtOnce: nil,
                saveWhole: saveWhole,
                isEmpty: { ($0 as? [Item])?.isEmpty ?? true },
                peekKeys: peekKeys))
    }
}
