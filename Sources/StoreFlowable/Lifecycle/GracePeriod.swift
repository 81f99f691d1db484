/// Which params of a cacher are in use, and which have been out of use for longer than a grace period,
/// so that their data can be released from memory. A plain value, kept under its cacher's lock.
package struct GracePeriod<Param: Hashable & Sendable>: Sendable {
    /// How long data stays after its param stopped being in use, in seconds.
    package let seconds: Double
    private var active: Set<Param> = []
    private var inactiveSince: [Param: Double] = [:]
    /// Params in the order they stopped being in use; entries overtaken by a later change are skipped.
    private var queue: [(param: Param, since: Double)] = []
    private var head = 0

    package init(seconds: Double) {
        self.seconds = seconds
    }

    package mutating func becameActive(_ param: Param) {
        active.insert(param)
        inactiveSince[param] = nil
    }

    package mutating func becameInactive(_ param: Param, at now: Double) {
        active.remove(param)
        markUnused(param, at: now)
    }

    /// Data of `param` was written at `now`: unless the param is in use, its grace starts now.
    package mutating func written(_ param: Param, at now: Double) {
        guard seconds.isFinite, !active.contains(param) else { return }
        markUnused(param, at: now)
    }

    /// The param was dropped from the cacher: nothing to release any more.
    package mutating func forget(_ param: Param) {
        inactiveSince[param] = nil
    }

    /// The params unused for longer than the grace period at `now`, forgotten from here on.
    package mutating func expired(at now: Double) -> [Param] {
        var expired: [Param] = []
        while head < queue.count, queue[head].since + seconds < now {
            let (param, since) = queue[head]
            head += 1
            if inactiveSince[param] == since {
                inactiveSince[param] = nil
                expired.append(param)
            }
        }
        if head > 32, head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return expired
    }

    private mutating func markUnused(_ param: Param, at now: Double) {
        guard seconds.isFinite else { return }
        inactiveSince[param] = now
        queue.append((param, now))
    }
}
