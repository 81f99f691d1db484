// The flowables built from the value their public factories bind: called from the factories' inlinable
// code, the rest is internal.

extension AnyStoreFlowable {
    /// A flowable on the cacher, fetcher and param that `binding` erased.
    @usableFromInline
    init(_ binding: _CacherBinding<Content>, retry: RetryPolicy) {
        engine = FlowEngine(binding: binding, retry: retry)
        _typed = binding.typed
    }

    // Inlinable, so that reading the cache and writing an idle param run specialized for `Content`, as
    // the closures they call do: `cache_hit_over_floor` is 0.23× its floor (14 ns) inlined, 2–3× (150–
    // 350 ns) not; `update_no_subscriber_over_floor` 1.15× (73 ns) inlined, 1.6× (170 ns) not.

    /// Returns the data from `from`. See ``StoreFlowable/requireData(from:)``.
    @inlinable
    public func requireData(from: GettingFrom) async throws -> Content {
        if from == .cache {
            // A cacher that reads without suspending (`_AtOnceCacher`) is read so, a hit costing no
            // asynchronous call, whose opaque closure checks its executor: `cache_hit_require_data_ns`
            // (group `core`) about 23 ns this way, 54 ns without. (Through `peekData`, a cacher of another
            // module is read unspecialized: `sqlite_cached_read_ns` 270 ns that way, 66 ns without.)
            if let readAtOnce = _typed.readAtOnce, let data = readAtOnce() { return data }
            guard let data = await _typed.read() else { throw StoreFlowableError.noCachedData }
            return data
        }
        return try await _requireData(from: from)
    }

    /// The data from `from` (valid cache or a fetch, or always a fetch), through the engine.
    @usableFromInline
    func _requireData(from: GettingFrom) async throws -> Content {
        guard let data = try await engine.requireData(from: from) as? Content else {
            throw StoreFlowableError.cacheReturnedUnexpectedType
        }
        return data
    }

    /// Saves `newData` stamped now; every subscriber sees it. See ``StoreFlowable/update(newData:)``.
    @inlinable
    public func update(newData: Content) async {
        // Nobody uses the param: a cacher that writes without suspending is written at once.
        if let writeAtOnce = _typed.writeAtOnce, _writeIfIdle({ writeAtOnce(newData, $0) }) { return }
        await _overwrite(with: newData)
    }

    /// Runs `write` with the current time when nobody uses the param; whether it did.
    @usableFromInline
    func _writeIfIdle(_ write: (_ now: Double) -> Void) -> Bool {
        engine.writeIfIdle(write)
    }

    /// Saves `data`: without a turn when nobody uses the param, in its turn otherwise.
    @usableFromInline
    func _overwrite(with data: Content) async {
        // A cacher that writes by suspending (an app's own, a persisted one), nobody using the param: saved
        // here with the data's type, rather than erased and cast back in the engine's write, one
        // asynchronous call deeper.
        // `user_cacher_update_over_own_saves` (group `user`): 1.84–2.42 this way, 2.19–2.55 through the
        // engine's write (three alternating runs); a million updates take 0.87× as long.
        if let save = _typed.save, engine.beginIdleWrite() {
            do {
                try await save(data, engine.access.now())
            } catch {
                return await engine.idleWriteFailed(error)
            }
            return engine.endIdleWrite(cleared: false)
        }
        await engine.overwrite(with: data, nextKey: nil, prevKey: nil)
    }
}

extension AnyPaginationStoreFlowable {
    /// A flowable on the cacher, fetcher and param that `binding` erased.
    @usableFromInline
    init(_ binding: _CacherBinding<[Item]>, retry: RetryPolicy) {
        engine = FlowEngine(binding: binding, retry: retry)
        readCache = binding.typed.read
    }
}
