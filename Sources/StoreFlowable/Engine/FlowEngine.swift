/// The operations of a flowable on one (cacher, param): it talks to the cacher and the fetcher, and
/// tells the param's ``FlowMachine``, through the cacher's ``FlowRegistry``, what happened.
struct FlowEngine<C: Cacher>: Sendable {
    let registry: FlowRegistry<C>
    let param: C.Param
    let fetchWhole: @Sendable (C.Param) async throws -> FetchedPage<C.Data>
    let paging: PagingOperations<C.Param, C.Data>?

    init(
        cacher: C,
        param: C.Param,
        fetchWhole: @escaping @Sendable (C.Param) async throws -> FetchedPage<C.Data>,
        paging: PagingOperations<C.Param, C.Data>? = nil
    ) {
        self.registry = RegistryDirectory.registry(for: cacher)
        self.param = param
        self.fetchWhole = fetchWhole
        self.paging = paging
    }

    var cacher: C { registry.cacher }

    @discardableResult
    func send(_ event: FlowEvent<C.Data>) -> [FlowAction<C.Data>] {
        registry.send(event, for: param)
    }

    // MARK: Reading the cacher (in the turn)

    /// Everything the cacher holds for the param.
    func readSnapshot() async -> Snapshot<C.Data> {
        var snapshot = Snapshot<C.Data>(
            data: await cacher.loadData(param: param),
            cachedAt: await cacher.loadDataCachedAt(param: param))
        if let paging {
            snapshot.nextKey = await paging.loadKey(.next, param)
            snapshot.prevKey = await paging.loadKey(.prev, param)
        }
        return snapshot
    }

    /// In the turn: the content the machine knows, read from the cacher first when it knows none.
    func knownSnapshot() async -> Snapshot<C.Data> {
        if let known = registry.inspect(param, { $0.snapshot }) ?? nil { return known }
        let read = await readSnapshot()
        send(.cacheRead(read))
        return read
    }

    // MARK: Whole content

    /// What a caller of ``checkFreshness(force:)`` gets.
    enum Freshness {
        case valid(C.Data)
        case fetching(FetchOutcome<C.Data>)
    }

    /// Returns valid cached content, or the fetch that will produce it: the one in flight, or a new one
    /// when the cache is absent, expired, refused by `needRefresh`, the last fetch failed, or `force`.
    func checkFreshness(force: Bool) async -> Freshness {
        let actions = await registry.withTurn(of: param) {
            let known = await knownSnapshot()
            var needsRefresh = false
            if !force, let data = known.data {
                needsRefresh = await cacher.needRefresh(cachedData: data, param: param)
            }
            return send(
                .freshnessChecked(
                    now: cacher.clock.now(), expireSeconds: cacher.expireSeconds, needsRefresh: needsRefresh,
                    force: force))
        }
        var freshness: Freshness?
        for action in actions {
            switch action {
            case .useCache(let data): freshness = .valid(data)
            case .awaitFetch(let outcome): freshness = .fetching(outcome)
            default: perform(action)
            }
        }
        return freshness ?? .fetching(failedOutcome())
    }

    private func failedOutcome() -> FetchOutcome<C.Data> {
        let outcome = FetchOutcome<C.Data>()
        outcome.resolve(.failure(StoreFlowableError.cacheReturnedNothingAfterSave))
        return outcome
    }

    /// Performs an action the registry left to the flowable.
    func perform(_ action: FlowAction<C.Data>) {
        if case .startFetch(let outcome) = action {
            Task { await runFetch(outcome) }
        }
    }

    private func runFetch(_ outcome: FetchOutcome<C.Data>) async {
        let page: FetchedPage<C.Data>
        do {
            page = try await fetchWhole(param)
        } catch {
            send(.fetchFailed(outcome, error))
            outcome.resolve(.failure(error))
            return
        }
        let reachedEnd = paging?.isEmpty(page.data) ?? false
        let written = await registry.withTurn(of: param) {
            let written = await save(
                page.data, stampedAt: cacher.clock.now(),
                nextKey: reachedEnd ? nil : page.nextKey, prevKey: reachedEnd ? nil : page.prevKey)
            send(.fetchSaved(outcome, written: written))
            return written
        }
        outcome.resolve(.success(written.data ?? page.data))
    }

    func requireData(from: GettingFrom) async throws -> C.Data {
        switch from {
        case .cache:
            guard let data = await cacher.loadData(param: param) else {
                throw StoreFlowableError.noCachedData
            }
            return data
        case .both, .origin:
            switch await checkFreshness(force: from == .origin) {
            case .valid(let data): return data
            case .fetching(let outcome): return try await outcome.value()
            }
        }
    }

    func validate(force: Bool) async {
        if case .fetching(let outcome) = await checkFreshness(force: force) { await outcome.wait() }
    }

    // MARK: Writing

    /// Saves the whole content (stamped now, or unstamped when `nil`) with its keys; every subscriber
    /// sees it. With no content and subscribers waiting, a fetch starts at once.
    func overwrite(with data: C.Data?, nextKey: Snapshot<C.Data>.Key?, prevKey: Snapshot<C.Data>.Key?) async {
        let actions = await registry.withTurn(of: param) {
            let written = await save(
                data, stampedAt: data == nil ? nil : cacher.clock.now(), nextKey: nextKey, prevKey: prevKey)
            return send(.overwritten(written: written))
        }
        actions.forEach(perform)
    }

    /// Saves data, timestamp and keys to the cacher and reads back what it holds. In the turn.
    private func save(
        _ data: C.Data?,
        stampedAt cachedAt: Double?,
        nextKey: Snapshot<C.Data>.Key?,
        prevKey: Snapshot<C.Data>.Key?
    ) async -> Snapshot<C.Data> {
        await cacher.saveData(data: data, param: param)
        await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
        if let paging {
            await paging.saveKey(.next, nextKey, param)
            await paging.saveKey(.prev, prevKey, param)
        }
        return await readSnapshot()
    }
}
