/// The callers waiting for one value that comes once, each of whom stops waiting at once when its task
/// is cancelled: the one mechanism behind a fetch's result, a page request's end and a page fetched in a
/// task of its own. Kept in a lock of its own, which ``wait(in:cancelledWith:onCancel:)`` takes.
struct Waiters<Value: Sendable>: Sendable {
    typealias Waiter = UnsafeContinuation<Value, Never>

    /// The value, once it came.
    private(set) var value: Value?
    private var waiting: [UInt64: Waiter] = [:]
    /// Callers cancelled before they began waiting.
    private var cancelled: Set<UInt64> = []
    private var lastID: UInt64 = 0

    /// Callers handed the value to wait for, that have not begun waiting yet.
    private var expected = 0

    /// How many callers wait.
    var count: Int { waiting.count }

    /// Whether a caller waits, or was handed the value to wait for and will.
    var isAwaited: Bool { !waiting.isEmpty || expected > 0 }

    /// A caller is about to wait: it counts as waiting from now.
    mutating func expect() {
        expected += 1
    }

    /// Keeps `value` for every caller, unless one came already; returns the callers to resume with it.
    mutating func finish(_ value: Value) -> [Waiter] {
        guard self.value == nil else { return [] }
        self.value = value
        cancelled = []
        defer { waiting = [:] }
        return Array(waiting.values)
    }

    /// Waits for the value `waiters` keeps. A caller whose task is cancelled gets `cancelledValue` at
    /// once, and `onCancel` runs.
    static func wait(
        in waiters: Locked<Waiters>,
        cancelledWith cancelledValue: Value,
        onCancel: @Sendable () -> Void = {}
    ) async -> Value {
        let id = waiters.withLock { waiters -> UInt64 in
            waiters.lastID &+= 1
            return waiters.lastID
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { (waiter: Waiter) in
                let known = waiters.withLock { waiters -> Value? in
                    waiters.expected = max(0, waiters.expected - 1)
                    let wasCancelled = waiters.cancelled.remove(id) != nil
                    if let value = waiters.value { return value }
                    if wasCancelled { return cancelledValue }
                    waiters.waiting[id] = waiter
                    return nil
                }
                if let known { waiter.resume(returning: known) }
            }
        } onCancel: {
            onCancel()
            let waiter = waiters.withLock { waiters -> Waiter? in
                if let waiter = waiters.waiting.removeValue(forKey: id) { return waiter }
                if waiters.value == nil { waiters.cancelled.insert(id) }
                return nil
            }
            waiter?.resume(returning: cancelledValue)
        }
    }
}
