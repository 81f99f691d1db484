/// A running refetch trigger (``Cacher/refetch(on:)``, ``CacheLifecycle/refetch(on:)``): stops when
/// cancelled, or when its signals end.
public final class RefetchTrigger: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    /// Stops reacting to signals.
    public func cancel() {
        task.cancel()
    }

    /// Waits until the trigger has stopped: its signals ended or it was cancelled.
    public func finished() async {
        await task.value
    }
}
