import StoreFlowable

/// The requests a ``TestPaginationFetcher`` received for one kind of page: the first page, next pages or
/// previous pages.
public final class PageRequests<Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable>:
    Sendable
{
    /// Answers a request in auto-answer mode: the fetch returns what it returns, or throws what it throws.
    public typealias AutoAnswer =
        @Sendable (PageFetchRequest<Param, Item, Key>) async throws -> PaginationFetchResult<Item, Key>

    private let log: RequestLog<PageFetchRequest<Param, Item, Key>>
    private let limit: WaitLimit
    private let kind: String
    private let autoAnswer: AutoAnswer?

    /// Requests of `kind` ("next-page"), kept in the fetcher's property `property` ("nextPage").
    init(kind: String, property: String, limit: WaitLimit, autoAnswer: AutoAnswer?) {
        self.kind = kind
        self.limit = limit
        self.autoAnswer = autoAnswer
        let fetcher = "TestPaginationFetcher<\(Param.self), \(Item.self), \(Key.self)>"
        self.log = RequestLog(limit: limit, name: "\(fetcher).\(property)")
    }

    /// Records a request and returns its answer once the test gives it.
    func fetch(param: Param, key: Key?) async throws -> PaginationFetchResult<Item, Key> {
        let request = log.append { [kind, limit] number in
            PageFetchRequest(param: param, key: key, number: number, kind: kind, limit: limit)
        }
        guard let autoAnswer else { return try await request.slot.value() }
        let result: Result<PaginationFetchResult<Item, Key>, any Error>
        do { result = .success(try await autoAnswer(request)) } catch { result = .failure(error) }
        _ = request.slot.respond(with: result)
        return try result.get()
    }

    /// Waits for the first request that this method has not returned yet, and returns it.
    ///
    /// - Throws: ``WaitTimedOut`` when no such request comes within the fetcher's wait limit.
    public func nextRequest() async throws -> PageFetchRequest<Param, Item, Key> {
        try await log.next()
    }

    /// Waits until `count` requests have been made in all.
    ///
    /// - Throws: ``WaitTimedOut`` when they are not made within the fetcher's wait limit.
    public func waitForRequests(_ count: Int) async throws {
        try await log.waitFor(count)
    }

    /// Every request made so far, oldest first.
    public var requests: [PageFetchRequest<Param, Item, Key>] { log.all }

    /// The number of requests made so far.
    public var requestCount: Int { log.count }

    /// The key of every request made so far, oldest first; `nil` for first pages.
    public var keys: [Key?] { log.all.map(\.key) }

    /// The param of every request made so far, oldest first.
    public var params: [Param] { log.all.map(\.param) }
}
