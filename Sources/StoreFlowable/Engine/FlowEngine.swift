/// The operations of a flowable on one (cacher, param): it talks to the cacher and the fetcher, and
/// tells the param's ``FlowMachine``, through the cacher's ``FlowRegistry``, what happened.
///
/// Plain, non-generic code: the cacher and fetcher are reached through closures built where their types
/// are known, and content is carried type-erased.
final class FlowEngine: Sendable {
    /// A page as a fetcher returned it, with the keys of the pages around it, its types erased.
    typealias FetchedPage = (data: any Sendable, nextKey: Snapshot.Key?, prevKey: Snapshot.Key?)

    let registry: FlowRegistry
    let key: ParamKey
    let access: CacherAccess
    let fetchWhole: @Sendable () async throws -> FetchedPage
    let paging: PagingOperations?
    /// What a list on a cacher that keeps gaps adds: refreshes that keep the list, and gap loads.
    let gaps: GapOperations?
    let retry: RetryPolicy

    /// The engine of a flowable bound by its public factory: the registry of its cacher, its param's
    /// key, and its capabilities picked once.
    init<Value>(binding: _CacherBinding<Value>, retry: RetryPolicy) {
        self.registry = Self.registry(of: binding.cacher)
        self.key = ParamKey(binding.param)
        self.access = CacherAccess(binding)
        self.fetchWhole = binding.fetch
        self.paging = binding.paging.map(PagingOperations.init)
        if let keeping = binding.cacher as? any ErasedGapKeeping, let paging = binding.paging {
            self.gaps = keeping.gapOperations(param: binding.param, fetchPage: paging.fetchPage)
        } else {
            self.gaps = nil
        }
        self.retry = retry
    }

    private static func registry(of cacher: some Cacher) -> FlowRegistry {
        RegistryDirectory.registry(for: cacher)
    }

    @discardableResult
    func send(_ event: FlowEvent) -> FlowActions {
        registry.send(event, for: key)
    }

    // MARK: Reading the cacher (in the turn)

    /// Everything the cacher holds for the param.
    /// Read without suspending when the cacher can, which costs one lock instead of several calls.
    func readSnapshot(origin: ContentOrigin? = nil) async -> Snapshot {
        if var peeked = peekSnapshot() {
            if let origin { peeked.origin = origin }
            return peeked
        }
        let (data, revision) = await readContent()
        if data == nil { registry.noteOrigin(.memory, of: key) }
        let cachedAt = await access.loadCachedAt()
        var keys: (next: Snapshot.Key?, prev: Snapshot.Key?) = (nil, nil)
        if let paging {
            keys = (await paging.loadKey(.next), await paging.loadKey(.prev))
        }
        var snapshot = Snapshot(
            data: data, cachedAt: cachedAt, nextKey: keys.next, prevKey: keys.prev,
            origin: origin ?? registry.origin(of: key, otherwise: access.origin))
        snapshot.revision = revision
        return snapshot
    }

    /// The cacher's content, with its revision when the cacher keeps them, read in one step.
    func readContent() async -> (data: Snapshot.Content?, revision: UInt64?) {
        if let revisions = access.revisions { return revisions.load() }
        return (await access.loadData(), nil)
    }

    /// Makes sure the machine knows the cacher's content, in a turn of its own, without fetching: what a
    /// cache-only subscriber starts with.
    func loadCachedState() async {
        await registry.acquireTurn(of: key)
        await ensureSnapshot()
        registry.finishTurn(of: key, with: nil).forEach(perform)
    }

    /// In the turn: makes sure the machine knows the cacher's content, reading it when it knows none.
    func ensureSnapshot() async {
        if registry.inspect(key, { $0.knownSnapshot != nil }) == true { return }
        send(.cacheRead(await readSnapshot()))
    }

    /// In the turn: the content the machine knows, read from the cacher first when it knows none.
    func knownSnapshot() async -> Snapshot {
        if let known = registry.inspect(key, { $0.knownSnapshot }) ?? nil { return known }
        let read = await readSnapshot()
        send(.cacheRead(read))
        return read
    }

    // MARK: Whole content

    /// What a caller of ``checkFreshness(force:awaiting:)`` gets.
    enum Freshness {
        case valid(Snapshot.Content)
        case fetching(FetchOutcome)
    }

    /// Returns valid cached content, or the fetch that will produce it: the one in flight, or a new one
    /// when the cache is absent, expired, refused by `needRefresh`, the last fetch failed, or `force`.
    func checkFreshness(force: Bool, awaiting: Bool = true) async -> Freshness {
        await registry.acquireTurn(of: key)
        let known = await knownSnapshot()
        var needsRefresh = false
        if !force, let data = known.data {
            needsRefresh = registry.isInvalidated(key, cachedAt: known.cachedAt)
            if !needsRefresh { needsRefresh = await access.needRefresh(data) }
        }
        let actions = registry.finishTurn(
            of: key,
            with: .freshnessChecked(
                now: access.now(), expireSeconds: access.expireSeconds(), needsRefresh: needsRefresh,
                force: force))
        var freshness: Freshness?
        // Counted as waiting before the fetch starts, so that a fetch failing at once is retried for us.
        if awaiting {
            for case .awaitFetch(let outcome) in actions { outcome.expectWaiter() }
        }
        for action in actions {
            switch action {
            case .useCache(let data): freshness = .valid(data)
            case .awaitFetch(let outcome): freshness = .fetching(outcome)
            default: perform(action)
            }
        }
        // The machine always answers with one of the two; nothing comes back only when the registry no
        // longer holds it, which a turn held from start to end rules out.
        return freshness
            ?? .fetching(FetchOutcome(failedWith: StoreFlowableError.stateLostInFreshnessCheck))
    }

    /// Performs an action the registry left to the flowable.
    func perform(_ action: FlowAction) {
        if case .startFetch(let outcome) = action { run(outcome) }
    }

    private func runFetch(_ outcome: FetchOutcome) async {
        let page: FetchedPage
        do {
            page = try await withRetries(while: { self.registry.wantsFetch(self.key, outcome) }) {
                try await self.fetchWhole()
            }
        } catch {
            send(.fetchFailed(outcome, error))
            outcome.resolve(.failure(error))
            return
        }
        let reachedEnd = paging?.isEmpty(page.data) ?? false
        await registry.acquireTurn(of: key)
        // A fetch given up by a clear saves nothing: its content belongs to the session that was cleared.
        guard !outcome.isAbandoned else {
            registry.finishTurn(of: key, with: nil).forEach(perform)
            return
        }
        do {
            let stamp = registry.stamp(access.now())
            if let gaps, gaps.keepsListOnRefresh {
                try await gaps.joinRefresh(page, stamp)
            } else {
                try await write(
                    page.data, stampedAt: stamp, nextKey: reachedEnd ? nil : page.nextKey,
                    prevKey: reachedEnd ? nil : page.prevKey)
            }
        } catch {
            send(.saveFailed(error, written: await readSnapshot()))
            registry.finishTurn(of: key, with: .fetchFailed(outcome, error)).forEach(perform)
            outcome.resolve(.failure(error))
            return
        }
        registry.noteOrigin(.network, of: key)
        let written = await readSnapshot(origin: .network)
        registry.finishTurn(of: key, with: .fetchSaved(outcome, written: written)).forEach(perform)
        outcome.resolve(.success(written.data ?? page.data))
    }

    /// Runs `operation`, trying again as the retry policy says while `wanted` holds; rethrows the last
    /// error.
    func withRetries<Result>(
        while wanted: @Sendable () -> Bool,
        _ operation: @Sendable () async throws -> Result
    ) async throws -> Result {
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch {
                guard !Task.isCancelled, let delay = retry.delay(after: attempt, error: error), wanted()
                else {
                    throw error
                }
                let failure = error
                retry.onRetry?(RetryAttempt(failedAttempt: attempt, error: failure, delay: delay))
                // Cancelled while waiting, the fetch fails with what failed it, not with the cancellation.
                guard (try? await retry.clock.sleep(for: delay)) != nil, wanted() else { throw failure }
                attempt += 1
            }
        }
    }

    /// The content from `from`: valid cache or a fetch, always a fetch, or the cache as it is.
    func requireData(from: GettingFrom) async throws -> any Sendable {
        switch from {
        case .cache:
            guard let data = await access.loadData() else { throw StoreFlowableError.noCachedData }
            return data
        case .both, .origin:
            switch await checkFreshness(force: from == .origin) {
            case .valid(let data): return data
            case .fetching(let outcome): return try await outcome.value()
            }
        }
    }

    /// Fetches if the cache is not valid or the last fetch failed, or always with `force`; joins a fetch
    /// in flight and returns when it ends.
    func validate(force: Bool) async {
        if case .fetching(let outcome) = await checkFreshness(force: force) { await outcome.wait() }
    }

    /// The states of the content, typed as `Content`.
    func publish<Content: Sendable>(forceRefresh: Bool, as type: Content.Type) -> LoadingStateSequence<
        Content
    > {
        LoadingStateSequence { Subscription<Content>(engine: self, start: .validate(force: forceRefresh)) }
    }

    /// The states of the content as the cacher holds it, never fetching.
    func publishCacheOnly<Content: Sendable>(as type: Content.Type) -> LoadingStateSequence<Content> {
        LoadingStateSequence { Subscription<Content>(engine: self, start: .cacheOnly) }
    }

    /// The states of the content with its freshness.
    func publishWithFreshness<Content: Sendable>(
        forceRefresh: Bool,
        cacheOnly: Bool,
        as type: Content.Type
    ) -> FreshnessStateSequence<Content> {
        FreshnessStateSequence {
            Subscription<Content>(
                engine: self, start: cacheOnly ? .cacheOnly : .validate(force: forceRefresh))
        }
    }
}

extension FlowEngine: FetchRunner {
    /// Starts the fetch that resolves `outcome` in a task of its own, which a clear can cancel.
    func run(_ outcome: FetchOutcome) {
        outcome.attach(Task { await runFetch(outcome) })
    }
}
