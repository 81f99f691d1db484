import Testing

/// One call of ``TestFetcher/fetch(param:)``, waiting for the test to answer it.
///
/// A request is held until the test answers it with ``answer(_:sourceLocation:)`` or fails it with
/// ``fail(_:sourceLocation:)``: leave it unanswered to look at loading states, or to cancel the fetch. A
/// fetch cancelled while its request is held ends at once with `CancellationError`.
///
/// ```swift
/// let request = try await fetcher.nextRequest()
/// #expect(request.param == "42")
/// request.answer(User(id: "42", name: "Ada"))
/// ```
public final class FetchRequest<Param: Hashable & Sendable, Value: Sendable>: Sendable,
    CustomStringConvertible
{
    /// The param the flowable fetched.
    public let param: Param
    /// The number of this request among those of its fetcher, from 1.
    public let number: Int

    let slot = AnswerSlot<Value>()
    private let limit: WaitLimit

    init(param: Param, number: Int, limit: WaitLimit) {
        self.param = param
        self.number = number
        self.limit = limit
    }

    /// Whether the request is still held: neither answered nor cancelled.
    public var isPending: Bool { !slot.isAnswered && !slot.isCancelled }
    /// Whether the request has been answered or failed.
    public var isAnswered: Bool { slot.isAnswered }
    /// Whether the fetch was cancelled while the request was held.
    public var isCancelled: Bool { slot.isCancelled }

    /// The request, its param and whether it is held: `request 1 for "42" (held)`.
    public var description: String {
        let status = isCancelled ? "cancelled" : isAnswered ? "answered" : "held"
        return "\(name) (\(status))"
    }

    /// The request without its status: `request 1 for "42"`.
    private var name: String { "request \(number) for \(String(reflecting: param))" }

    /// Answers the request: the fetch returns `value`.
    ///
    /// - Returns: Whether the fetch took the answer; `false` when it was cancelled first. Answering twice
    ///   records an issue.
    @discardableResult
    public func answer(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        respond(with: .success(value), sourceLocation: sourceLocation)
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
        with result: Result<Value, any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        Self.report(slot.respond(with: result), for: self, at: sourceLocation)
    }

    /// Waits until the fetch is cancelled while the request is held.
    ///
    /// - Throws: ``WaitTimedOut`` when the fetcher's ``WaitLimit`` passes first.
    public func waitForCancellation() async throws {
        try await slot.cancellation(limit: limit, request: name)
    }

    /// Records an issue for an answer given twice; whether the answer was taken.
    static func report(
        _ delivery: AnswerSlot<Value>.Delivery,
        for request: some CustomStringConvertible,
        at sourceLocation: SourceLocation
    ) -> Bool {
        switch delivery {
        case .accepted:
            return true
        case .cancelled:
            return false
        case .alreadyAnswered:
            Issue.record("\(request) was answered twice", sourceLocation: sourceLocation)
            return false
        }
    }
}
