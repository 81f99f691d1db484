import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The one place that knows how timelines are cached: one entity store shared by every timeline, so an
/// action's result written once shows in every timeline; on disk when the command keeps a cache.
final class TimelineStore: Sendable {
    /// Whether ``perform(_:onStatusID:)`` shows the action before the server answers, so that a failed
    /// action still publishes a state (the change and its rollback).
    static let showsActionsOptimistically = true

    private enum Lists: Sendable {
        case memory(NormalizedListCacher<TimelineRequest, Status, URL>)
        case disk(SQLiteListCacher<TimelineRequest, Status, URL>)
    }

    private let client: MastodonClient
    private let lists: Lists
    /// The database the timelines are kept in, when the command keeps a cache.
    let persisted: SQLiteStore?

    /// Creates an empty store, in memory only, whose timelines and actions go through `client`.
    convenience init(client: MastodonClient, clock: EpochClock = .system) {
        self.init(client: client, lists: .memory(NormalizedListCacher(store: EntityStore(), clock: clock)))
    }

    private init(client: MastodonClient, lists: Lists, persisted: SQLiteStore? = nil) {
        self.client = client
        self.lists = lists
        self.persisted = persisted
    }

    /// Opens the store kept in the file at `cacheURL`, or an in-memory one when `cacheURL` is `nil` or
    /// the file cannot be used; `warn` gets a line for a cache that was damaged or could not be opened.
    /// A cache holds one instance's posts (IDs are per instance): `host` is recorded in it, and a cache
    /// recorded for another host is not used.
    static func open(
        client: MastodonClient,
        host: String,
        cacheURL: URL?,
        clock: EpochClock,
        warn: (String) -> Void
    ) async -> TimelineStore {
        guard let cacheURL else { return TimelineStore(client: client, clock: clock) }
        do {
            let persisted = try await SQLiteStore.open(at: cacheURL, entities: [Status.self, Account.self])
            if let moved = persisted.movedAside {
                warn("the cache was damaged; it was moved to \(moved.path) and a new one started")
            }
            let instance = SQLiteCacher<String, String>(in: persisted, name: "instance")
            if let recorded = await instance.loadData(param: "host"), recorded != host {
                warn("the cache \(cacheURL.path) holds posts of \(recorded); continuing without it")
                persisted.close()
                return TimelineStore(client: client, clock: clock)
            }
            try await instance.saveData(data: host, param: "host")
            let lists = try await SQLiteListCacher<TimelineRequest, Status, URL>(
                in: persisted, name: "timelines", clock: clock)
            return TimelineStore(client: client, lists: .disk(lists), persisted: persisted)
        } catch {
            warn("cannot use the cache \(cacheURL.path): \(error); continuing without it")
            return TimelineStore(client: client, clock: clock)
        }
    }

    /// The flowable of `request`; every call for the same request shares one cached list.
    func timeline(_ request: TimelineRequest) -> AnyPaginationStoreFlowable<Status, URL> {
        let fetcher = MastodonTimelineFetcher(client: client)
        switch lists {
        case .memory(let cacher):
            return AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: request)
        case .disk(let cacher):
            return AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: request)
        }
    }

    /// When the cached list of `request` was fetched, if a cached list with posts exists.
    func cachedAt(_ request: TimelineRequest) async -> Date? {
        let seconds: Double?
        switch lists {
        case .memory(let cacher):
            guard cacher.ids(for: request)?.isEmpty == false else { return nil }
            seconds = await cacher.loadDataCachedAt(param: request)
        case .disk(let cacher):
            guard cacher.ids(for: request)?.isEmpty == false else { return nil }
            seconds = await cacher.loadDataCachedAt(param: request)
        }
        return seconds.map { Date(timeIntervalSince1970: $0) }
    }

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
        guard case .memory(let cacher) = lists else { throw CancellationError() }
        return try await cacher.store.optimisticUpdate(
            Status.self, id: statusID, apply: action.optimisticChange, operation: operation)
    }
}
