/// Runs work in a task of its own and waits for it, so that a caller whose task is cancelled stops
/// waiting at once with `CancellationError` — even when the work ignores cancellation, as a fetcher may.
/// The work's task is then cancelled and whatever it returns later is dropped.
enum CancellableWait {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async throws
        -> Value
    {
        let handOff = HandOff<Value>()
        let task = Task {
            do {
                handOff.finish(.success(try await work()))
            } catch {
                handOff.finish(.failure(error))
            }
        }
        return try await withTaskCancellationHandler {
            await withUnsafeContinuation { handOff.wait($0) }
        } onCancel: {
            task.cancel()
            handOff.finish(.failure(CancellationError()))
        }.get()
    }

    /// The one result of the work or of the cancellation, whichever comes first, and the caller waiting
    /// for it.
    private final class HandOff<Value: Sendable>: Sendable {
        private struct State {
            var result: Result<Value, any Error>?
            var waiter: UnsafeContinuation<Result<Value, any Error>, Never>?
        }

        // Guarded by its own lock: the first result and the caller waiting for it.
        private let state = Locked(State())

        func wait(_ waiter: UnsafeContinuation<Result<Value, any Error>, Never>) {
            let known = state.withLock { state -> Result<Value, any Error>? in
                if let result = state.result { return result }
                state.waiter = waiter
                return nil
            }
            if let known { waiter.resume(returning: known) }
        }

        func finish(_ result: Result<Value, any Error>) {
            let waiter = state.withLock { state -> UnsafeContinuation<Result<Value, any Error>, Never>? in
                guard state.result == nil else { return nil }
                state.result = result
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: result)
        }
    }
}
