import StoreFlowable

/// A `PaginationFetcher` that a test drives: the first page, next pages and previous pages are requests of
/// their own, each held until the test answers it, or answered at once by a closure.
///
/// ```swift
/// let fetcher = TestPaginationFetcher<String, String, String>()
/// let feed = AnyPaginationStoreFlowable.from(cacher: InMemoryPaginationCacher(), fetcher: fetcher, param: "home")
/// await feed.update(newData: ["a"], nextKey: "p2")
///
/// async let appended: Void = feed.requestNextData()
/// let request = try await fetcher.nextPage.nextRequest()
/// #expect(request.key == "p2")
/// request.answer(["b"], nextKey: nil)
/// await appended
/// ```
///
/// It serves one-way and two-way lists alike: previous pages are asked for only when a page gave a
/// previous key.
public final class TestPaginationFetcher<
    Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable
>:
    PaginationFetcher
{
    /// Answers a request in auto-answer mode.
    public typealias AutoAnswer = PageRequests<Param, Item, Key>.AutoAnswer

    /// The requests for the first page: every `fetch(param:)`.
    public let firstPage: PageRequests<Param, Item, Key>
    /// The requests for next pages: every `fetchNext(nextKey:param:)`.
    public let nextPage: PageRequests<Param, Item, Key>
    /// The requests for previous pages: every `fetchPrev(prevKey:param:)`.
    public let prevPage: PageRequests<Param, Item, Key>

    /// A fetcher that answers each kind of page with its closure, and holds the requests of a kind without
    /// one until the test answers them.
    ///
    /// - Parameters:
    ///   - waitLimit: How long the waits for requests wait before they throw.
    ///   - firstPage: Answers the first-page requests at once; `nil` holds them.
    ///   - nextPage: Answers the next-page requests at once; `nil` holds them.
    ///   - prevPage: Answers the previous-page requests at once; `nil` holds them.
    public init(
        waitLimit: WaitLimit = .standard,
        firstPage: AutoAnswer? = nil,
        nextPage: AutoAnswer? = nil,
        prevPage: AutoAnswer? = nil
    ) {
        self.firstPage = PageRequests(
            kind: "first-page", property: "firstPage", limit: waitLimit, autoAnswer: firstPage)
        self.nextPage = PageRequests(
            kind: "next-page", property: "nextPage", limit: waitLimit, autoAnswer: nextPage)
        self.prevPage = PageRequests(
            kind: "previous-page", property: "prevPage", limit: waitLimit, autoAnswer: prevPage)
    }

    /// Records a first-page request and returns its answer once the test gives it.
    public func fetch(param: Param) async throws -> PaginationFetchResult<Item, Key> {
        try await firstPage.fetch(param: param, key: nil)
    }

    /// Records a next-page request and returns its answer once the test gives it.
    public func fetchNext(nextKey: Key, param: Param) async throws -> PaginationFetchResult<Item, Key> {
        try await nextPage.fetch(param: param, key: nextKey)
    }

    /// Records a previous-page request and returns its answer once the test gives it.
    public func fetchPrev(prevKey: Key, param: Param) async throws -> PaginationFetchResult<Item, Key> {
        try await prevPage.fetch(param: param, key: prevKey)
    }
}
