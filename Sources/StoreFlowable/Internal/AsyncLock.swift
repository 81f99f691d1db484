/// A lock held across suspension points, so that a save and the read-back that follows it are never
/// interleaved with another write to the same param. Waiters are served in order.
@usableFromInline
final class AsyncLock: Sendable {
    private struct State {
        var isLocked = false
        var waiters: [UnsafeContinuation<Void, Never>] = []
        var head = 0
    }

    // Guarded by its own lock: whether the lock is held, and who waits for it.
    private let state = Locked(State())

    @inlinable
    func withLock<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        await lock()
        defer { unlock() }
        return try await body()
    }

    /// Takes the lock if it is free, without waiting; pair a `true` result with ``unlock()``.
    func tryLock() -> Bool {
        state.withLock { state in
            if state.isLocked { return false }
            state.isLocked = true
            return true
        }
    }

    @usableFromInline
    func lock() async {
        let acquired = state.withLock { state in
            if state.isLocked { return false }
            state.isLocked = true
            return true
        }
        if acquired { return }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let acquiredNow = state.withLock { state in
                if state.isLocked {
                    state.waiters.append(continuation)
                    return false
                }
                state.isLocked = true
                return true
            }
            if acquiredNow { continuation.resume() }
        }
    }

    @usableFromInline
    func unlock() {
        let next = state.withLock { state -> UnsafeContinuation<Void, Never>? in
            guard state.head < state.waiters.count else {
                state.waiters.removeAll(keepingCapacity: true)
                state.head = 0
                state.isLocked = false
                return nil
            }
            let waiter = state.waiters[state.head]
            state.head += 1
            return waiter
        }
        next?.resume()
    }
}
