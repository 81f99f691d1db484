import StoreFlowable
import StoreFlowableTesting

/// An in-memory cacher of lists of strings, both ways.
typealias ListCacher = InMemoryPaginationCacher<String, String, String>

/// A test's fetcher of a list of `Item`, by string param and string page key.
typealias FeedFetcher<Item: Sendable> = TestPaginationFetcher<String, Item, String>

/// A one-way paginated flowable on `cacher`, for param "feed".
func makePaginationFlowable<Item: Sendable>(
    cacher: InMemoryPaginationCacher<String, Item, String>,
    fetcher: some PaginationFetcher<String, Item, String>
) -> AnyPaginationStoreFlowable<Item, String> {
    AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "feed")
}

/// A two-way paginated flowable on `cacher`, for param "feed".
func makeTwoWayFlowable<Item: Sendable>(
    cacher: InMemoryPaginationCacher<String, Item, String>,
    fetcher: some PaginationFetcher<String, Item, String>
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

extension PaginationFetchResult {
    /// A page of `data` with the keys of the pages around it: what a test's fetcher answers.
    static func page(_ data: [Item], next: Key? = nil, prev: Key? = nil) -> PaginationFetchResult {
        PaginationFetchResult(data: data, nextKey: next, prevKey: prev)
    }
}
