import Foundation

/// The source of "now" for cache timestamps and expiry, in seconds since 1970.
///
/// Inject a clock of your own to test expiry without sleeping:
///
/// ```swift
/// let now = Mutex(1_000.0)
/// let cacher = InMemoryCacher<String, User>(clock: EpochClock { now.withLock { $0 } })
/// ```
public struct EpochClock: Sendable {
    private let read: @Sendable () -> Double

    /// A clock that reads `now`.
    public init(_ now: @escaping @Sendable () -> Double) {
        self.read = now
    }

    /// The system's wall clock.
    public static var system: EpochClock {
        EpochClock { Date().timeIntervalSince1970 }
    }

    /// The current time in seconds since 1970.
    public func now() -> Double {
        read()
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
