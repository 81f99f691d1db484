import StoreFlowable

/// A two-way pagination fetcher whose calls the test answers one by one, like ``ControlledFetcher``.
/// `first` records the param of each `fetch`; `next` and `prev` record the key of each page call.
final class ControlledTwoWayPaginationFetcher<Item: Sendable>: TwoWayPaginationFetcher {
    /// The `fetch(param:)` calls, recorded by param.
    let first: ControlledCalls<String, TwoWayPaginationFetchResult<Item, String>>
    /// The `fetchNext(nextKey:param:)` calls, recorded by key.
    let next: ControlledCalls<String, PaginationFetchResult<Item, String>>
    /// The `fetchPrev(prevKey:param:)` calls, recorded by key.
    let prev: ControlledCalls<String, PrevPaginationFetchResult<Item, String>>

    /// Each closure answers call number `n` (from 1) of its kind at once; `nil` waits for `respond`.
    init(
        first: (@Sendable (String, Int) throws -> TwoWayPaginationFetchResult<Item, String>)? = nil,
        next: (@Sendable (String, Int) throws -> PaginationFetchResult<Item, String>)? = nil,
        prev: (@Sendable (String, Int) throws -> PrevPaginationFetchResult<Item, String>)? = nil
    ) {
        self.first = ControlledCalls(autoRespond: first)
        self.next = ControlledCalls(autoRespond: next)
        self.prev = ControlledCalls(autoRespond: prev)
    }

    func fetch(param: String) async throws -> TwoWayPaginationFetchResult<Item, String> {
        try await first.call(param)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Item, String> {
        try await next.call(nextKey)
    }

    func fetchPrev(prevKey: String, param: String) async throws -> PrevPaginationFetchResult<Item, String> {
        try await prev.call(prevKey)
    }
}
