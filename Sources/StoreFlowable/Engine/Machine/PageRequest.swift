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

    // Guarded by its own lock: how the request ended, and the callers waiting for that.
    private let state = Locked(Waiters<Ending>())

    /// Whether `self` and `other` are the same request.
    static func === (lhs: PageRequest, rhs: PageRequest) -> Bool {
        lhs.state.storage === rhs.state.storage
    }

    /// The number of callers waiting for this request.
    var joinerCount: Int { state.withLock { $0.count } }

    /// Waits until the request ends; a joiner whose task is cancelled stops waiting at once, as if it had
    /// finished.
    func ending() async -> Ending {
        await Waiters.wait(in: state, cancelledWith: .finished)
    }

    /// Ends the request; joiners are sent on with `ending`.
    func end(_ ending: Ending) {
        let waiters = state.withLock { $0.finish(ending) }
        for waiter in waiters { waiter.resume(returning: ending) }
    }
}
