import Foundation
import MastodonAPI
import StoreFlowable

/// Pages a Mastodon timeline for StoreFlowable by following the `Link` headers the server sends.
///
/// The first page is the newest. Its `next` link (older statuses) is the key of
/// ``fetchNext(nextKey:param:)``, its `prev` link (newer statuses) the key of
/// ``fetchPrev(prevKey:param:)``. Keys are the links' absolute URL strings, followed as given. An empty
/// page carries no links, which ends paging in that direction.
///
/// ```swift
/// let fetcher = MastodonTimelineFetcher(client: client)
/// let timeline = AnyTwoWayPaginationStoreFlowable.from(
///     cacher: cacher, fetcher: fetcher, param: TimelineRequest(timeline: .home))
/// ```
public struct MastodonTimelineFetcher: TwoWayPaginationFetcher {
    /// The timeline and page size.
    public typealias Param = TimelineRequest
    /// One status, newest first.
    public typealias Item = Status

    /// The client that sends the requests.
    public let client: MastodonClient

    /// Creates a fetcher that reads through `client`.
    public init(client: MastodonClient) {
        self.client = client
    }

    /// Fetches the newest page of the timeline, with its links in both directions.
    public func fetch(param: TimelineRequest) async throws -> TwoWayPaginationFetchResult<Status> {
        let page = try await client.timeline(param.timeline, limit: param.limit)
        return TwoWayPaginationFetchResult(
            data: page.statuses, nextKey: page.next?.absoluteString, prevKey: page.prev?.absoluteString)
    }

    /// Fetches the older page that the `next` link `nextKey` points to.
    public func fetchNext(nextKey: String, param: TimelineRequest) async throws -> PaginationFetchResult<
        Status
    > {
        let page = try await client.page(at: try Self.url(nextKey))
        return PaginationFetchResult(data: page.statuses, nextKey: page.next?.absoluteString)
    }

    /// Fetches the newer page that the `prev` link `prevKey` points to.
    public func fetchPrev(prevKey: String, param: TimelineRequest) async throws -> PrevPaginationFetchResult<
        Status
    > {
        let page = try await client.page(at: try Self.url(prevKey))
        return PrevPaginationFetchResult(data: page.statuses, prevKey: page.prev?.absoluteString)
    }

    private static func url(_ key: String) throws -> URL {
        guard let url = URL(string: key) else { throw PageKeyError(key: key) }
        return url
    }
}
