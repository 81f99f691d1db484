import StoreFlowable

/// An in-memory cacher of lists of strings, both ways.
typealias ListCacher = InMemoryPaginationCacher<String, String, String>

/// A one-way paginated flowable on `cacher`, for param "feed".
func makePaginationFlowable<Item: Sendable>(
    cacher: InMemoryPaginationCacher<String, Item, String>,
    fetcher: ControlledPaginationFetcher<Item>
) -> AnyPaginationStoreFlowable<Item, String> {
    AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
}

/// A two-way paginated flowable on `cacher`, for param "feed".
func makeTwoWayFlowable<Item: Sendable>(
    cacher: InMemoryPaginationCacher<String, Item, String>,
    fetcher: ControlledTwoWayPaginationFetcher<Item>
) -> AnyPaginationStoreFlowable<Item, String> {
    AnyTwoWayPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
}

/// A successful first page (one-way) or next page.
func page<Item>(_ data: [Item], next: String?) -> Result<PaginationFetchResult<Item, String>, any Error> {
    .success(PaginationFetchResult(data: data, nextKey: next))
}

/// A successful previous page.
func prevPage<Item>(_ data: [Item], prev: String?) -> Result<
    PrevPaginationFetchResult<Item, String>, any Error
> {
    .success(PrevPaginationFetchResult(data: data, prevKey: prev))
}

/// A successful first page of a two-way list.
func firstPage<Item>(
    _ data: [Item],
    next: String?,
    prev: String?
) -> Result<TwoWayPaginationFetchResult<Item, String>, any Error> {
    .success(TwoWayPaginationFetchResult(data: data, nextKey: next, prevKey: prev))
}
