/// Gets a list from the origin one page at a time, going forward.
///
/// ```swift
/// struct FeedFetcher: PaginationFetcher {
///     let api: APIClient
///     func fetch(param: FeedID) async throws -> PaginationFetchResult<Post> {
///         let page = try await api.feed(param)
///         return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
///     }
///     func fetchNext(nextKey: String, param: FeedID) async throws -> PaginationFetchResult<Post> {
///         let page = try await api.feed(param, after: nextKey)
///         return PaginationFetchResult(data: page.posts, nextKey: page.nextCursor)
///     }
/// }
/// ```
public protocol PaginationFetcher<Param, Item>: Sendable {
    /// What identifies the list.
    associatedtype Param: Hashable & Sendable
    /// One element of the list.
    associatedtype Item: Sendable

    /// Fetches the first page.
    func fetch(param: Param) async throws -> PaginationFetchResult<Item>

    /// Fetches the page that `nextKey` points to.
    func fetchNext(nextKey: String, param: Param) async throws -> PaginationFetchResult<Item>
}
