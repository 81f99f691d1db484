/// Every request a test fetcher received, in order, and the tests waiting for them.
final class RequestLog<Request: Sendable>: Sendable {
    struct State: Sendable {
        var requests: [Request] = []
        /// How many requests ``next()`` has handed to the test.
        var handedOut = 0
    }

    private let state = Watched(State())
    private let limit: WaitLimit
    /// Who receives the requests, in failure messages: "TestFetcher<String, Int>".
    private let name: String

    init(limit: WaitLimit, name: String) {
        self.limit = limit
        self.name = name
    }

    var all: [Request] { state.read { $0.requests } }
    var count: Int { state.read { $0.requests.count } }

    /// Records a request made by `make` from its number (from 1).
    func append(_ make: (Int) -> Request) -> Request {
        state.update { state in
            let request = make(state.requests.count + 1)
            state.requests.append(request)
            return request
        }
    }

    /// Waits for the first request not yet handed out, and hands it out.
    func next() async throws -> Request {
        try await state.wait(limit: limit) { [limit, name] state in
            "waited \(limit.text) for request \(state.handedOut + 1) to \(name); \(Self.made(state.requests.count))"
        } until: { state in
            guard state.handedOut < state.requests.count else { return nil }
            state.handedOut += 1
            return state.requests[state.handedOut - 1]
        }
    }

    /// Waits until `count` requests have been made in all.
    func waitFor(_ count: Int) async throws {
        try await state.wait(limit: limit) { [limit, name] state in
            "waited \(limit.text) for \(counted(count, "request")) to \(name); \(Self.made(state.requests.count))"
        } until: { state in
            state.requests.count >= count ? () : nil
        }
    }

    private static func made(_ count: Int) -> String {
        count == 1 ? "1 was made" : "\(count) were made"
    }
}
