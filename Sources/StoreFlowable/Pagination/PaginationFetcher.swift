/// Gets a list from the origin a page at a time: forward with ``fetchNext(nextKey:param:)``, and
/// backward with ``fetchPrev(prevKey:param:)`` when the first page is somewhere in the middle.
///
/// ```swift
/// struct FeedFetcher: PaginationFetcher {
///     let api: APIClient
///     func fetch(param: FeedID) async throws -> PaginationFetchResult<Post, String> {
///         let page = try await api.feed(param)
///         return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
///     }
///     func fetchNext(nextKey: String, param: FeedID) async throws -> PaginationFetchResult<Post, String> {
///         let page = try await api.feed(param, after: nextKey)
///         return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
///     }
/// }
/// ```
///
/// A one-way fetcher returns no previous key and needs no ``fetchPrev(prevKey:param:)``.
public protocol PaginationFetcher<Param, Item, Key>: Sendable {
    /// What identifies the list.
    associatedtype Param: Hashable & Sendable
    /// One element of the list.
    associatedtype Item: Sendable
    /// What a page is found by: a cursor, an ID, a `URL`.
    associatedtype Key: Hashable & Sendable

    /// Fetches the first page, with the keys of the pages around it.
    func fetch(param: Param) async throws -> PaginationFetchResult<Item, Key>

    /// Fetches the page that `nextKey` points to; its items are appended. Only `nextKey` of the result
    /// is used.
    func fetchNext(nextKey: Key, param: Param) async throws -> PaginationFetchResult<Item, Key>

    /// Fetches the page that `prevKey` points to; its items are prepended. Only `prevKey` of the result
    /// is used. Defaults to an empty page: the start is reached.
    func fetchPrev(prevKey: Key, param: Param) async throws -> PaginationFetchResult<Item, Key>
}

extension PaginationFetcher {
    /// An empty page: a one-way list has no previous pages.
    public func fetchPrev(prevKey: Key, param: Param) async throws -> PaginationFetchResult<Item, Key> {
        PaginationFetchResult(data: [])
    }
}

/// A fetcher of a list in both directions: the same protocol as ``PaginationFetcher``.
public typealias TwoWayPaginationFetcher = PaginationFetcher
