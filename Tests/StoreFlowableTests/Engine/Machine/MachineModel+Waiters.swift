@testable import StoreFlowable

/// The waiters of a ``MachineModel``: real continuations of parked tasks, handed to the machine for
/// subscribers that park and callers that queue for the turn, and resumed once each when the sequence
/// ends. What the machine resumes is only noted meanwhile, so that a task cannot end and its
/// continuation's address be reused by a later waiter while the sequence runs.
extension MachineModel {
    /// Keeps a few waiters at hand: a move takes at most one.
    mutating func refillWaiters() async {
        guard spare.count < 2 else { return }
        let made = await Self.parkedWaiters(16)
        spare += made
        created += made
    }

    /// `count` waiters, each a task parked on a continuation.
    private static func parkedWaiters(_ count: Int) async -> [Waiter] {
        let parked = Locked<[Waiter]>([])
        await withCheckedContinuation { (allParked: CheckedContinuation<Void, Never>) in
            for _ in 0..<count {
                Task {
                    await withUnsafeContinuation { (waiter: Waiter) in
                        let full = parked.withLock { parked -> Bool in
                            parked.append(waiter)
                            return parked.count == count
                        }
                        if full { allParked.resume() }
                    }
                }
            }
        }
        return parked.withLock { $0 }
    }

    static func key(_ waiter: Waiter) -> Int {
        unsafeBitCast(waiter, to: Int.self)
    }

    mutating func takeWaiter() -> Waiter {
        guard let waiter = spare.popLast() else {
            // The sequence refills the spare waiters before every move, and a move takes at most one.
            preconditionFailure("RandomizedMachineTests: no spare waiter")
        }
        return waiter
    }

    /// Marks `waiter` resumed; a second resume is a failure (and is not performed).
    private mutating func markResumed(_ waiter: Waiter, by what: String) -> Bool {
        guard resumed.insert(Self.key(waiter)).inserted else {
            fail("\(what) resumed a waiter a second time")
            return false
        }
        return true
    }

    /// A parked subscriber is woken: it polls next.
    mutating func wake(_ waiter: Waiter) {
        guard markResumed(waiter, by: "a wake") else { return }
        guard let id = parkedWaiters.removeValue(forKey: Self.key(waiter)) else {
            fail("woke a waiter no subscriber parked")
            return
        }
        if subscribers[id] != nil {
            subscribers[id]?.phase = .ready
        } else {
            leaving[id]?.phase = .ready
        }
    }

    /// The registry resumes a waiter itself: the machine it was for is gone.
    mutating func resumeDirectly(_ waiter: Waiter) {
        guard markResumed(waiter, by: "the registry") else { return }
        if let id = parkedWaiters.removeValue(forKey: Self.key(waiter)) { leaving[id]?.phase = .ready }
    }

    /// The turn goes to the first caller in line, which must have been waiting for it.
    mutating func grant(_ waiter: Waiter) {
        guard markResumed(waiter, by: "grantTurn") else { return }
        guard let first = queue.first, Self.key(first.waiter) == Self.key(waiter) else {
            fail("granted the turn to a waiter that is not first in line")
            return
        }
        if let holder { fail("granted the turn to caller \(first.caller) while \(holder) holds it") }
        queue.removeFirst()
        holder = first.caller
        holderIsStale = false
        callers[first.caller]?.stage = .holding
        callers[first.caller]?.subscribedAtGrant = machine?.hasSubscribers ?? false
    }
}
