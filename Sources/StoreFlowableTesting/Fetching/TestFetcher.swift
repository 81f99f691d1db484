import StoreFlowable

/// A `Fetcher` that a test drives: it records every request and holds each until the test answers it,
/// or answers at once in auto-answer mode.
///
/// ```swift
/// let fetcher = TestFetcher<String, User>()
/// let user = AnyStoreFlowable.from(cacher: InMemoryCacher(), fetcher: fetcher, param: "42")
/// let states = StateRecorder(user)
/// await states.expect(.loading(nil))
///
/// try await fetcher.nextRequest().answer(User(id: "42", name: "Ada"))
/// await states.expect(.completed(User(id: "42", name: "Ada")))
/// ```
///
/// Auto-answer mode answers each request with what a closure returns or throws:
///
/// ```swift
/// let fetcher = TestFetcher<String, User> { request in User(id: request.param, name: "Ada") }
/// ```
public final class TestFetcher<Param: Hashable & Sendable, Value: Sendable>: Fetcher {
    /// Answers a request in auto-answer mode: the fetch returns what it returns, or throws what it throws.
    public typealias AutoAnswer = @Sendable (FetchRequest<Param, Value>) async throws -> Value

    private let log: RequestLog<FetchRequest<Param, Value>>
    private let limit: WaitLimit
    private let autoAnswer: AutoAnswer?

    /// A fetcher that holds every request until the test answers it.
    ///
    /// - Parameter waitLimit: How long ``nextRequest()`` and the other waits wait before they throw.
    public init(waitLimit: WaitLimit = .standard) {
        self.limit = waitLimit
        self.autoAnswer = nil
        self.log = RequestLog(limit: waitLimit, name: "TestFetcher<\(Param.self), \(Value.self)>")
    }

    /// A fetcher that answers every request at once with `autoAnswer`.
    ///
    /// - Parameters:
    ///   - waitLimit: How long ``nextRequest()`` and the other waits wait before they throw.
    ///   - autoAnswer: Answers each request; it sees the request's param and number.
    public init(waitLimit: WaitLimit = .standard, autoAnswer: @escaping AutoAnswer) {
        self.limit = waitLimit
        self.autoAnswer = autoAnswer
        self.log = RequestLog(limit: waitLimit, name: "TestFetcher<\(Param.self), \(Value.self)>")
    }

    /// Records a request for `param` and returns its answer once the test gives it.
    ///
    /// - Throws: The error the test fails the request with; `CancellationError` when the task is cancelled
    ///   while the request is held.
    public func fetch(param: Param) async throws -> Value {
        let request = log.append { FetchRequest(param: param, number: $0, limit: limit) }
        guard let autoAnswer else { return try await request.slot.value() }
        let result: Result<Value, any Error>
        do { result = .success(try await autoAnswer(request)) } catch { result = .failure(error) }
        _ = request.slot.respond(with: result)
        return try result.get()
    }

    /// Waits for the first request that this method has not returned yet, and returns it.
    ///
    /// Each call returns the next request in the order they were made, whether it is already made or not.
    ///
    /// - Throws: ``WaitTimedOut`` when no such request comes within the wait limit.
    public func nextRequest() async throws -> FetchRequest<Param, Value> {
        try await log.next()
    }

    /// Waits until `count` requests have been made in all.
    ///
    /// - Throws: ``WaitTimedOut`` when they are not made within the wait limit.
    public func waitForRequests(_ count: Int) async throws {
        try await log.waitFor(count)
    }

    /// Every request made so far, oldest first.
    public var requests: [FetchRequest<Param, Value>] { log.all }

    /// The number of requests made so far.
    public var requestCount: Int { log.count }

    /// The param of every request made so far, oldest first.
    public var params: [Param] { log.all.map(\.param) }
}
