import Synchronization

/// Releases the data of a cacher's params once they have been unused for longer than a grace period:
/// what an in-memory cacher's `gcTime` does. A param is unused from when the registry says it stopped
/// being used, or, when it never was, from its data's timestamp. Release is lazy: a write or a change of
/// use at or after the earliest moment something can expire sweeps the cacher once.
package final class UnusedDataReleaser<Param: Hashable & Sendable>: Sendable {
    private let seconds: Double
    private let clock: EpochClock
    // Guarded by its own lock: which params are in use, and since when the others that were are not.
    private let state = Locked(ReleaserState())
    /// The earliest time data can expire, as the bits of a `Double`: writes before it do nothing more.
    private let nextExpiry = Atomic<UInt64>(Double.infinity.bitPattern)
    /// Writes after the next expiry still to come before a sweep: a quarter of the entries the last sweep
    /// kept, so that a write costs O(1) sweeping on average however many entries are kept (with a
    /// `gcTime` of zero, every write would otherwise sweep them all).
    private let writesBeforeSweep = Atomic<Int>(0)
    /// Removes, under the cacher's lock, every entry for which the given test (param, timestamp) holds.
    private let sweep: @Sendable (_ isExpired: (Param, Double?) -> Bool) -> Void

    /// A releaser after `gcTime` (`nil`: never) on `clock`; `sweep` removes the entries a test accepts.
    package init(
        gcTime: Duration?,
        clock: EpochClock,
        sweep: @escaping @Sendable (_ isExpired: (Param, Double?) -> Bool) -> Void
    ) {
        self.seconds = gcTime?.seconds ?? .infinity
        self.clock = clock
        self.sweep = sweep
    }

    /// Data of a param was written, stamped `time`: the grace of an unused param counts from it.
    @inline(__always)
    package func written(at time: Double?) {
        guard seconds.isFinite, let time else { return }
        if time >= Double(bitPattern: nextExpiry.load(ordering: .relaxed)) {
            if writesBeforeSweep.subtract(1, ordering: .relaxed).newValue < 0 { release(at: time) }
        } else {
            lowerNextExpiry(to: time + seconds)
        }
    }

    /// Makes `time` the next expiry if it comes sooner, without losing a sooner one set meanwhile.
    private func lowerNextExpiry(to time: Double) {
        var current = nextExpiry.load(ordering: .relaxed)
        while time < Double(bitPattern: current) {
            let (exchanged, found) = nextExpiry.compareExchange(
                expected: current, desired: time.bitPattern, ordering: .relaxed)
            if exchanged { return }
            current = found
        }
    }

    /// The registry says `param` is in use.
    package func becameActive(_ param: ParamKey) {
        guard seconds.isFinite else { return }
        state.withLock { $0.unusedSince[param] = ReleaserState.inUse }
    }

    /// The registry says `param` is no longer in use: its grace starts now, when it holds data.
    package func becameInactive(_ param: ParamKey, holdingData: Bool = true) {
        guard seconds.isFinite else { return }
        let now = clock.now()
        state.withLock { $0.unusedSince[param] = holdingData ? now : nil }
        lowerNextExpiry(to: now + seconds)
        if now >= Double(bitPattern: nextExpiry.load(ordering: .relaxed)) { release(at: now) }
    }

    /// Forgets the grace of `param`, whose data is gone (removed, or never written): nothing is kept for
    /// a param that has nothing to release, however long no write comes to sweep.
    package func forget(_ param: ParamKey) {
        guard seconds.isFinite else { return }
        state.withLock { state in
            if let since = state.unusedSince[param], since != ReleaserState.inUse {
                state.unusedSince[param] = nil
            }
        }
    }

    /// How many params' use the releaser keeps track of.
    package var trackedCount: Int {
        state.withLock { $0.unusedSince.count }
    }

    /// Forgets every grace, as the cacher was emptied.
    package func reset() {
        state.withLock { state in
            state.unusedSince = state.unusedSince.filter { $0.value == ReleaserState.inUse }
        }
        nextExpiry.store(Double.infinity.bitPattern, ordering: .relaxed)
    }

    /// Releases the data unused for longer than the grace period at `now`, and notes when the next can
    /// expire.
    private func release(at now: Double) {
        var earliest = Double.infinity
        var kept = 0
        let seconds = seconds
        sweep { param, stamp in
            let key = ParamKey(param)
            let since = state.withLock { $0.unusedSince[key] }
            kept += 1
            guard since != ReleaserState.inUse, let unusedSince = since ?? stamp else { return false }
            if unusedSince + seconds < now {
                kept -= 1
                return true
            }
            earliest = min(earliest, unusedSince + seconds)
            return false
        }
        state.withLock { state in
            state.unusedSince = state.unusedSince.filter { $0.value + seconds >= now }
        }
        writesBeforeSweep.store(kept / 4, ordering: .relaxed)
        // Nothing expires again before the clock moves on from `now`.
        nextExpiry.store(max(earliest, now.nextUp).bitPattern, ordering: .relaxed)
    }
}

/// Which params of a cacher are in use, and since when the others that were are not. Keyed by the
/// type-erased param the registry hands over and outside any generic type, so that no generic code runs
/// when a param's use changes.
private struct ReleaserState {
    /// What ``unusedSince`` holds for a param in use.
    static let inUse = Double.infinity
    /// For each param that was used: since when it is unused, or ``inUse``.
    var unusedSince: [ParamKey: Double] = [:]
}
