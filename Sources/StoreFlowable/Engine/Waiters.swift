/// The callers waiting for one value that comes once, each of whom stops waiting at once when its task
/// is cancelled: the one mechanism behind a fetch's result, a page request's end and a page fetched in a
/// task of its own. Kept inside a lock-guarded state; ``wait(in:at:cancelledWith:beforeWaiting:onCancel:)``
/// takes that lock.
struct Waiters<Value: Sendable>: Sendable {
    typealias Waiter = UnsafeContinuation<Value, Never>

    /// The value, once it came.
    private(set) var value: Value?
    private var waiting: [UInt64: Waiter] = [:]
    /// Callers cancelled before they began waiting.
    private var cancelled: Set<UInt64> = []
    private var lastID: UInt64 = 0

    /// How many callers wait.
    var count: Int { waiting.count }

    /// Keeps `value` for every caller, unless one came already; returns the callers to resume with it.
    mutating func finish(_ value: Value) -> [Waiter] {
        guard self.value == nil else { return [] }
        self.value = value
        cancelled = []
        defer { waiting = [:] }
        return Array(waiting.values)
    }

    /// Waits for the value kept at `path` in `lock`'s state. A caller whose task is cancelled gets
    /// `cancelledValue` at once, and `onCancel` runs; `beforeWaiting` runs under the lock as the caller
    /// begins waiting.
    static func wait<State: Sendable>(
        in lock: Locked<State>,
        at path: WritableKeyPath<State, Waiters> & Sendable,
        cancelledWith cancelledValue: Value,
        beforeWaiting: @escaping @Sendable (inout State) -> Void = { _ in },
        onCancel: @Sendable () -> Void = {}
    ) async -> Value {
        let id = lock.withLock { state -> UInt64 in
            state[keyPath: path].lastID &+= 1
            return state[keyPath: path].lastID
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { (waiter: Waiter) in
                let known = lock.withLock { state -> Value? in
                    beforeWaiting(&state)
                    let wasCancelled = state[keyPath: path].cancelled.remove(id) != nil
                    if let value = state[keyPath: path].value { return value }
                    if wasCancelled { return cancelledValue }
                    state[keyPath: path].waiting[id] = waiter
                    return nil
                }
                if let known { waiter.resume(returning: known) }
            }
        } onCancel: {
            onCancel()
            let waiter = lock.withLock { state -> Waiter? in
                if let waiter = state[keyPath: path].waiting.removeValue(forKey: id) { return waiter }
                if state[keyPath: path].value == nil { state[keyPath: path].cancelled.insert(id) }
                return nil
            }
            waiter?.resume(returning: cancelledValue)
        }
    }
}
