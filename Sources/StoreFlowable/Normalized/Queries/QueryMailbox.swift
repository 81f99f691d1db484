/// Hands the results of a live query to its iteration: a result not taken yet is replaced by a newer
/// one, so a slow consumer gets the newest result, never a backlog.
final class QueryMailbox<Value: Sendable>: Sendable {
    private struct State {
        var pending: Value?
        var waiter: UnsafeContinuation<Value?, Never>?
        var isFinished = false
    }

    // Guarded by its own lock: the result not taken yet and the iteration waiting for one.
    private let state = Locked(State())

    /// Keeps `value` as the newest result, or hands it to the waiting iteration.
    func offer(_ value: Value) {
        let waiter = state.withLock { state -> UnsafeContinuation<Value?, Never>? in
            guard !state.isFinished else { return nil }
            if let waiter = state.waiter.take() { return waiter }
            state.pending = value
            return nil
        }
        waiter?.resume(returning: value)
    }

    /// The newest result not taken yet, waiting for one if there is none; `nil` once finished or when
    /// the task is cancelled.
    func next() async -> Value? {
        if Task.isCancelled { finish() }
        if let ready = state.withLock({ Self.take(&$0) }) { return ready }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { waiter in
                let ready = state.withLock { state -> Value?? in
                    if let ready = Self.take(&state) { return ready }
                    state.waiter = waiter
                    return nil
                }
                if let ready { waiter.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }

    /// What `next()` returns at once: the pending result, `nil` when finished, or nothing to wait for.
    private static func take(_ state: inout State) -> Value?? {
        if let pending = state.pending.take() { return .some(pending) }
        return state.isFinished ? .some(nil) : nil
    }

    /// Ends the iteration: a waiting `next()` returns `nil`, and later results are dropped.
    func finish() {
        let waiter = state.withLock { state in
            state.isFinished = true
            state.pending = nil
            return state.waiter.take()
        }
        waiter?.resume(returning: nil)
    }
}
