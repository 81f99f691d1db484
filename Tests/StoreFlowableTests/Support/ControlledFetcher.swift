import StoreFlowable
import Testing

/// A fetcher whose calls the test answers one by one, or at once with `autoRespond`.
/// It counts calls and lets a test wait until a number of calls has been made.
final class ControlledFetcher<Param: Hashable & Sendable, Value: Sendable>: Fetcher {
    private struct State {
        var calls: [Param] = []
        var pending: [CheckedContinuation<Value, any Error>] = []
        var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    // Guarded by its own lock: calls made, calls waiting for an answer, tests waiting for calls.
    private let state = Locked(State())
    private let autoRespond: (@Sendable (Param, Int) throws -> Value)?

    /// - Parameter autoRespond: Answers call number `n` (from 1) at once; `nil` waits for `respond`.
    init(autoRespond: (@Sendable (Param, Int) throws -> Value)? = nil) {
        self.autoRespond = autoRespond
    }

    var callCount: Int { state.withLock { $0.calls.count } }
    var params: [Param] { state.withLock { $0.calls } }

    func fetch(param: Param) async throws -> Value {
        if let autoRespond {
            let number = recordCall(param)
            return try autoRespond(param, number)
        }
        return try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state in
                state.calls.append(param)
                state.pending.append(continuation)
                let count = state.calls.count
                let ready = state.callWaiters.filter { $0.count <= count }.map(\.continuation)
                state.callWaiters.removeAll { $0.count <= count }
                return ready
            }
            ready.forEach { $0.resume() }
        }
    }

    private func recordCall(_ param: Param) -> Int {
        let (count, ready) = state.withLock { state in
            state.calls.append(param)
            let count = state.calls.count
            let ready = state.callWaiters.filter { $0.count <= count }.map(\.continuation)
            state.callWaiters.removeAll { $0.count <= count }
            return (count, ready)
        }
        ready.forEach { $0.resume() }
        return count
    }

    /// Waits until at least `count` calls have been made.
    func waitForCalls(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.calls.count >= count { return true }
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
            Issue.record("respond(_:) called with no fetch waiting")
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
