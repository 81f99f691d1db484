import StoreFlowable

/// The flowables of one randomized registry run, on one kind of cacher: lists "a" and "b" on a list
/// cacher, entity "e" on an entity cacher, both owned by one partition, every fetch held by one gate.
struct RegistrySetup {
    enum Kind: String, CaseIterable, Sendable {
        /// `InMemoryPaginationCacher` and `InMemoryCacher`: the library's fast paths.
        case inMemory
        /// `NormalizedListCacher` and `NormalizedEntityCacher` on one `EntityStore`.
        case normalized
        /// Cachers written as an app writes them: the general path.
        case plain
    }

    let gate = Gate()
    let lists: [String: AnyPaginationStoreFlowable<Versioned, String>]
    let entity: AnyStoreFlowable<Versioned>
    let store: EntityStore?
    let partition: CachePartition
    let clearLists: @Sendable () async throws -> Void
    let clearEntities: @Sendable () async throws -> Void
    let invalidateList: @Sendable (String) -> Void
    let invalidateEntity: @Sendable () -> Void
    /// Sends one signal to a refetch trigger on the list cacher (`true`) or the entity cacher, and
    /// returns once the trigger has handled it and stopped.
    let refetch: @Sendable (_ lists: Bool) async -> Void
    /// How many params the list cacher's and the entity cacher's registries keep.
    let activeParams: @Sendable () -> (lists: Int, entities: Int)
    /// How many callers wait for the fetch of `param` in flight, and for pages another caller runs.
    let waiters: @Sendable (String) -> (fetch: Int, page: Int)

    init(kind: Kind) {
        let clock = tickingClock()
        let partition = CachePartition(id: "registry-stress")
        switch kind {
        case .inMemory:
            self.init(
                lists: InMemoryPaginationCacher<String, Versioned, String>(gcTime: nil, clock: clock),
                entities: InMemoryCacher<String, Versioned>(gcTime: nil, clock: clock), store: nil,
                partition: partition)
        case .normalized:
            let store = partition.own(EntityStore())
            self.init(
                lists: NormalizedListCacher<String, Versioned, String>(store: store, clock: clock),
                entities: NormalizedEntityCacher<String, Versioned>(store: store, clock: clock), store: store,
                partition: partition)
        case .plain:
            self.init(
                lists: PlainListCacher<Versioned>(clock: clock), entities: PlainRowCacher(clock: clock),
                store: nil,
                partition: partition)
        }
    }

    private init<Lists: PaginationCacher, Entities: Cacher>(
        lists: Lists,
        entities: Entities,
        store: EntityStore?,
        partition: CachePartition
    )
    where
        Lists.Param == String, Lists.Item == Versioned, Lists.Key == String, Entities.Param == String,
        Entities.Value == Versioned
    {
        partition.own(lists)
        partition.own(entities)
        let listFetcher = GatedListFetcher(gate: gate)
        self.lists = Dictionary(
            uniqueKeysWithValues: RegistryModel.lists.map {
                ($0, AnyPaginationStoreFlowable.from(cacher: lists, fetcher: listFetcher, param: $0))
            })
        entity = AnyStoreFlowable.from(
            cacher: entities, fetcher: GatedRowFetcher(gate: gate), param: RegistryModel.entity)
        self.store = store
        self.partition = partition
        clearLists = { try await lists.clearAll() }
        clearEntities = { try await entities.clearAll() }
        invalidateList = { lists.invalidate(param: $0) }
        invalidateEntity = { entities.invalidate(param: RegistryModel.entity) }
        refetch = { onLists in
            let (signals, signal) = AsyncStream.makeStream(of: Void.self)
            let trigger = onLists ? lists.refetch(on: signals) : entities.refetch(on: signals)
            signal.yield()
            signal.finish()
            await trigger.finished()
        }
        activeParams = { (lists.activeParamCount, entities.activeParamCount) }
        waiters = { param in
            param == RegistryModel.entity
                ? (entities.fetchWaiterCount(for: param), entities.pageJoinerCount(for: param))
                : (lists.fetchWaiterCount(for: param), lists.pageJoinerCount(for: param))
        }
    }
}
