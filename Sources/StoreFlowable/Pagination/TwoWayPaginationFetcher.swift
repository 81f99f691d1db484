/// Gets a list from the origin one page at a time, in both directions: a timeline whose first page is
/// somewhere in the middle, growing older with ``fetchNext(nextKey:param:)`` and newer with
/// ``fetchPrev(prevKey:param:)``.
public protocol TwoWayPaginationFetcher<Param, Item>: Sendable {
    /// What identifies the list.
    associatedtype Param: Hashable & Sendable
    /// One element of the list.
    associatedtype Item: Sendable

    /// Fetches the first page, with keys for both directions.
    func fetch(param: Param) async throws -> TwoWayPaginationFetchResult<Item>

    /// Fetches the page that `nextKey` points to; its items are appended.
    func fetchNext(nextKey: String, param: Param) async throws -> PaginationFetchResult<Item>

    /// Fetches the page that `prevKey` points to; its items are prepended.
    func fetchPrev(prevKey: String, param: Param) async throws -> PrevPaginationFetchResult<Item>
}
