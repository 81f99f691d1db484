import StoreFlowable

/// A value guarded by a lock, and the tasks waiting until it allows them to go on.
///
/// A waiter is an attempt on the value: it is tried when the wait begins and after every update, and the
/// first time it produces something, the waiter resumes with it. A waiter also resumes when its task is
/// cancelled (throwing `CancellationError`) or its ``WaitLimit`` passes (throwing ``WaitTimedOut``), so no
/// continuation is ever left behind.
final class Watched<State: Sendable>: Sendable {
    private struct Waiter: Sendable {
        let id: UInt64
        /// Tries to end the wait; `true` when it stored its result.
        let attempt: @Sendable (inout State) -> Bool
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Guarded: Sendable {
        var state: State
        var waiters: [Waiter] = []
        var lastID: UInt64 = 0

        /// Removes the waiters whose attempt now succeeds, in the order they began, and returns them.
        mutating func settle() -> [Waiter] {
            var ready: [Waiter] = []
            waiters.removeAll { waiter in
                guard waiter.attempt(&state) else { return false }
                ready.append(waiter)
                return true
            }
            return ready
        }

        mutating func remove(_ id: UInt64) -> Waiter? {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return waiters.remove(at: index)
        }
    }

    // Guarded by its own lock: the value and the tasks waiting on it.
    private let guarded: Locked<Guarded>

    init(_ state: State) {
        guarded = Locked(Guarded(state: state))
    }

    /// Reads the value.
    func read<Result>(_ body: (State) -> Result) -> Result {
        guarded.withLock { body($0.state) }
    }

    /// Changes the value, then resumes every waiter the change lets go on.
    func update<Result>(_ body: (inout State) -> Result) -> Result {
        let (result, ready) = guarded.withLock { guarded in
            let result = body(&guarded.state)
            return (result, guarded.settle())
        }
        for waiter in ready { waiter.continuation.resume() }
        return result
    }

    /// Waits until `attempt` produces a result, tried now and after every update, under the lock.
    ///
    /// - Parameters:
    ///   - limit: How long to wait before throwing ``WaitTimedOut``.
    ///   - timedOut: The time-out's message, from the value when the limit passed.
    ///   - attempt: Returns the result once the value allows it, changing the value if it must.
    /// - Throws: ``WaitTimedOut`` when the limit passes first; `CancellationError` when the task is
    ///   cancelled first.
    func wait<Output: Sendable>(
        limit: WaitLimit,
        timedOut: @escaping @Sendable (State) -> String,
        until attempt: @escaping @Sendable (inout State) -> Output?
    ) async throws -> Output {
        let output = Locked<Output?>(nil)
        let timer = Locked<Task<Void, Never>?>(nil)
        let id = guarded.withLock { guarded -> UInt64 in
            guarded.lastID += 1
            return guarded.lastID
        }
        let store: @Sendable (inout State) -> Bool = { state in
            guard let result = attempt(&state) else { return false }
            output.withLock { $0 = result }
            return true
        }
        defer { timer.withLock { $0?.cancel() } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = guarded.withLock { guarded -> Result<Bool, any Error> in
                    if store(&guarded.state) { return .success(true) }
                    // The cancellation handler may have run before the waiter existed: look for ourselves.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guarded.waiters.append(Waiter(id: id, attempt: store, continuation: continuation))
                    return .success(false)
                }
                switch outcome {
                case .success(true): continuation.resume()
                case .success(false):
                    timer.withLock { $0 = startTimer(id: id, limit: limit, timedOut: timedOut) }
                case .failure(let error): continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            guarded.withLock { $0.remove(id) }?.continuation.resume(throwing: CancellationError())
        }
        guard let result = output.withLock({ $0 }) else { throw CancellationError() }
        return result
    }

    /// How many times a timer lets every ready task run once its limit has passed.
    private static var yieldsBeforeGivingUp: Int { 200 }

    /// Ends the wait `id` with ``WaitTimedOut`` once `limit` has passed and the tasks ready then have run,
    /// unless it has ended before.
    private func startTimer(
        id: UInt64,
        limit: WaitLimit,
        timedOut: @escaping @Sendable (State) -> String
    ) -> Task<Void, Never>? {
        guard let duration = limit.duration else { return nil }
        return Task { [guarded] in
            do {
                try await limit.clock.sleep(for: duration)
            } catch {
                return
            }
            // The limit is a wall-clock one, but the value's writers run on the concurrency pool: on a
            // loaded machine whose pool was held the whole time, they and this timer become runnable
            // together. Every task ready now runs before the wait is given up, so that it fails only for
            // what did not come, not for what had no thread to come on.
            for _ in 0..<Self.yieldsBeforeGivingUp {
                await Task.yield()
                if Task.isCancelled { return }
            }
            let expired = guarded.withLock { guarded -> (Waiter, String)? in
                guard let waiter = guarded.remove(id) else { return nil }
                return (waiter, timedOut(guarded.state))
            }
            guard let (waiter, message) = expired else { return }
            waiter.continuation.resume(throwing: WaitTimedOut(message))
        }
    }
}
