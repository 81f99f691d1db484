import StoreFlowable

/// A `Clock` on which every sleep ends at once, moving the time on by its length: retries run without
/// waiting, and the waits asked for are kept for the test to read.
final class ImmediateClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    // Guarded by its own lock: the time and every sleep asked for.
    private let state = Locked((now: Duration.zero, sleeps: [Duration]()))

    var now: Instant { Instant(offset: state.withLock { $0.now }) }
    var minimumResolution: Duration { .zero }

    /// The durations of every sleep so far, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(deadline.offset - state.now)
            state.now = max(state.now, deadline.offset)
        }
    }
}
