/// Iterates two cursors in a task of its own and hands out their latest states combined.
final class CombineStateCursor<Left: Sendable, Right: Sendable, Content: Sendable>: StateCursor {
    private struct State {
        var left: LoadingState<Left>?
        var right: LoadingState<Right>?
        var hasUnseenChange = false
        var isFinished = false
        var isCancelled = false
        var waiter: UnsafeContinuation<LoadingState<Content>?, Never>?
        var task: Task<Void, Never>?
    }

    private let leftCursor: any StateCursor<Left>
    private let rightCursor: any StateCursor<Right>
    private let transform: @Sendable (Left, Right) -> Content
    // Guarded by its own lock: the latest state of each side, and the consumer waiting for a change.
    private let state = Locked(State())

    init(
        left: any StateCursor<Left>,
        right: any StateCursor<Right>,
        transform: @escaping @Sendable (Left, Right) -> Content
    ) {
        self.leftCursor = left
        self.rightCursor = right
        self.transform = transform
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
                    // The last change of two sides that ended is still delivered.
                    if let combined = takeChange(&state) { return .some(combined) }
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

    /// The task that reads both sides, once started; it ends after both sides end.
    var reading: Task<Void, Never>? {
        state.withLock { $0.task }
    }

    private func startIfNeeded() {
        state.withLock { state in
            guard state.task == nil, !state.isFinished else { return }
            // The task holds the cursor weakly, so that dropping the iteration deinitialises the cursor,
            // which cancels the task.
            state.task = Task { [weak self, leftCursor, rightCursor] in
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { [weak self] in
                        while let left = await leftCursor.next() {
                            guard let self else { return }
                            self.receive { $0.left = left }
                        }
                    }
                    group.addTask { [weak self] in
                        while let right = await rightCursor.next() {
                            guard let self else { return }
                            self.receive { $0.right = right }
                        }
                    }
                }
                self?.finish()
            }
        }
    }

    private func receive(_ change: (inout State) -> Void) {
        let delivery = state.withLock {
            state -> (UnsafeContinuation<LoadingState<Content>?, Never>, LoadingState<Content>)? in
            change(&state)
            state.hasUnseenChange = true
            guard let waiter = state.waiter, let combined = takeChange(&state) else { return nil }
            state.waiter = nil
            return (waiter, combined)
        }
        if let (waiter, combined) = delivery { waiter.resume(returning: combined) }
    }

    private func takeChange(_ state: inout State) -> LoadingState<Content>? {
        guard state.hasUnseenChange, let left = state.left, let right = state.right else { return nil }
        state.hasUnseenChange = false
        return LoadingState.combine(left, right, transform: transform)
    }

    private func finish(cancelled: Bool = false) {
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
