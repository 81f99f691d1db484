/// Announcements from a cacher whose data changes on its own: which params changed.
///
/// A cacher backed by a storage that other code writes — an ``EntityStore``, a database shared with
/// another process — keeps one and returns it from ``Cacher/changes``. Every flowable subscribed to an
/// announced param reads the cacher again and shows the new content, in order with its own writes.
///
/// ```swift
/// final class SharedCacher: Cacher {
///     let changes: CacherChanges<String>? = CacherChanges()
///     func externalWrite(for param: String) { changes?.announce(param) }
/// }
/// ```
public final class CacherChanges<Param: Hashable & Sendable>: Sendable {
    private struct State {
        var listeners: [UInt64: @Sendable (Param, _ stale: Bool) -> Void] = [:]
        var nextToken: UInt64 = 0
    }

    // Guarded by its own lock: who listens.
    private let state = Locked(State())

    /// Creates a channel nobody listens to yet.
    public init() {}

    /// Tells every listener that the data for `param` changed.
    public func announce(_ param: Param) {
        let listeners = state.withLock { Array($0.listeners.values) }
        for listener in listeners { listener(param, false) }
    }

    /// Tells every listener that the data for each of `params` changed.
    public func announce(_ params: some Sequence<Param>) {
        let listeners = state.withLock { Array($0.listeners.values) }
        guard !listeners.isEmpty else { return }
        for param in params {
            for listener in listeners { listener(param, false) }
        }
    }

    /// Announces that the content of `params` is stale although it did not change (an entity it shows
    /// was marked stale): subscribers refetch at once, and an inactive param on its next subscription.
    public func announceStale(_ params: some Sequence<Param>) {
        let listeners = state.withLock { Array($0.listeners.values) }
        guard !listeners.isEmpty else { return }
        for param in params {
            for listener in listeners { listener(param, true) }
        }
    }

    func listen(_ listener: @escaping @Sendable (Param, _ stale: Bool) -> Void) -> UInt64 {
        state.withLock { state in
            state.nextToken += 1
            state.listeners[state.nextToken] = listener
            return state.nextToken
        }
    }

    func stopListening(_ token: UInt64) {
        _ = state.withLock { $0.listeners.removeValue(forKey: token) }
    }
}
