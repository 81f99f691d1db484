/// One page request in flight: run in the task of the caller that started it, awaited by every caller
/// that joined it. Copies are the same request: its identity is its lock's.
struct PageRequest: Sendable {
    /// How a request ended, as its joiners see it.
    enum Ending: Sendable {
        /// The page was stored, failed, or dropped by a refresh: joiners return.
        case finished
        /// The caller running it was cancelled: a joiner decides again, and may run the page itself.
        case abandoned
    }

    private struct State {
        var ending: Ending?
        var waiters: [UInt64: UnsafeContinuation<Ending, Never>] = [:]
        /// Joiners cancelled before they began waiting.
        var cancelled: Set<UInt64> = []
        var nextWaiter: UInt64 = 0
    }

    // Guarded by its own lock: how the request ended, and the callers waiting for that.
    private let state = Locked(State())

    /// Whether `self` and `other` are the same request.
    static func === (lhs: PageRequest, rhs: PageRequest) -> Bool {
        lhs.state.storage === rhs.state.storage
    }

    /// The number of callers waiting for this request.
    var joinerCount: Int { state.withLock { $0.waiters.count } }

    /// Waits until the request ends; a joiner whose task is cancelled stops waiting at once, as if it had
    /// finished.
    func ending() async -> Ending {
        let id = state.withLock { state -> UInt64 in
            state.nextWaiter &+= 1
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let known = state.withLock { state -> Ending? in
                    let cancelled = state.cancelled.remove(id) != nil
                    if let ending = state.ending { return ending }
                    if cancelled { return .finished }
                    state.waiters[id] = continuation
                    return nil
                }
                if let known { continuation.resume(returning: known) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> UnsafeContinuation<Ending, Never>? in
                if let waiter = state.waiters.removeValue(forKey: id) { return waiter }
                if state.ending == nil { state.cancelled.insert(id) }
                return nil
            }
            waiter?.resume(returning: .finished)
        }
    }

    /// Ends the request; joiners are sent on with `ending`.
    func end(_ ending: Ending) {
        let waiters = state.withLock { state -> [UInt64: UnsafeContinuation<Ending, Never>] in
            guard state.ending == nil else { return [:] }
            state.ending = ending
            state.cancelled = []
            defer { state.waiters = [:] }
            return state.waiters
        }
        for waiter in waiters.values { waiter.resume(returning: ending) }
    }
}
