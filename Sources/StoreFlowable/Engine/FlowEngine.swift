/// The operations of a flowable on one (cacher, param): it talks to the cacher and the fetcher, and
/// tells the param's ``FlowMachine``, through the cacher's ``FlowRegistry``, what happened.
struct FlowEngine<C: Cacher>: Sendable {
    let registry: FlowRegistry<C>
    let param: C.Param
    /// The param as the registry keys it.
    let key: ParamKey
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
        self.key = ParamKey(param)
        self.fetchWhole = fetchWhole
        self.paging = paging
    }

    var cacher: C { registry.cacher }

    @discardableResult
    func send(_ event: FlowEvent) -> [FlowAction] {
        registry.send(event, for: key)
    }

    // MARK: Reading the cacher (in the turn)

    /// Everything the cacher holds for the param.
    func readSnapshot() async -> Snapshot {
        var snapshot = Snapshot(
            data: await cacher.loadData(param: param),
            cachedAt: await cacher.loadDataCachedAt(param: param))
        if let paging {
            snapshot.nextKey = await paging.loadKey(.next, param)
            snapshot.prevKey = await paging.loadKey(.prev, param)
        }
        return snapshot
    }

    /// In the turn: the content the machine knows, read from the cacher first when it knows none.
    func knownSnapshot() async -> Snapshot {
        if let known = registry.inspect(key, { $0.snapshot }) ?? nil { return known }
        let read = await readSnapshot()
        send(.cacheRead(read))
        return read
    }

    // MARK: Whole content

    /// What a caller of ``checkFreshness(force:)`` gets.
    enum Freshness {
        case valid(Snapshot.Content)
        case fetching(FetchOutcome)
    }

    /// Returns valid cached content, or the fetch that will produce it: the one in flight, or a new one
    /// when the cache is absent, expired, refused by `needRefresh`, the last fetch failed, or `force`.
    func checkFreshness(force: Bool) async -> Freshness {
        let actions = await registry.withTurn(of: key) {
            let known = await knownSnapshot()
            var needsRefresh = false
            if !force, let data = known.data as? C.Data {
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

    private func failedOutcome() -> FetchOutcome {
        let outcome = FetchOutcome()
        outcome.resolve(.failure(StoreFlowableError.cacheReturnedNothingAfterSave))
        return outcome
    }

    /// Performs an action the registry left to the flowable.
    func perform(_ action: FlowAction) {
        if case .startFetch(let outcome) = action {
            Task { await runFetch(outcome) }
        }
    }

    private func runFetch(_ outcome: FetchOutcome) async {
        let page: FetchedPage<C.Data>
        do {
            page = try await fetchWhole(param)
        } catch {
            send(.fetchFailed(outcome, error))
            outcome.resolve(.failure(error))
            return
        }
        let reachedEnd = paging?.isEmpty(page.data) ?? false
        let written = await registry.withTurn(of: key) {
            let written = await save(
                page.data, stampedAt: cacher.clock.now(),
                nextKey: reachedEnd ? nil : page.nextKey, prevKey: reachedEnd ? nil : page.prevKey)
            send(.fetchSaved(outcome, written: written))
            return written
        }
        outcome.resolve(.success(written.data ?? page.data as Snapshot.Content))
    }

    func requireData(from: GettingFrom) async throws -> C.Data {
        switch from {
        case .cache:
            guard let data = await cacher.loadData(param: param) else {
                throw StoreFlowableError.noCachedData
            }
            return data
        case .both, .origin:
            let content: Snapshot.Content
            switch await checkFreshness(force: from == .origin) {
            case .valid(let data): content = data
            case .fetching(let outcome): content = try await outcome.value()
            }
            guard let data = content as? C.Data else { throw StoreFlowableError.cacheReturnedNothingAfterSave }
            return data
        }
    }

    func validate(force: Bool) async {
        if case .fetching(let outcome) = await checkFreshness(force: force) { await outcome.wait() }
    }

    // MARK: Writing

    /// Saves the whole content (stamped now, or unstamped when `nil`) with its keys; every subscriber
    /// sees it. With no content and subscribers waiting, a fetch starts at once.
    func overwrite(with data: C.Data?, nextKey: Snapshot.Key?, prevKey: Snapshot.Key?) async {
        let actions = await registry.withTurn(of: key) {
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
        nextKey: Snapshot.Key?,
        prevKey: Snapshot.Key?
    ) async -> Snapshot {
        await cacher.saveData(data: data, param: param)
        await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
        if let paging {
            await paging.saveKey(.next, nextKey, param)
            await paging.saveKey(.prev, prevKey, param)
        }
        return await readSnapshot()
    }
}
