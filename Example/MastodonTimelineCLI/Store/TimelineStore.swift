import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The one place that knows how the screens are cached: one entity store shared by every timeline,
/// thread, profile and notification list, so that a status or an account written once shows on every
/// screen; on disk when the command keeps a cache.
final class TimelineStore: Sendable {
    /// Whether ``perform(_:onStatusID:)`` shows the action before the server answers, so that a failed
    /// action still publishes a state (the change and its rollback).
    static let showsActionsOptimistically = true

    /// The client every screen and write goes through.
    let client: MastodonClient
    /// The timelines: the lists of every timeline and profile screen. A refresh keeps what a timeline
    /// held (``ListRefresh/keepingList``): the newest page goes on top, with a gap below it when it
    /// does not reach the posts kept, which `g` loads.
    let timelines: ListStore<TimelineRequest, Status>
    private let threads: ListStore<ThreadRequest, Status>
    private let notificationLists: ListStore<NotificationsRequest, MastodonNotification>
    private let accounts: ProfileAccountCacher
    /// The accounts found for each address or ID a profile was asked for, in memory only.
    private let lookups = InMemoryCacher<String, Account>()
    /// How every fetch of the screens is retried.
    let retry: RetryPolicy
    /// The store every status, account and notification is kept in, once.
    let entities: EntityStore
    /// The database the screens are kept in, when the command keeps a cache.
    let persisted: SQLiteStore?

    /// Creates an empty store, in memory only, whose screens and actions go through `client`, their
    /// fetches retried as `retry` says.
    convenience init(client: MastodonClient, clock: EpochClock = .system, retry: RetryPolicy = .none) {
        let store = EntityStore()
        self.init(
            client: client, retry: retry, entities: store,
            timelines: .memory(NormalizedListCacher(store: store, clock: clock, refresh: .keepingList)),
            threads: .memory(NormalizedListCacher(store: store, clock: clock)),
            notifications: .memory(NormalizedListCacher(store: store, clock: clock)),
            accounts: ProfileAccountCacher(store: store, persisted: nil, clock: clock))
    }

    private init(
        client: MastodonClient, retry: RetryPolicy, entities: EntityStore,
        timelines: ListStore<TimelineRequest, Status>,
        threads: ListStore<ThreadRequest, Status>,
        notifications: ListStore<NotificationsRequest, MastodonNotification>, accounts: ProfileAccountCacher,
        persisted: SQLiteStore? = nil
    ) {
        self.client = client
        self.retry = retry
        self.entities = entities
        self.timelines = timelines
        self.threads = threads
        notificationLists = notifications
        self.accounts = accounts
        self.persisted = persisted
    }

    /// Opens the store kept in the partition file at `cacheURL` — one origin's and one account's — or an
    /// in-memory one when `cacheURL` is `nil` or the file cannot be used; `warn` gets a line for a cache
    /// that was damaged or could not be opened. The file records `host`, and a file recorded for another
    /// host is not used. Fetches are retried as `retry` says.
    static func open(
        client: MastodonClient,
        host: String,
        cacheURL: URL?,
        clock: EpochClock,
        retry: RetryPolicy,
        warn: (String) -> Void
    ) async -> TimelineStore {
        guard let cacheURL else { return TimelineStore(client: client, clock: clock, retry: retry) }
        let partition = CachePartition(id: cacheURL.path)
        do {
            let persisted = partition.own(
                try await SQLiteStore.open(
                    at: cacheURL, entities: [Status.self, Account.self, MastodonNotification.self]))
            if let moved = persisted.movedAside {
                warn("the cache was damaged; it was moved to \(moved.path) and a new one started")
            }
            let instance = SQLiteCacher<String, String>(in: persisted, name: "instance")
            if let recorded = await instance.loadData(param: "host"), recorded != host {
                warn("the cache \(cacheURL.path) holds posts of \(recorded); continuing without it")
                persisted.close()
                return TimelineStore(client: client, clock: clock, retry: retry)
            }
            try await instance.saveData(data: host, param: "host")
            try await registerQueuedActions(on: persisted, client: client)
            try await registerQueuedWrites(on: persisted, client: client)
            return TimelineStore(
                client: client, retry: retry, entities: persisted.store,
                timelines: .disk(
                    partition.own(
                        try await SQLiteListCacher(
                            in: persisted, name: "timelines", clock: clock, refresh: .keepingList))),
                threads: .disk(
                    partition.own(try await SQLiteListCacher(in: persisted, name: "threads", clock: clock))),
                notifications: .disk(
                    partition.own(
                        try await SQLiteListCacher(in: persisted, name: "notifications", clock: clock))),
                accounts: partition.own(
                    ProfileAccountCacher(store: persisted.store, persisted: persisted, clock: clock)),
                persisted: persisted)
        } catch {
            warn("cannot use the cache \(cacheURL.path): \(error); continuing without it")
            return TimelineStore(client: client, clock: clock, retry: retry)
        }
    }

    // MARK: Screens

    /// The flowable of `request`; every call for the same request shares one cached list. `skipped`
    /// hears of statuses its pages leave out.
    func timeline(_ request: TimelineRequest, skipped: SkippedLog? = nil) -> AnyPaginationStoreFlowable<
        Status, URL
    > {
        timelines.flowable(
            fetcher: MastodonTimelineFetcher(client: client, reportSkipped: Self.reporter(skipped)),
            param: request, retry: retry)
    }

    /// The flowable of a status with its thread.
    func thread(_ request: ThreadRequest, skipped: SkippedLog? = nil) -> AnyPaginationStoreFlowable<
        Status, URL
    > {
        threads.flowable(
            fetcher: MastodonThreadFetcher(client: client, reportSkipped: Self.reporter(skipped)),
            param: request, retry: retry)
    }

    /// The flowable of the user's notifications.
    func notifications(_ request: NotificationsRequest, skipped: SkippedLog? = nil)
        -> AnyPaginationStoreFlowable<MastodonNotification, URL>
    {
        notificationLists.flowable(
            fetcher: MastodonNotificationsFetcher(client: client, reportSkipped: Self.reporter(skipped)),
            param: request, retry: retry)
    }

    /// The flowable of a profile's account, by account ID.
    func account(id: String) -> AnyStoreFlowable<Account> {
        AnyStoreFlowable.from(
            cacher: accounts, fetcher: AccountFetcher(client: client), param: id, retry: retry)
    }

    // MARK: Refetching on a timer

    /// Refetches the list of `request` on each of `signals` while it is shown.
    func refetch(_ request: TimelineRequest, on signals: IntervalSignals) -> RefetchTrigger {
        timelines.refetch(request, on: signals)
    }

    /// Refetches the thread of `request` on each of `signals` while it is shown.
    func refetch(_ request: ThreadRequest, on signals: IntervalSignals) -> RefetchTrigger {
        threads.refetch(request, on: signals)
    }

    /// Refetches the notifications of `request` on each of `signals` while they are shown.
    func refetch(_ request: NotificationsRequest, on signals: IntervalSignals) -> RefetchTrigger {
        notificationLists.refetch(request, on: signals)
    }

    /// The cached thread of `request`, read without any request; `nil` when none is cached.
    func cachedThread(_ request: ThreadRequest) async -> [Status]? {
        await threads.cached(request)
    }

    /// The cached list of `request`, read without any request; `nil` when none is cached.
    func cachedTimeline(_ request: TimelineRequest) async -> [Status]? {
        await timelines.cached(request)
    }

    /// Finds the account a profile is asked for by address (`user`, `@user@domain`) or by ID, as
    /// ``AccountLookupFetcher`` does, retried like every fetch.
    ///
    /// - Throws: ``NotFound`` when neither finds it; any other failure as it comes.
    func resolveAccount(_ reference: String) async throws -> Account {
        try await AnyStoreFlowable.from(
            cacher: lookups, fetcher: AccountLookupFetcher(client: client), param: reference, retry: retry
        )
        .requireData(from: .origin)
    }

    // MARK: Actions

    /// Performs `action` on the status with `statusID` (an original, never a boost wrapper): shown at
    /// once, settled with the server's answer (for a boost, the original inside the wrapper) written to
    /// the cache, rolled back on failure.
    func perform(_ action: StatusAction, onStatusID statusID: String) async throws -> Status {
        let client = client
        let operation = { @Sendable () async throws -> Status in
            let answer = try await client.perform(action, onStatus: statusID)
            return answer.reblog ?? answer
        }
        if let persisted {
            return try await persisted.optimisticUpdate(
                Status.self, id: statusID, apply: action.optimisticChange, operation: operation)
        }
        return try await entities.optimisticUpdate(
            Status.self, id: statusID, apply: action.optimisticChange, operation: operation)
    }

    private static func reporter(_ log: SkippedLog?) -> @Sendable ([SkippedItem]) -> Void {
        guard let log else { return { _ in } }
        return { log.record($0) }
    }
}
