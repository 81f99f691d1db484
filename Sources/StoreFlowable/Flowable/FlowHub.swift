/// The shared state of one (cacher, param) and the lock around it.
///
/// Every flowable built on the same ``CacherStorage`` and param talks to one hub, which is what makes
/// fetches single-flight and changes visible to every subscriber. Continuations are always resumed
/// after the lock is released.
@usableFromInline
final class FlowHub<Data: Sendable>: Sendable {
    // Guarded by its own lock: the whole shared state of this param.
    @usableFromInline let state = Locked(FlowState<Data>())
    /// Serialises writes to the cacher for this param with the read-back that follows each.
    @usableFromInline let writeLock = AsyncLock()

    var subscriberCount: Int { state.withLock { $0.lastSeen.count } }

    @inlinable
    func withState<Result>(_ body: (inout FlowState<Data>) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    /// Runs `body` under the lock and then resumes the waiters it returned.
    @inlinable
    func mutate(_ body: (inout FlowState<Data>) -> FlowState<Data>.Delivery?) {
        state.withLock { body(&$0) }?.perform()
    }

    // MARK: Subscribers

    func register() -> UInt64 {
        state.withLock { $0.register() }
    }

    func unregister(_ id: UInt64) {
        state.withLock { $0.unregister(id) }?.resume()
    }

    /// Waits for a state subscriber `id` has not seen. Returns `nil` once it is unregistered or cancelled.
    func awaitState(for id: UInt64) async -> LoadingState<Data>? {
        while true {
            switch state.withLock({ $0.poll(id) }) {
            case .state(let state): return state
            case .finished: return nil
            case .wait: break
            }
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (continuation: FlowState<Data>.Waiter) in
                    let parked = state.withLock { state -> Bool in
                        guard !state.hasNews(for: id) else { return false }
                        state.waiting[id] = continuation
                        return true
                    }
                    if !parked { continuation.resume() }
                }
            } onCancel: {
                unregister(id)
            }
        }
    }
}
