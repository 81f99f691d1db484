import Foundation
import MastodonAPI
import StoreFlowable

/// Pages a Mastodon timeline for StoreFlowable by following the `Link` headers the server sends.
///
/// The first page is the newest. Its `next` link (older statuses) is the key of
/// ``fetchNext(nextKey:param:)``, its `prev` link (newer statuses) the key of
/// ``fetchPrev(prevKey:param:)``. Keys are the links' absolute URLs, followed as given. An empty
/// page carries no links, which ends paging in that direction.
///
/// ```swift
/// let fetcher = MastodonTimelineFetcher(client: client)
/// let timeline = AnyPaginationStoreFlowable.from(
///     cacher: cacher, fetcher: fetcher, param: TimelineRequest(timeline: .home))
/// ```
public struct MastodonTimelineFetcher: PaginationFetcher {
    /// The timeline and page size.
    public typealias Param = TimelineRequest
    /// One status, newest first.
    public typealias Item = Status
    /// The absolute URL of a `Link` header, followed as given.
    public typealias Key = URL

    /// The client that sends the requests.
    public let client: MastodonClient
    /// Told of the statuses of each page that could not be read (the page keeps the others).
    let reportSkipped: @Sendable ([SkippedItem]) -> Void

    /// Creates a fetcher that reads through `client`.
    public init(client: MastodonClient) {
        self.init(client: client, reportSkipped: { _ in })
    }

    /// Creates a fetcher that reads through `client` and tells `reportSkipped` of unreadable statuses.
    init(client: MastodonClient, reportSkipped: @escaping @Sendable ([SkippedItem]) -> Void) {
        self.client = client
        self.reportSkipped = reportSkipped
    }

    /// Fetches the newest page of the timeline, with its links in both directions.
    public func fetch(param: TimelineRequest) async throws -> PaginationFetchResult<Status, URL> {
        let page = try await client.timeline(param.timeline, limit: param.limit)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.statuses, nextKey: page.next, prevKey: page.prev)
    }

    /// Fetches the older page that the `next` link `nextKey` points to.
    public func fetchNext(nextKey: URL, param: TimelineRequest) async throws -> PaginationFetchResult<
        Status, URL
    > {
        let page = try await client.page(at: nextKey)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.statuses, nextKey: page.next)
    }

    /// Fetches the newer page that the `prev` link `prevKey` points to.
    public func fetchPrev(prevKey: URL, param: TimelineRequest) async throws -> PaginationFetchResult<
        Status, URL
    > {
        let page = try await client.page(at: prevKey)
        reportSkipped(page.skipped)
        return PaginationFetchResult(data: page.statuses, prevKey: page.prev)
    }
}
