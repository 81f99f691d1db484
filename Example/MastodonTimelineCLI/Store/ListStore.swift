import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The lists of one kind (timelines, threads, notifications), in memory or in the cache file, on the
/// one entity store every screen shares.
enum ListStore<Param: Hashable & Sendable & Codable, Entity: PersistentEntity>: Sendable {
    case memory(NormalizedListCacher<Param, Entity, URL>)
    case disk(SQLiteListCacher<Param, Entity, URL>)

    /// The flowable of `param`; every call for the same param shares one cached list.
    func flowable<Fetcher: PaginationFetcher>(
        fetcher: Fetcher, param: Param
    ) -> AnyPaginationStoreFlowable<Entity, URL>
    where Fetcher.Param == Param, Fetcher.Item == Entity, Fetcher.Key == URL {
        switch self {
        case .memory(let cacher):
            AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param)
        case .disk(let cacher):
            AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: param)
        }
    }

    /// When the cached list of `param` was fetched, if a cached list with items exists.
    func cachedAt(_ param: Param) async -> Date? {
        let seconds: Double?
        switch self {
        case .memory(let cacher):
            guard cacher.ids(for: param)?.isEmpty == false else { return nil }
            seconds = await cacher.loadDataCachedAt(param: param)
        case .disk(let cacher):
            guard cacher.ids(for: param)?.isEmpty == false else { return nil }
            seconds = await cacher.loadDataCachedAt(param: param)
        }
        return seconds.map { Date(timeIntervalSince1970: $0) }
    }

    /// The cached list of `param` as it is now, without any fetch; `nil` when none is cached.
    func cached(_ param: Param) async -> [Entity]? {
        switch self {
        case .memory(let cacher): await cacher.loadData(param: param)
        case .disk(let cacher): await cacher.loadData(param: param)
        }
    }
}
