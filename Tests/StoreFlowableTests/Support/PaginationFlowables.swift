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

extension PaginationFetchResult {
    /// A page of `data` with the keys of the pages around it: what a test's fetcher answers.
    static func page(_ data: [Item], next: Key? = nil, prev: Key? = nil) -> PaginationFetchResult {
        PaginationFetchResult(data: data, nextKey: next, prevKey: prev)
    }
}
