/// Runs work in a task of its own and waits for it, so that a caller whose task is cancelled stops
/// waiting at once with `CancellationError` — even when the work ignores cancellation, as a fetcher may.
/// The work's task is then cancelled and whatever it returns later is dropped.
enum CancellableWait {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async throws
        -> Value
    {
        // Guarded by its own lock: the first result, of the work or of the cancellation.
        let result = Locked(Waiters<Result<Value, any Error>>())
        let body: @Sendable () async -> Void = {
            let outcome: Result<Value, any Error>
            do {
                outcome = .success(try await work())
            } catch {
                outcome = .failure(error)
            }
            for waiter in result.withLock({ $0.finish(outcome) }) { waiter.resume(returning: outcome) }
        }
        // The work starts on this thread and runs until it first suspends: work that finishes without
        // suspending (a fetcher answering from memory or disk) costs no hop to another thread and back.
        // `user_cacher_page_over_floor` (group `user`): 1.73–1.75 this way, 4.0 through `Task {}`.
        let task: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            task = Task.immediate(operation: body)
        } else {
            task = Task(operation: body)
        }
        return try await Waiters.wait(
            in: result, cancelledWith: .failure(CancellationError()), onCancel: { task.cancel() }
        ).get()
    }
}
