import StoreFlowable
import Testing

/// Calls of one kind that the test answers one by one, or at once with `autoRespond`.
/// It records the argument of every call and lets a test wait until a number of calls has been made.
final class ControlledCalls<Argument: Sendable, Value: Sendable>: Sendable {
    private struct State {
        var arguments: [Argument] = []
        var pending: [CheckedContinuation<Value, any Error>] = []
        var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        /// Records a call and returns its number (from 1) and the tests waiting for that many calls.
        mutating func record(_ argument: Argument) -> (Int, [CheckedContinuation<Void, Never>]) {
            arguments.append(argument)
            let count = arguments.count
            let ready = callWaiters.filter { $0.count <= count }.map(\.continuation)
            callWaiters.removeAll { $0.count <= count }
            return (count, ready)
        }
    }

    // Guarded by its own lock: calls made, calls waiting for an answer, tests waiting for calls.
    private let state = Locked(State())
    private let autoRespond: (@Sendable (Argument, Int) throws -> Value)?

    /// - Parameter autoRespond: Answers call number `n` (from 1) at once; `nil` waits for `respond`.
    init(autoRespond: (@Sendable (Argument, Int) throws -> Value)? = nil) {
        self.autoRespond = autoRespond
    }

    /// The number of calls made so far.
    var count: Int { state.withLock { $0.arguments.count } }
    /// The argument of every call so far, oldest first.
    var arguments: [Argument] { state.withLock { $0.arguments } }

    /// Makes a call with `argument`; returns the answer the test gives.
    func call(_ argument: Argument) async throws -> Value {
        if let autoRespond {
            let (number, ready) = state.withLock { $0.record(argument) }
            ready.forEach { $0.resume() }
            return try autoRespond(argument, number)
        }
        return try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state in
                state.pending.append(continuation)
                return state.record(argument).1
            }
            ready.forEach { $0.resume() }
        }
    }

    /// Waits until at least `count` calls have been made.
    func waitForCalls(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.arguments.count >= count { return true }
                state.callWaiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Answers the oldest waiting call.
    func respond(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state in
            state.pending.isEmpty ? nil : state.pending.removeFirst()
        }
        guard let continuation else {
            Issue.record("respond(_:) called with no call waiting")
            return
        }
        continuation.resume(with: result)
    }

    /// Waits for call number `count`, then answers the oldest waiting call.
    func respond(toCall count: Int, with result: Result<Value, any Error>) async {
        await waitForCalls(count)
        respond(result)
    }
}
