/// Releases the data of a cacher's params once they have been unused for longer than a grace period:
/// what an in-memory cacher's `gcTime` does. The cacher says when it writes; the registry says when a
/// param starts and stops being used.
package final class UnusedDataReleaser<Param: Hashable & Sendable>: Sendable {
    private let clock: EpochClock
    // Guarded by its own lock: which params are in use, and since when the others are not.
    private let grace: Locked<GracePeriod<Param>>
    private let release: @Sendable ([Param]) -> Void

    /// A releaser after `gcTime` (`nil`: never) on `clock`, that drops data with `release`.
    package init(gcTime: Duration?, clock: EpochClock, release: @escaping @Sendable ([Param]) -> Void) {
        self.clock = clock
        self.grace = Locked(GracePeriod(seconds: gcTime?.seconds ?? .infinity))
        self.release = release
    }

    /// `param` was written: unless it is in use, its grace starts now. Releases what ran out.
    package func written(_ param: Param) {
        guard grace.withLock({ $0.seconds.isFinite }) else { return }
        update { grace, now in grace.written(param, at: now) }
    }

    /// The registry says `param` is in use.
    package func becameActive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        grace.withLock { $0.becameActive(param) }
    }

    /// The registry says `param` is no longer in use: its grace starts now. Releases what ran out.
    package func becameInactive(_ param: ParamKey) {
        guard let param = param.value as? Param else { return }
        update { grace, now in grace.becameInactive(param, at: now) }
    }

    /// Forgets every grace, as the cacher was emptied.
    package func reset() {
        grace.withLock { $0 = GracePeriod(seconds: $0.seconds) }
    }

    private func update(_ change: (inout GracePeriod<Param>, Double) -> Void) {
        let now = clock.now()
        let expired = grace.withLock { grace in
            change(&grace, now)
            return grace.expired(at: now)
        }
        if !expired.isEmpty { release(expired) }
    }
}
