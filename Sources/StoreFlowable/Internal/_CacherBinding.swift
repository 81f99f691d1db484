/// A flowable's cacher, fetcher and param, with their types erased: the one value the public factories
/// build in inlinable code, where the types are known, and hand to the engine.
///
/// Its closures are emitted in the caller's module, specialized for the cacher's and fetcher's types;
/// everything else (the engine, the registry, the machine) is plain internal code, built from this value
/// by `FlowEngine.init(binding:retry:)`.
///
/// A cacher's capabilities are picked here, once: a cacher that reads and writes without suspending
/// (``_AtOnceCacher``, ``_AtOncePaginationCacher``) is reached through them, and `writeAtOnce` (and
/// `_PagingBinding/storePageAtOnce`) are set; otherwise the ``Cacher`` protocol's steps are used. Its
/// revisions and whether it is stale only by time are picked when the engine is built.
@usableFromInline
struct _CacherBinding<Value: Sendable>: Sendable {
    /// The cacher, for its registry and its capabilities that need no specialization.
    let cacher: any Cacher
    let param: any Hashable & Sendable
    /// What a flowable reads and writes with the data's type: the cache, for `GettingFrom.cache`; and,
    /// for a cacher that can, the cache read and data and timestamp saved without suspending.
    @usableFromInline let typed:
        (
            read: @Sendable () async -> Value?,
            readAtOnce: (@Sendable () -> Value?)?,
            writeAtOnce: (@Sendable (Value?, _ cachedAt: Double?) -> Void)?,
            save: (@Sendable (Value?, _ cachedAt: Double?) async throws -> Void)?
        )
    let loadData: @Sendable () async -> (any Sendable)?
    /// Saves the content, then its timestamp: one call, so that a write crosses one closure, not two.
    let save: @Sendable ((any Sendable)?, _ cachedAt: Double?) async throws -> Void
    let loadCachedAt: @Sendable () async -> Double?
    let needRefresh: @Sendable (any Sendable) async -> Bool
    let now: @Sendable () -> Double
    let expireSeconds: @Sendable () -> Double
    /// The cached content and its timestamp, read without suspending when the cacher can.
    let peek: @Sendable () -> (data: any Sendable, cachedAt: Double?)?
    /// Saves content, timestamp and keys without suspending, for a cacher that can.
    let writeAtOnce:
        (
            @Sendable (
                (any Sendable)?, _ cachedAt: Double?, _ next: (any Hashable & Sendable)?,
                _ prev: (any Hashable & Sendable)?
            ) -> Void
        )?
    /// Fetches the whole content, with the keys of the pages around it.
    let fetch:
        @Sendable () async throws -> (
            data: any Sendable, nextKey: (any Hashable & Sendable)?, prevKey: (any Hashable & Sendable)?
        )
    /// The operations of a paginated flowable.
    let paging: _PagingBinding?

    @usableFromInline
    init(
        cacher: any Cacher,
        param: any Hashable & Sendable,
        readCache: @escaping @Sendable () async -> Value?,
        writeTyped: (@Sendable (Value?, _ cachedAt: Double?) -> Void)?,
        readTypedAtOnce: (@Sendable () -> Value?)?,
        loadData: @escaping @Sendable () async -> (any Sendable)?,
        save: @escaping @Sendable ((any Sendable)?, _ cachedAt: Double?) async throws -> Void,
        loadCachedAt: @escaping @Sendable () async -> Double?,
        needRefresh: @escaping @Sendable (any Sendable) async -> Bool,
        now: @escaping @Sendable () -> Double,
        expireSeconds: @escaping @Sendable () -> Double,
        peek: @escaping @Sendable () -> (data: any Sendable, cachedAt: Double?)?,
        writeAtOnce: (
            @Sendable (
                (any Sendable)?, _ cachedAt: Double?, _ next: (any Hashable & Sendable)?,
                _ prev: (any Hashable & Sendable)?
            ) -> Void
        )?,
        fetch:
            @escaping @Sendable () async throws -> (
                data: any Sendable, nextKey: (any Hashable & Sendable)?, prevKey: (any Hashable & Sendable)?
            ),
        paging: _PagingBinding?,
        saveTyped: (@Sendable (Value?, _ cachedAt: Double?) async throws -> Void)? = nil
    ) {
        self.cacher = cacher
        self.param = param
        typed = (readCache, readTypedAtOnce, writeTyped, saveTyped)
        self.loadData = loadData
        self.save = save
        self.loadCachedAt = loadCachedAt
        self.needRefresh = needRefresh
        self.now = now
        self.expireSeconds = expireSeconds
        self.peek = peek
        self.writeAtOnce = writeAtOnce
        self.fetch = fetch
        self.paging = paging
    }

    /// Binds `cacher`, `fetcher` and `param` of a flowable of whole content.
    @inlinable
    init<C: Cacher, F: Fetcher>(cacher: C, fetcher: F, param: C.Param)
    where C.Value == Value, F.Value == Value, F.Param == C.Param {
        let readCache: @Sendable () async -> C.Value?
        let loadData: @Sendable () async -> (any Sendable)?
        let loadCachedAt: @Sendable () async -> Double?
        let peek: @Sendable () -> (data: any Sendable, cachedAt: Double?)?
        var writeTyped: (@Sendable (Value?, Double?) -> Void)?
        var readTypedAtOnce: (@Sendable () -> Value?)?
        var saveTyped: (@Sendable (Value?, Double?) async throws -> Void)?
        var writeAtOnce:
            (
                @Sendable ((any Sendable)?, Double?, (any Hashable & Sendable)?, (any Hashable & Sendable)?)
                    -> Void
            )?
        // `update_no_subscriber_over_floor`, `cache_hit_over_floor`, `publish_first_state_over_floor`:
        // an in-memory cacher read and written through `_AtOnceCacher`, specialized.
        if let memory = cacher as? InMemoryCacher<C.Param, C.Value> {
            readCache = { memory._read(param: param).data }
            loadData = { memory._read(param: param).data }
            loadCachedAt = { memory._read(param: param).cachedAt }
            peek = {
                let read = memory._read(param: param)
                return read.data.map { ($0, read.cachedAt) }
            }
            writeTyped = { data, cachedAt in memory._write(data: data, cachedAt: cachedAt, param: param) }
            readTypedAtOnce = { memory._read(param: param).data }
            writeAtOnce = { data, cachedAt, _, _ in
                memory._write(data: data as? C.Value, cachedAt: cachedAt, param: param)
            }
        } else {
            readCache = { await cacher.loadData(param: param) }
            loadData = { await cacher.loadData(param: param) }
            loadCachedAt = { await cacher.loadDataCachedAt(param: param) }
            peek = { cacher.peekData(param: param).map { ($0.data, $0.cachedAt) } }
            writeAtOnce = nil
            writeTyped = nil
            readTypedAtOnce = nil
            // Saved with the data's type by an idle update, without erasing it first.
            saveTyped = { data, cachedAt in
                try await cacher.saveData(data: data, param: param)
                try await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
            }
        }
        self.init(
            cacher: cacher, param: param, readCache: readCache, writeTyped: writeTyped,
            readTypedAtOnce: readTypedAtOnce, loadData: loadData,
            save: { data, cachedAt in
                try await cacher.saveData(data: _cast(data, to: C.Value.self), param: param)
                try await cacher.saveDataCachedAt(epochSeconds: cachedAt, param: param)
            },
            loadCachedAt: loadCachedAt,
            needRefresh: { data in
                guard let data = data as? C.Value else { return true }
                return await cacher.needRefresh(cachedData: data, param: param)
            },
            now: { cacher.clock.now() }, expireSeconds: { cacher.expireSeconds },
            peek: peek, writeAtOnce: writeAtOnce,
            fetch: { (try await fetcher.fetch(param: param), nil, nil) }, paging: nil, saveTyped: saveTyped)
    }
}

/// `content` as a `Value`: the existential opened and its type compared first, so that content of the
/// cacher's own type (always, through a flowable) costs no dynamic cast (about 30 ns of an update in a
/// turn; an idle update of a cacher that writes by suspending is saved with its type, `typed.save`).
@inlinable
func _cast<Value>(_ content: (any Sendable)?, to type: Value.Type) -> Value? {
    func open<Boxed>(_ boxed: Boxed) -> Value? {
        Boxed.self == Value.self ? unsafeBitCast(boxed, to: Value.self) : boxed as? Value
    }
    guard let content else { return nil }
    return open(content)
}
