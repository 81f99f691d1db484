/// Who may use the cacher for one param: the turn of a ``FlowMachine``, and the clears that take it.
struct TurnState: Sendable {
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// A turn granted to a caller.
    struct Hold: Sendable {
        /// Callers waiting for the turn, in order.
        var queue: [Waiter] = []
        /// The generation when it was granted: in-turn events of an older one are ignored.
        let generation: UInt64
        /// Changes announced before it was granted: a read-back in it covers them.
        let changesBefore: UInt64
        /// The version when it was granted: subscribers are woken when it ends if it changed.
        let versionAtGrant: UInt64
    }

    private enum State: Sendable {
        case free
        case held(Hold)
        /// The cache is being cleared and the clearer holds the turn: it was free when the clear began,
        /// or its holder gave it back since. Callers queue until the clear ends.
        case heldForClear(queue: [Waiter])
        /// The cache is being cleared while a caller that took the turn before still holds it; the
        /// clearer waits for it.
        case awaitedByClear(Hold)
    }

    /// How giving the turn back ended.
    enum Release {
        /// Nobody waits: the turn is free. `versionAtGrant` is the version when it was granted.
        case freed(versionAtGrant: UInt64)
        /// Handed to the next caller in line.
        case handedOn(to: Waiter, versionAtGrant: UInt64)
        /// A clear waits for it: the clearer holds it now.
        case keptForClear
    }

    private var state = State.free

    /// The turn of a param nobody used, free; or `heldByWriter`, held by a caller that began writing
    /// while the param had no machine.
    init(heldByWriter: Bool = false) {
        if heldByWriter { state = .held(Hold(generation: 0, changesBefore: 0, versionAtGrant: 0)) }
    }
    /// Bumped when the cache is cleared: work begun before is discarded when it comes back.
    private(set) var generation: UInt64 = 0

    var isFree: Bool {
        if case .free = state { true } else { false }
    }

    /// Whether a clear waits for a caller that took the turn before it began.
    var isAwaitedByClear: Bool {
        if case .awaitedByClear = state { true } else { false }
    }

    /// Whether a clear under way holds the turn or waits for it.
    var isTakenByClear: Bool {
        switch state {
        case .heldForClear, .awaitedByClear: true
        case .free, .held: false
        }
    }

    /// The turn a caller holds, if any.
    var hold: Hold? {
        switch state {
        case .held(let hold), .awaitedByClear(let hold): hold
        case .free, .heldForClear: nil
        }
    }

    /// Whether the holder took the turn before the last clear: what it sends is ignored.
    var holderIsStale: Bool {
        guard let hold else { return false }
        return hold.generation != generation
    }

    var name: String {
        switch state {
        case .free: "free"
        case .held: "held"
        case .heldForClear: "held for a clear"
        case .awaitedByClear: "awaited by a clear"
        }
    }

    /// Takes the free turn; `false` when it is not free.
    mutating func take(changesBefore: UInt64, version: UInt64) -> Bool {
        guard isFree else { return false }
        state = .held(Hold(generation: generation, changesBefore: changesBefore, versionAtGrant: version))
        return true
    }

    /// Queues `waiter`, or takes the turn for it when it is free and returns `true`.
    mutating func request(_ waiter: Waiter, changesBefore: UInt64, version: UInt64) -> Bool {
        switch state {
        case .free:
            return take(changesBefore: changesBefore, version: version)
        case .held(var hold):
            hold.queue.append(waiter)
            state = .held(hold)
        case .heldForClear(var queue):
            queue.append(waiter)
            state = .heldForClear(queue: queue)
        case .awaitedByClear(var hold):
            hold.queue.append(waiter)
            state = .awaitedByClear(hold)
        }
        return false
    }

    /// Gives the caller's turn back: to the next in line, to a clear waiting for it, or free. `nil` when
    /// no caller holds it.
    mutating func release(changesBefore: UInt64, version: UInt64) -> Release? {
        switch state {
        case .held(var hold):
            guard !hold.queue.isEmpty else {
                state = .free
                return .freed(versionAtGrant: hold.versionAtGrant)
            }
            let next = hold.queue.removeFirst()
            state = .held(
                Hold(
                    queue: hold.queue, generation: generation, changesBefore: changesBefore,
                    versionAtGrant: version))
            return .handedOn(to: next, versionAtGrant: hold.versionAtGrant)
        case .awaitedByClear(let hold):
            state = .heldForClear(queue: hold.queue)
            return .keptForClear
        case .free, .heldForClear:
            return nil
        }
    }

    /// A clear begins: the clearer takes the free turn, or waits for its holder (`true`). Work begun
    /// before is stale from now on. `nil` when a clear is already under way.
    mutating func beginClear() -> Bool? {
        generation &+= 1
        switch state {
        case .free:
            state = .heldForClear(queue: [])
            return false
        case .held(let hold):
            state = .awaitedByClear(hold)
            return true
        case .heldForClear, .awaitedByClear:
            return nil
        }
    }

    /// The clear ends: the clearer's turn goes to the next in line, or is free. A holder the clear did not
    /// wait for (emptying the cacher failed) keeps its turn, stale. `nil` when no clear is under way.
    mutating func endClear(changesBefore: UInt64, version: UInt64) -> Waiter?? {
        switch state {
        case .heldForClear(var queue):
            guard !queue.isEmpty else {
                state = .free
                return .some(nil)
            }
            let next = queue.removeFirst()
            state = .held(
                Hold(
                    queue: queue, generation: generation, changesBefore: changesBefore,
                    versionAtGrant: version))
            return .some(next)
        case .awaitedByClear(let hold):
            state = .held(hold)
            return .some(nil)
        case .free, .held:
            return nil
        }
    }
}
