import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The body and the waiting caller of one data task run by a ``TaskRouter`` session.
final class DataTaskCollector: Sendable {
    private struct State {
        var body = Data()
        var response: URLResponse?
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var finished = false
    }

    // Guarded by its own lock: the body so far and the caller waiting for the result.
    private let state = Locked(State())

    /// Waits for the task to complete; `start` runs once the caller is waiting.
    func wait(starting start: () -> Void) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            let finished = state.withLock { state -> Bool in
                state.continuation = continuation
                return state.finished
            }
            if finished {
                finish(throwing: CancellationError())
            } else {
                start()
            }
        }
    }

    func received(_ response: URLResponse) {
        state.withLock { $0.response = response }
    }

    func received(_ data: Data) {
        state.withLock { $0.body.append(data) }
    }

    /// Completes the wait with the body and the response, or `error`.
    func completed(task: URLSessionTask, error: (any Error)?) {
        if let error {
            finish(throwing: error)
            return
        }
        let outcome = state.withLock { state -> (Data, URLResponse)? in
            guard let response = state.response ?? task.response else { return nil }
            return (state.body, response)
        }
        guard let outcome else {
            finish(throwing: URLError(.badServerResponse))
            return
        }
        take()?.resume(returning: outcome)
    }

    /// Ends the wait with `error` unless it has ended already.
    func finish(throwing error: any Error) {
        take()?.resume(throwing: error)
    }

    /// The waiting caller, handed out once; later calls get `nil`.
    private func take() -> CheckedContinuation<(Data, URLResponse), any Error>? {
        state.withLock { state in
            state.finished = true
            defer { state.continuation = nil }
            return state.continuation
        }
    }
}
