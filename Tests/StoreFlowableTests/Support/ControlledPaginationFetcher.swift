import StoreFlowable

/// A pagination fetcher whose first-page and next-page calls the test answers one by one, like
/// ``ControlledFetcher``. `first` records the param of each `fetch`, `next` the key of each `fetchNext`.
final class ControlledPaginationFetcher<Item: Sendable>: PaginationFetcher {
    /// The `fetch(param:)` calls, recorded by param.
    let first: ControlledCalls<String, PaginationFetchResult<Item, String>>
    /// The `fetchNext(nextKey:param:)` calls, recorded by key.
    let next: ControlledCalls<String, PaginationFetchResult<Item, String>>

    /// Each closure answers call number `n` (from 1) of its kind at once; `nil` waits for `respond`.
    init(
        first: (@Sendable (String, Int) throws -> PaginationFetchResult<Item, String>)? = nil,
        next: (@Sendable (String, Int) throws -> PaginationFetchResult<Item, String>)? = nil
    ) {
        self.first = ControlledCalls(autoRespond: first)
        self.next = ControlledCalls(autoRespond: next)
    }

    func fetch(param: String) async throws -> PaginationFetchResult<Item, String> {
        try await first.call(param)
    }

    func fetchNext(nextKey: String, param: String) async throws -> PaginationFetchResult<Item, String> {
        try await next.call(nextKey)
    }
}
