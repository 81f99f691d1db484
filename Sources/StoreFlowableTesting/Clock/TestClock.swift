import StoreFlowable

/// A `Clock` whose time moves only when the test advances it: a task sleeping on it wakes when the test
/// moves the time to or past its deadline, so a test of retries, intervals or expiry never sleeps.
///
/// Give it where the code under test takes a clock (a `RetryPolicy`, `IntervalSignals`), and its
/// ``epochClock`` where a cacher reads the time, so that one advance moves both:
///
/// ```swift
/// let clock = TestClock()
/// let cacher = InMemoryCacher<String, User>(expiry: .seconds(60), clock: clock.epochClock)
/// let retry = RetryPolicy(maxAttempts: 3, clock: clock)
///
/// try await clock.waitForSleepers(1)  // the retry waits…
/// clock.advance(by: .seconds(1))  // …and goes on now
/// ```
public final class TestClock: Clock, Sendable {
    private struct Sleeper: Sendable {
        let id: UInt64
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State: Sendable {
        var now: Duration = .zero
        var lastID: UInt64 = 0
        var sleepers: [Sleeper] = []
        /// The duration of every sleep begun, in order.
        var sleeps: [Duration] = []

        mutating func removeSleeper(_ id: UInt64) -> Sleeper? {
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
            return sleepers.remove(at: index)
        }
    }

    private let state = Watched(State())
    private let limit: WaitLimit
    /// The time at the clock's start, in seconds since 1970.
    private let startEpochSeconds: Double

    /// A clock at its start.
    ///
    /// - Parameters:
    ///   - epochSeconds: What ``epochClock`` reads at the start, in seconds since 1970.
    ///   - waitLimit: How long ``waitForSleepers(_:)`` and ``waitForSleeps(_:)`` wait before they throw.
    public init(epochSeconds: Double = 1_000_000, waitLimit: WaitLimit = .standard) {
        self.startEpochSeconds = epochSeconds
        self.limit = waitLimit
    }

    /// The current moment.
    public var now: Instant { Instant(offset: state.read { $0.now }) }

    /// The clock has no resolution of its own: any duration can be slept.
    public var minimumResolution: Duration { .zero }

    /// The current time in seconds since 1970: the start's, plus the time advanced.
    public var epochSeconds: Double { startEpochSeconds + Self.seconds(state.read { $0.now }) }

    /// An `EpochClock` that reads this clock: cache timestamps and expiry move with ``advance(by:)``.
    public var epochClock: EpochClock {
        EpochClock { [self] in epochSeconds }
    }

    /// The number of tasks sleeping on the clock now.
    public var sleeperCount: Int { state.read { $0.sleepers.count } }

    /// The duration of every sleep begun so far, oldest first, the ones that ended included.
    public var sleeps: [Duration] { state.read { $0.sleeps } }

    /// Suspends until the test moves the time to `deadline` or past it.
    ///
    /// A deadline already reached returns at once.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before the deadline; the sleep then ends
    ///   at once.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.update { state -> UInt64 in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let ready = state.update { state -> Result<Void, any Error>? in
                    state.sleeps.append(deadline.offset - state.now)
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline.offset <= state.now { return .success(()) }
                    state.sleepers.append(
                        Sleeper(id: id, deadline: deadline.offset, continuation: continuation))
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            state.update { $0.removeSleeper(id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time on by `duration`, waking every task whose deadline is now reached, earliest first.
    ///
    /// - Complexity: O(*n* log *n*) in the number of sleepers.
    public func advance(by duration: Duration) {
        let woken = state.update { state -> [Sleeper] in
            state.now += duration
            let now = state.now
            let woken = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return woken.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Moves the time on to `instant`, waking every task whose deadline is then reached. An instant in the
    /// past leaves the time as it is.
    public func advance(to instant: Instant) {
        advance(by: max(.zero, instant.offset - state.read { $0.now }))
    }

    /// Waits until at least `count` tasks are sleeping on the clock at once.
    ///
    /// - Throws: ``WaitTimedOut`` when they are not within the wait limit.
    public func waitForSleepers(_ count: Int = 1) async throws {
        try await state.wait(limit: limit) { [limit] state in
            "waited \(limit.text) for \(counted(count, "task")) to sleep on the TestClock; \(state.sleepers.count) did"
        } until: { state in
            state.sleepers.count >= count ? () : nil
        }
    }

    /// Waits until `count` sleeps have begun in all, whether they have ended or not.
    ///
    /// - Throws: ``WaitTimedOut`` when they have not within the wait limit.
    public func waitForSleeps(_ count: Int) async throws {
        try await state.wait(limit: limit) { [limit] state in
            "waited \(limit.text) for \(counted(count, "sleep")) to begin on the TestClock; \(state.sleeps.count) did"
        } until: { state in
            state.sleeps.count >= count ? () : nil
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
