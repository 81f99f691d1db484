/// The result of one fetch of the whole content, awaited by every caller that joined it.
///
/// Created by the state machine when it starts a fetch; resolved once, by the task that runs it.
final class FetchOutcome: Sendable {
    typealias Content = any Sendable

    private struct State {
        var result: Result<Content, any Error>?
        var waiters: [UnsafeContinuation<Result<Content, any Error>, Never>] = []
    }

    // Guarded by its own lock: the result once known, and the callers waiting for it.
    private let state = Locked(State())

    init() {}

    /// An outcome that has already failed with `error`.
    convenience init(failedWith error: any Error) {
        self.init()
        resolve(.failure(error))
    }

    /// The number of callers waiting for the result.
    var waiterCount: Int { state.withLock { $0.waiters.count } }

    /// Waits for the fetch to end and returns what it fetched, or throws its error.
    func value() async throws -> Content {
        let result = await withUnsafeContinuation { continuation in
            let known = state.withLock { state -> Result<Content, any Error>? in
                if let result = state.result { return result }
                state.waiters.append(continuation)
                return nil
            }
            if let known { continuation.resume(returning: known) }
        }
        return try result.get()
    }

    /// Waits for the fetch to end, whatever its result.
    func wait() async {
        _ = try? await value()
    }

    /// Hands `result` to every caller waiting and to those who ask later.
    func resolve(_ result: Result<Content, any Error>) {
        let waiters = state.withLock { state in
            state.result = result
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: result) }
    }
}
