import StoreFlowable

/// A two-way pagination fetcher whose calls the test answers one by one, like ``ControlledFetcher``.
/// `first` records the param of each `fetch`; `next` and `prev` record the key of each page call.
final class ControlledTwoWayPaginationFetcher<Item: Sendable>: TwoWayPaginationFetcher {
    /// The `fetch(param:)` calls, recorded by param.
    let first: ControlledCalls<String, TwoWayPaginationFetchResult<Item>>
    /// The `fetchNext(nextKey:param:)` calls, recorded by key.
    let next: ControlledCalls<String, PaginationFetchResult<Item>>
    /// The `fetchPrev(prevKey:param:)` calls, recorded by key.
    let prev: ControlledCalls<String, PrevPaginationFetchResult<Item>>

    /// Each closure answers call number `n` (from 1) of its kind at once; `nil` waits for `respond`.
    init(
        first: (@Sendable (String, Int) throws -> TwoWayPaginationFetchResult<Item>)? = nil,
        next: (@Sendable (String, Int) throws -> PaginationFetchResult<Item>)? = nil,
        prev: (@Sendable (String, Int) throws -> PrevPaginationFetchResult<Item>)? = nil
    ) {
        self.first = ControlledCalls(autoRespond: first)
        self.next = ControlledCalls(autoRespond: next)
        self.prev = ControlledCalls(autoRespond: prev)
    }

    func fetch(param: String) async throws -> TwoWayPaginationFetchResult<Item> {
        try await first.call(param)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Item> {
        try await next.call(nextKey)
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PrevPaginationFetchResult<Item> {
        try await prev.call(prevKey)
    }
}
