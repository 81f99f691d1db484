import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The lists of one kind (timelines, threads, notifications), in memory or in the cache file, on the
/// one entity store every screen shares.
enum ListStore<Param: Hashable & Sendable & Codable, Entity: PersistentEntity>: Sendable {
    case memory(NormalizedListCacher<Param, Entity, URL>)
    case disk(SQLiteListCacher<Param, Entity, URL>)

    /// The flowable of `param`, its failed fetches retried as `retry` says; every call for the same
    /// param shares one cached list.
    func flowable<Fetcher: PaginationFetcher>(
        fetcher: Fetcher, param: Param, retry: RetryPolicy
    ) -> AnyPaginationStoreFlowable<Entity, URL>
    where Fetcher.Param == Param, Fetcher.Item == Entity, Fetcher.Key == URL {
        switch self {
        case .memory(let cacher):
            AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param, retry: retry)
        case .disk(let cacher):
            AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param, retry: retry)
        }
    }

    /// Refetches the list of `param` on each of `signals` while a screen shows it: each signal marks the
    /// list stale, and the cacher's refetch trigger refetches the stale lists that have subscribers.
    func refetch(_ param: Param, on signals: IntervalSignals) -> RefetchTrigger {
        switch self {
        case .memory(let cacher):
            cacher.refetch(on: StalenessSignals(signals) { cacher.invalidate(param: param) })
        case .disk(let cacher):
            cacher.refetch(on: StalenessSignals(signals) { cacher.invalidate(param: param) })
        }
    }

    /// The start of the list of `param`, where an optimistic insertion shows a new post.
    func start(of param: Param) -> ListPosition<Entity> {
        switch self {
        case .memory(let cacher): .start(of: cacher, param: param)
        case .disk(let cacher): .start(of: cacher, param: param)
        }
    }

    /// The cached list of `param` as it is now, without any fetch; `nil` when none is cached.
    func cached(_ param: Param) async -> [Entity]? {
        switch self {
        case .memory(let cacher): await cacher.loadData(param: param)
        case .disk(let cacher): await cacher.loadData(param: param)
        }
    }
}
