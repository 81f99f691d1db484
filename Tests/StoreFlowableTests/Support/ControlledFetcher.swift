import StoreFlowable

/// A fetcher whose calls the test answers one by one, or at once with `autoRespond`.
/// It counts calls and lets a test wait until a number of calls has been made.
final class ControlledFetcher<Param: Hashable & Sendable, Value: Sendable>: Fetcher {
    private let calls: ControlledCalls<Param, Value>

    /// - Parameter autoRespond: Answers call number `n` (from 1) at once; `nil` waits for `respond`.
    init(autoRespond: (@Sendable (Param, Int) throws -> Value)? = nil) {
        calls = ControlledCalls(autoRespond: autoRespond)
    }

    var callCount: Int { calls.count }
    var params: [Param] { calls.arguments }

    func fetch(param: Param) async throws -> Value {
        try await calls.call(param)
    }

    /// Waits until at least `count` calls have been made.
    func waitForCalls(_ count: Int) async {
        await calls.waitForCalls(count)
    }

    /// Answers the oldest waiting call.
    func respond(_ result: Result<Value, any Error>) {
        calls.respond(result)
    }

    /// Waits for call number `count`, then answers the oldest waiting call.
    func respond(toCall count: Int, with result: Result<Value, any Error>) async {
        await calls.respond(toCall: count, with: result)
    }
}
