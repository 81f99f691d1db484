/// The cursor of a ``LoadingStateSequence`` made from another `AsyncSequence` of states: a task reads
/// the base sequence and keeps its latest state for the consumer, so a slow consumer gets the latest
/// state, never a backlog. It ends after the base sequence ends (its last state delivered), throws,
/// or when the consuming task is cancelled.
final class SequenceCursor<Base: AsyncSequence & Sendable, Content: Sendable>: StateCursor
where Base.Element == LoadingState<Content> {
    private struct State {
        var latest: LoadingState<Content>?
        var isFinished = false
        var isCancelled = false
        var waiter: UnsafeContinuation<LoadingState<Content>?, Never>?
        var task: Task<Void, Never>?
    }

    private let base: Base
    // Guarded by its own lock: the latest state not yet taken, and the consumer waiting for one.
    private let state = Locked(State())

    init(_ base: Base) {
        self.base = base
    }

    deinit {
        state.withLock { $0.task }?.cancel()
    }

    func next() async -> LoadingState<Content>? {
        startIfNeeded()
        return await withTaskCancellationHandler {
            await withUnsafeContinuation {
                (continuation: UnsafeContinuation<LoadingState<Content>?, Never>) in
                let ready = state.withLock { state -> LoadingState<Content>?? in
                    if state.isCancelled { return .some(nil) }
                    if let latest = state.latest {
                        state.latest = nil
                        return .some(latest)
                    }
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

    private func startIfNeeded() {
        state.withLock { state in
            guard state.task == nil, !state.isFinished else { return }
            // Held weakly, so that dropping the iteration deinitialises the cursor, which cancels the task.
            state.task = Task { [weak self, base] in
                do {
                    for try await element in base {
                        guard let self else { return }
                        self.receive(element)
                    }
                } catch {}
                self?.finish()
            }
        }
    }

    private func receive(_ element: LoadingState<Content>) {
        let waiter = state.withLock { state -> UnsafeContinuation<LoadingState<Content>?, Never>? in
            guard let waiter = state.waiter else {
                state.latest = element
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: element)
    }

    private func finish(cancelled: Bool = false) {
        let (waiter, task) = state.withLock { state in
            state.isFinished = true
            if cancelled {
                state.isCancelled = true
                state.latest = nil
            }
            defer { state.waiter = nil }
            return (state.waiter, state.task)
        }
        if cancelled { task?.cancel() }
        waiter?.resume(returning: nil)
    }
}
