import StoreFlowable

/// A `Clock` that moves only when a test advances it: sleepers wake when their deadline is passed.
/// (Copied from the StoreFlowable tests' support, with ``sleeperCount`` added.)
final class TestClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Duration = .zero
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        /// Every sleep ever begun, with its requested duration.
        var sleeps: [Duration] = []
        var sleepWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    // Guarded by its own lock: the time, the sleepers and the tests waiting for sleeps.
    private let state = Locked(State())

    var now: Instant { Instant(offset: state.withLock { $0.now }) }
    var minimumResolution: Duration { .zero }

    /// The durations of every sleep begun so far, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// How many sleepers wait for the time to move on.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let (ready, waiters) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    state.sleeps.append(deadline.offset - state.now)
                    let count = state.sleeps.count
                    let waiters = state.sleepWaiters.filter { $0.count <= count }.map(\.continuation)
                    state.sleepWaiters.removeAll { $0.count <= count }
                    if deadline.offset <= state.now { return (true, waiters) }
                    if Task.isCancelled { return (true, waiters) }
                    state.sleepers.append(
                        Sleeper(id: id, deadline: deadline.offset, continuation: continuation))
                    return (false, waiters)
                }
                waiters.forEach { $0.resume() }
                if ready {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time on by `duration`, waking every sleeper whose deadline has passed.
    func advance(by duration: Duration) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now += duration
            let now = state.now
            let woken = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return woken
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Waits until `count` sleeps have begun in all.
    func waitForSleeps(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                if state.sleeps.count >= count { return true }
                state.sleepWaiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
