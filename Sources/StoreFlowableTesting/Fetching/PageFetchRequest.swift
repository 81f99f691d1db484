import StoreFlowable
import Testing

/// One page request to a ``TestPaginationFetcher``, waiting for the test to answer it.
///
/// Like a ``FetchRequest``, it is held until answered, and a fetch cancelled while it is held ends at once
/// with `CancellationError`.
///
/// ```swift
/// let request = try await fetcher.nextPage.nextRequest()
/// #expect(request.key == "p2")
/// request.answer(["c", "d"], nextKey: "p3")
/// ```
public final class PageFetchRequest<Param: Hashable & Sendable, Item: Sendable, Key: Hashable & Sendable>:
    Sendable, CustomStringConvertible
{
    /// The param of the list.
    public let param: Param
    /// The key of the page asked for; `nil` for the first page.
    public let key: Key?
    /// The number of this request among those for the same kind of page, from 1.
    public let number: Int

    let slot = AnswerSlot<PaginationFetchResult<Item, Key>>()
    private let limit: WaitLimit
    private let kind: String

    init(param: Param, key: Key?, number: Int, kind: String, limit: WaitLimit) {
        self.param = param
        self.key = key
        self.number = number
        self.kind = kind
        self.limit = limit
    }

    /// Whether the request is still held: neither answered nor cancelled.
    public var isPending: Bool { !slot.isAnswered && !slot.isCancelled }
    /// Whether the request has been answered or failed.
    public var isAnswered: Bool { slot.isAnswered }
    /// Whether the fetch was cancelled while the request was held.
    public var isCancelled: Bool { slot.isCancelled }

    /// The request, its key and whether it is held: `next-page request 1 for "p2" (held)`.
    public var description: String {
        let status = isCancelled ? "cancelled" : isAnswered ? "answered" : "held"
        return "\(name) (\(status))"
    }

    /// The request without its status: `next-page request 1 for "p2"`.
    private var name: String {
        "\(kind) request \(number) for \(key.map { String(reflecting: $0) } ?? String(reflecting: param))"
    }

    /// Answers the request with a page of `items` and the keys of the pages around it.
    ///
    /// - Returns: Whether the fetch took the answer; `false` when it was cancelled first. Answering twice
    ///   records an issue.
    @discardableResult
    public func answer(
        _ items: [Item],
        nextKey: Key? = nil,
        prevKey: Key? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let page = PaginationFetchResult(data: items, nextKey: nextKey, prevKey: prevKey)
        return respond(with: .success(page), sourceLocation: sourceLocation)
    }

    /// Answers the request with `page`.
    ///
    /// - Returns: Whether the fetch took the answer; `false` when it was cancelled first. Answering twice
    ///   records an issue.
    @discardableResult
    public func answer(
        _ page: PaginationFetchResult<Item, Key>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        respond(with: .success(page), sourceLocation: sourceLocation)
    }

    /// Fails the request: the fetch throws `error`.
    ///
    /// - Returns: Whether the fetch took the error; `false` when it was cancelled first. Answering twice
    ///   records an issue.
    @discardableResult
    public func fail(_ error: any Error, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        respond(with: .failure(error), sourceLocation: sourceLocation)
    }

    /// Answers or fails the request with `result`.
    ///
    /// - Returns: Whether the fetch took the result; `false` when it was cancelled first. Answering twice
    ///   records an issue.
    @discardableResult
    public func respond(
        with result: Result<PaginationFetchResult<Item, Key>, any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        FetchRequest<Param, PaginationFetchResult<Item, Key>>.report(
            slot.respond(with: result), for: self, at: sourceLocation)
    }

    /// Waits until the fetch is cancelled while the request is held.
    ///
    /// - Throws: ``WaitTimedOut`` when the fetcher's ``WaitLimit`` passes first.
    public func waitForCancellation() async throws {
        try await slot.cancellation(limit: limit, request: name)
    }
}
