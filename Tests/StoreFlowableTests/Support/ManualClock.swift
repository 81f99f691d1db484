import StoreFlowable

/// A clock that moves only when the test moves it.
final class ManualClock: Sendable {
    // Guarded by its own lock: the current time in seconds since 1970.
    private let seconds: Locked<Double>

    init(_ start: Double = 1_000_000) {
        seconds = Locked(start)
    }

    var now: Double { seconds.withLock { $0 } }

    func advance(by interval: Double) {
        seconds.withLock { $0 += interval }
    }

    var epochClock: EpochClock {
        EpochClock { self.now }
    }
}
