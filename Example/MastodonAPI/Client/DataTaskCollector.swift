import Foundation
import StoreFlowable

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The body and the waiting caller of one data task run by a ``TaskRouter`` session.
final class DataTaskCollector: Sendable {
    /// Thrown when the body grows past ``limit``.
    struct TooLarge: Error {}

    /// The most bytes of body kept; past it the task is stopped.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

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

    /// Keeps `response`; returns `false`, having ended the wait, when it announces a body over ``limit``.
    func received(_ response: URLResponse) -> Bool {
        state.withLock { $0.response = response }
        guard response.expectedContentLength <= Int64(limit) else {
            finish(throwing: TooLarge())
            return false
        }
        return true
    }

    /// Keeps `data`; returns `false`, having ended the wait, when the body grows over ``limit``.
    func received(_ data: Data) -> Bool {
        let fits = state.withLock { state -> Bool in
            guard state.body.count + data.count <= limit else { return false }
            state.body.append(data)
            return true
        }
        if !fits { finish(throwing: TooLarge()) }
        return fits
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
