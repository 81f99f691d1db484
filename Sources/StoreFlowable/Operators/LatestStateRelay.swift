/// What a cursor fed by a task of its own shares with its consumer: what arrived and was not yet handed
/// out, the consumer waiting for it, and the feeding task. A slow consumer gets the latest state, never
/// a backlog; it gets `nil` once the feed ended and nothing is left, or once its task is cancelled.
final class LatestStateRelay<Pending: Sendable, Content: Sendable>: Sendable {
    private struct State: Sendable {
        var pending: Pending
        var isFinished = false
        var isCancelled = false
        var waiter: UnsafeContinuation<LoadingState<Content>?, Never>?
        var task: Task<Void, Never>?
    }

    // Guarded by its own lock: what is pending, the consumer waiting, and the feeding task.
    private let state: Locked<State>
    /// Takes the state to hand out from what is pending, `nil` when nothing new arrived; under the lock.
    private let take: @Sendable (inout Pending) -> LoadingState<Content>?

    init(_ pending: Pending, take: @escaping @Sendable (inout Pending) -> LoadingState<Content>?) {
        state = Locked(State(pending: pending))
        self.take = take
    }

    deinit {
        state.withLock { $0.task }?.cancel()
    }

    /// The feeding task, once started.
    var task: Task<Void, Never>? {
        state.withLock { $0.task }
    }

    /// The next state for the consumer, starting the feed with `feed` on the first call. The feed holds
    /// the relay weakly, so that dropping the iteration deinitialises it, which cancels the feed.
    func next(feed: () -> Task<Void, Never>) async -> LoadingState<Content>? {
        state.withLock { state in
            if state.task == nil, !state.isFinished { state.task = feed() }
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation {
                (continuation: UnsafeContinuation<LoadingState<Content>?, Never>) in
                let ready = state.withLock { state -> LoadingState<Content>?? in
                    if state.isCancelled { return .some(nil) }
                    // What arrived before the feed ended is still delivered.
                    if let taken = take(&state.pending) { return .some(taken) }
                    if state.isFinished { return .some(nil) }
                    state.waiter = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finish(cancelled: true)
        }
    }

    /// Records what arrived, handing the consumer a state at once when it waits for one.
    func receive(_ change: (inout Pending) -> Void) {
        let delivery = state.withLock {
            state -> (UnsafeContinuation<LoadingState<Content>?, Never>, LoadingState<Content>)? in
            change(&state.pending)
            guard let waiter = state.waiter, let taken = take(&state.pending) else { return nil }
            state.waiter = nil
            return (waiter, taken)
        }
        if let (waiter, taken) = delivery { waiter.resume(returning: taken) }
    }

    /// Ends the feed: the consumer gets what is pending, then `nil`; at once when `cancelled`.
    func finish(cancelled: Bool = false) {
        let (waiter, task) = state.withLock { state in
            state.isFinished = true
            if cancelled { state.isCancelled = true }
            defer { state.waiter = nil }
            return (state.waiter, state.task)
        }
        task?.cancel()
        waiter?.resume(returning: nil)
    }
}
