/// The result of one fetch of the whole content, awaited by every caller that joined it.
///
/// Created by the state machine when it starts a fetch; resolved once, by the task that runs it.
final class FetchOutcome: Sendable {
    typealias Content = any Sendable

    private struct State {
        var task: Task<Void, Never>?
        var abandoned = false
    }

    // Guarded by its own lock: the task running the fetch, and whether it was given up.
    private let state = Locked(State())
    // Guarded by its own lock: the result once known, and the callers waiting for it.
    private let result = Locked(Waiters<Result<Content, any Error>>())

    init() {}

    /// An outcome that has already failed with `error`.
    convenience init(failedWith error: any Error) {
        self.init()
        resolve(.failure(error))
    }

    /// The number of callers waiting for the result.
    var waiterCount: Int { result.withLock { $0.count } }

    /// Whether a caller waits for the result, or was handed the fetch to wait for and will.
    var isAwaited: Bool { result.withLock { $0.isAwaited } }

    /// A caller was handed this fetch and is about to wait for it: it counts as waiting from now, so
    /// that a fetch failing before it begins waiting is still retried for it.
    func expectWaiter() {
        result.withLock { $0.expect() }
    }

    /// Waits for the fetch to end and returns what it fetched, or throws its error. A caller whose task
    /// is cancelled stops waiting at once with `CancellationError`, even when the fetcher ignores
    /// cancellation; the fetch goes on for the others.
    func value() async throws -> Content {
        try await Waiters.wait(in: result, cancelledWith: .failure(CancellationError())).get()
    }

    /// Waits for the fetch to end, whatever its result.
    func wait() async {
        _ = try? await value()
    }

    /// Hands `result` to every caller waiting and to those who ask later; the first result stays.
    func resolve(_ outcome: Result<Content, any Error>) {
        let waiters = result.withLock { $0.finish(outcome) }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

    /// Keeps the task running the fetch, so that abandoning the fetch cancels it.
    func attach(_ task: Task<Void, Never>) {
        let abandoned = state.withLock { state -> Bool in
            state.task = task
            return state.abandoned
        }
        if abandoned { task.cancel() }
    }

    /// Whether the fetch was given up: its result must not be saved.
    var isAbandoned: Bool { state.withLock { $0.abandoned } }

    /// Gives the fetch up because the cache was cleared: cancels its task and fails its waiters with
    /// ``StoreFlowableError/cleared``.
    func abandon() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.abandoned = true
            return state.task
        }
        task?.cancel()
        resolve(.failure(StoreFlowableError.cleared))
    }
}
