import StoreFlowable

/// The value of whichever of two tasks finished first.
enum Race<First: Sendable, Second: Sendable>: Sendable {
    /// The first task finished first, with this value.
    case first(First)
    /// The second task finished first, with this value.
    case second(Second)

    /// Waits until `first` or `second` finishes and returns its value. The other is neither cancelled
    /// nor waited for: it goes on, and its value can be awaited later. Cancelling the waiting task
    /// cancels `second`.
    static func between(_ first: Task<First, Never>, _ second: Task<Second, Never>) async -> Race {
        // Guarded by its own lock: whether the continuation was resumed.
        let decided = Locked(false)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Race, Never>) in
                let decide: @Sendable (Race) -> Void = { outcome in
                    let isFirst = decided.withLock { decided in
                        defer { decided = true }
                        return !decided
                    }
                    if isFirst { continuation.resume(returning: outcome) }
                }
                Task { decide(.first(await first.value)) }
                Task { decide(.second(await second.value)) }
            }
        } onCancel: {
            second.cancel()
        }
    }
}
