/// A page of data as a fetcher returned it, with the keys of the pages around it.
@usableFromInline
struct FetchedPage<Data: Sendable>: Sendable {
    @usableFromInline var data: Data
    @usableFromInline var nextKey: String?
    @usableFromInline var prevKey: String?

    @inlinable
    init(data: Data, nextKey: String? = nil, prevKey: String? = nil) {
        self.data = data
        self.nextKey = nextKey
        self.prevKey = prevKey
    }
}

/// What a paginated flowable adds to the core: key storage, page fetches and merges.
@usableFromInline
struct PagingOperations<Param: Sendable, Data: Sendable>: Sendable {
    @usableFromInline typealias Merge =
        @Sendable (PageDirection, _ cached: consuming Data, _ new: Data, Param) async -> Void

    @usableFromInline var loadKey: @Sendable (PageDirection, Param) async -> String?
    @usableFromInline var saveKey: @Sendable (PageDirection, String?, Param) async -> Void
    @usableFromInline var fetchPage:
        @Sendable (PageDirection, String, Param) async throws -> FetchedPage<Data>
    @usableFromInline var merge: Merge
    @usableFromInline var isEmpty: @Sendable (Data) -> Bool
    @usableFromInline var emptyContent: Data

    @inlinable
    init(
        loadKey: @escaping @Sendable (PageDirection, Param) async -> String?,
        saveKey: @escaping @Sendable (PageDirection, String?, Param) async -> Void,
        fetchPage: @escaping @Sendable (PageDirection, String, Param) async throws -> FetchedPage<Data>,
        merge: @escaping Merge,
        isEmpty: @escaping @Sendable (Data) -> Bool,
        emptyContent: Data
    ) {
        self.loadKey = loadKey
        self.saveKey = saveKey
        self.fetchPage = fetchPage
        self.merge = merge
        self.isEmpty = isEmpty
        self.emptyContent = emptyContent
    }
}

/// The engine behind every flowable: reads and writes the cacher, starts fetches through the shared
/// ``FlowHub`` and keeps its state right.
@usableFromInline
final class FlowableCore<C: Cacher>: Sendable {
    @usableFromInline let cacher: C
    @usableFromInline let param: C.Param
    @usableFromInline let hub: FlowHub<C.Data>
    let fetchWhole: @Sendable (C.Param) async throws -> FetchedPage<C.Data>
    @usableFromInline let paging: PagingOperations<C.Param, C.Data>?

    @usableFromInline
    init(
        cacher: C,
        param: C.Param,
        fetchWhole: @escaping @Sendable (C.Param) async throws -> FetchedPage<C.Data>,
        paging: PagingOperations<C.Param, C.Data>? = nil
    ) {
        self.cacher = cacher
        self.param = param
        self.hub = cacher.storage.hub(for: param)
        self.fetchWhole = fetchWhole
        self.paging = paging
    }

    // MARK: Reading

    @inlinable
    func loadSnapshot() async -> Snapshot<C.Data> {
        var snapshot = Snapshot<C.Data>(
            data: await cacher.loadData(param: param),
            cachedAt: await cacher.loadDataCachedAt(param: param)
        )
        if let paging {
            snapshot.nextKey = await paging.loadKey(.next, param)
            snapshot.prevKey = await paging.loadKey(.prev, param)
        }
        return snapshot
    }

    func isValid(_ snapshot: Snapshot<C.Data>) async -> Bool {
        guard let data = snapshot.data else { return false }
        let expireSeconds = cacher.expireSeconds
        if expireSeconds < .infinity {
            guard let cachedAt = snapshot.cachedAt,
                cachedAt + expireSeconds >= cacher.storage.clock.now()
            else { return false }
        }
        return await !cacher.needRefresh(cachedData: data, param: param)
    }

    /// The snapshot subscribers see, or a fresh read of the cacher, with the generation it belongs to.
    ///
    /// With `keep`, a fresh read is kept for subscribers; `nil` means the read was overtaken, read again.
    @inlinable
    func currentSnapshot(keep: Bool) async -> (Snapshot<C.Data>, UInt64)? {
        let (generation, known) = hub.withState { ($0.generation, $0.snapshot) }
        if let known { return (known, generation) }
        let read = await loadSnapshot()
        guard keep else { return (read, generation) }
        var kept = false
        hub.mutate { state in
            let delivery = state.install(read, readAt: generation)
            kept = delivery != nil
            return delivery
        }
        return kept ? (read, generation) : nil
    }

    // MARK: Whole fetches

    enum Freshness {
        case valid(C.Data)
        case fetching(Task<C.Data, any Error>)
    }

    /// Returns valid cached data, or the fetch that will produce it: one in flight, or a new one when the
    /// cache is absent, expired, refused by `needRefresh`, the last fetch failed, or `force` is set.
    ///
    /// - Parameter keep: Keep what is read from the cacher for subscribers.
    func ensureFresh(force: Bool, keep: Bool) async -> Freshness {
        while true {
            if let task = hub.withState({ $0.wholeTask }) { return .fetching(task) }
            guard let (snapshot, generation) = await currentSnapshot(keep: keep) else { continue }
            let failed = hub.withState { $0.lastFetchFailed }
            if !force, !failed, await isValid(snapshot), let data = snapshot.data {
                return .valid(data)
            }
            var fetch: Task<C.Data, any Error>?
            hub.mutate { state in
                if let task = state.wholeTask {
                    fetch = task
                    return nil
                }
                guard state.generation == generation else { return nil }
                fetch = startWholeFetch(&state)
                return state.publish()
            }
            if let fetch { return .fetching(fetch) }
        }
    }

    /// Starts a fetch of the whole content; in-flight pages are dropped.
    private func startWholeFetch(_ state: inout FlowState<C.Data>) -> Task<C.Data, any Error> {
        let task = Task { try await self.runWholeFetch() }
        state.whole = .fetching(task)
        state.startNewEpoch()
        return task
    }

    private func runWholeFetch() async throws -> C.Data {
        let page: FetchedPage<C.Data>
        do {
            page = try await fetchWhole(param)
        } catch {
            hub.mutate { state in
                state.whole = .failed(error)
                return state.publish()
            }
            throw error
        }
        let reachedEnd = paging?.isEmpty(page.data) ?? false
        return await hub.writeLock.withLock {
            let written = await save(
                page.data, stampedAt: cacher.storage.clock.now(),
                nextKey: reachedEnd ? nil : page.nextKey, prevKey: reachedEnd ? nil : page.prevKey)
            hub.mutate { state in
                state.store(written)
                state.whole = .idle
                return state.publish()
            }
            return written.data ?? page.data
        }
    }

    // MARK: Writing

    /// Replaces the content, stamps it now, and shows it to every subscriber.
    @usableFromInline
    func replace(with data: C.Data, nextKey: String?, prevKey: String?) async {
        await overwrite(with: data, nextKey: nextKey, prevKey: prevKey)
    }

    /// Drops content, keys and timestamp; subscribers, if any, see a fetch start at once.
    @usableFromInline
    func clear() async {
        await overwrite(with: nil, nextKey: nil, prevKey: nil)
    }

    /// Saves the whole content (stamped now, or unstamped when `nil`), starts a new epoch and clears a
    /// failure. With no content and subscribers waiting, a fetch starts in the same step.
    private func overwrite(with data: C.Data?, nextKey: String?, prevKey: String?) async {
        await hub.writeLock.withLock {
            let written = await save(
                data, stampedAt: data == nil ? nil : cacher.storage.clock.now(),
                nextKey: nextKey, prevKey: prevKey)
            hub.mutate { state in
                state.store(written)
                state.startNewEpoch()
                if state.lastFetchFailed { state.whole = .idle }
                if data == nil, state.hasSubscribers, state.wholeTask == nil {
                    _ = startWholeFetch(&state)
                }
                return state.publish()
            }
        }
    }

    /// Saves data, timestamp and keys to the cacher and reads back what it holds. Call with the write lock.
    private func save(_ data: C.Data?, stampedAt cachedAt: Double?, nextKey: String?, prevKey: String?) async
        -> Snapshot<C.Data>
    {
        await cacher.saveData(data: data, param: param)
        await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
        if let paging {
            await paging.saveKey(.next, nextKey, param)
            await paging.saveKey(.prev, prevKey, param)
        }
        return await loadSnapshot()
    }

    // MARK: Pages

    /// Fetches and merges the page in `direction`, or joins the one in flight; returns when it is stored
    /// or its error recorded. Does nothing while the whole content is loading or failed, or at an end.
    ///
    /// The page is fetched in the caller's task. Should that task be cancelled during the fetch, the
    /// request is given up without an error and a caller that joined it fetches the page instead.
    @inlinable
    func requestPage(_ direction: PageDirection, continueWhenError: Bool) async {
        guard let paging else { return }
        while true {
            let (step, key) = await pageStep(direction, continueWhenError: continueWhenError)
            switch step {
            case .done:
                return
            case .retry:
                continue
            case .run(let request, let epoch):
                await runPageFetch(direction, key: key, request: request, epoch: epoch, paging: paging)
                return
            }
        }
    }

    /// Whether to skip, start or join a page request, with the key of the page; a joiner returns once
    /// the request ends. Holds no content once it returns, so the list is not kept alive while the page
    /// is fetched and merged.
    @inlinable
    func pageStep(
        _ direction: PageDirection,
        continueWhenError: Bool
    ) async -> (FlowState<C.Data>.PageStep, key: String?) {
        guard let (snapshot, generation) = await currentSnapshot(keep: false) else { return (.retry, nil) }
        let hasData = snapshot.data != nil
        let key = direction == .next ? snapshot.nextKey : snapshot.prevKey
        let canRequest = direction == .next ? snapshot.canRequestNext : snapshot.canRequestPrev
        let step = await withUnsafeContinuation { (joiner: FlowState<C.Data>.PageJoiner) in
            var delivery: FlowState<C.Data>.Delivery?
            let step = hub.withState { state -> FlowState<C.Data>.PageStep? in
                guard case .idle = state.whole, hasData else { return .done }
                switch state.page(direction) {
                case .fetching(let request):
                    state.pageJoiners[request, default: []].append(joiner)
                    return nil
                case .failed where !continueWhenError:
                    return .done
                case .idle where !canRequest:
                    return .done
                case .idle, .failed:
                    guard state.generation == generation else { return .retry }
                    let step = state.startPageRequest(direction)
                    delivery = state.publish()
                    return step
                }
            }
            delivery?.perform()
            if let step { joiner.resume(returning: step) }
        }
        return (step, key)
    }

    @inlinable
    func runPageFetch(
        _ direction: PageDirection,
        key: String?,
        request: UInt64,
        epoch: UInt64,
        paging: PagingOperations<C.Param, C.Data>
    ) async {
        do {
            guard let key, !key.isEmpty else {
                finishPage(direction, request: request, epoch: epoch, .idle, written: nil)
                return
            }
            let page = try await paging.fetchPage(direction, key, param)
            await hub.writeLock.withLock {
                // Subscribers are handed the merged list; until then nobody needs the old one, so the shared
                // state lets go of it and a cacher that keeps it can append in place. What it knew besides
                // the content is exact while the write lock is held: a page changes only content and key.
                let known = hub.withState { state -> Snapshot<C.Data>?? in
                    guard state.epoch == epoch else { return nil }
                    var known = state.snapshot
                    known?.data = nil
                    state.snapshot = nil
                    state.current = nil
                    return .some(known)
                }
                guard let known else {
                    finishPage(direction, request: request, epoch: epoch, .idle, written: nil)
                    return
                }
                let keyBeyond = direction == .next ? page.nextKey : page.prevKey
                if paging.isEmpty(page.data) {
                    await paging.saveKey(direction, nil, param)
                } else {
                    let cached = await cacher.loadData(param: param) ?? paging.emptyContent
                    await paging.merge(direction, consume cached, page.data, param)
                    await paging.saveKey(direction, keyBeyond, param)
                }
                var written: Snapshot<C.Data>
                if let known {
                    written = known
                    written.data = await cacher.loadData(param: param)
                    let savedKey = await paging.loadKey(direction, param)
                    if direction == .next { written.nextKey = savedKey } else { written.prevKey = savedKey }
                } else {
                    written = await loadSnapshot()
                }
                finishPage(direction, request: request, epoch: epoch, .idle, written: written)
            }
        } catch {
            if Task.isCancelled {
                finishPage(direction, request: request, epoch: epoch, .idle, written: nil, joiners: .retry)
            } else {
                finishPage(direction, request: request, epoch: epoch, .failed(error), written: nil)
            }
        }
    }

    /// Ends page request `request` with `page`, shows `written` if the page was stored, and sends the
    /// callers that joined it on with `joiners`.
    @inlinable
    func finishPage(
        _ direction: PageDirection,
        request: UInt64,
        epoch: UInt64,
        _ page: FlowState<C.Data>.Page,
        written: Snapshot<C.Data>?,
        joiners step: FlowState<C.Data>.PageStep = .done
    ) {
        var joiners: [FlowState<C.Data>.PageJoiner] = []
        hub.mutate { state in
            joiners = state.endPageRequest(request)
            // A page that was stored just before a refresh started still shows, so that subscribers never
            // see less than the cacher holds; its state belongs to the old epoch and is left alone.
            if let written { state.store(written) }
            guard state.epoch == epoch else { return written == nil ? nil : state.publish() }
            state.setPage(direction, page)
            return state.publish()
        }
        for joiner in joiners { joiner.resume(returning: step) }
    }
}
