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
    /// What a listener is told about a param.
    enum Announcement: Sendable {
        /// The data changed.
        case changed
        /// The data is stale although it did not change.
        case stale
        /// The cacher is about to change the data in place; the listener says whether it let go of it.
        case willChangeInPlace
        /// The cacher changed the data in place (`changed`) or found nothing to change.
        case changedInPlace(changed: Bool)
    }

    typealias Listener = @Sendable (Param, Announcement) -> Bool

    private struct State {
        var listeners: [UInt64: Listener] = [:]
        var nextToken: UInt64 = 0
    }

    // Guarded by its own lock: who listens.
    private let state = Locked(State())

    /// Creates a channel nobody listens to yet.
    public init() {}

    /// Tells every listener that the data for `param` changed.
    public func announce(_ param: Param) {
        let listeners = state.withLock { Array($0.listeners.values) }
        for listener in listeners { _ = listener(param, .changed) }
    }

    /// Tells every listener that the data for each of `params` changed.
    public func announce(_ params: some Sequence<Param>) {
        let listeners = state.withLock { Array($0.listeners.values) }
        guard !listeners.isEmpty else { return }
        for param in params {
            for listener in listeners { _ = listener(param, .changed) }
        }
    }

    /// Announces that the content of `params` is stale although it did not change (an entity it shows
    /// was marked stale): subscribers refetch at once, and an inactive param on its next subscription.
    public func announceStale(_ params: some Sequence<Param>) {
        let listeners = state.withLock { Array($0.listeners.values) }
        guard !listeners.isEmpty else { return }
        for param in params {
            for listener in listeners { _ = listener(param, .stale) }
        }
    }

    /// Asks every listener to let go of the data for `param`, which the cacher is about to change in
    /// place so that it need not copy it; whether one did. When one did, the cacher calls
    /// ``changedInPlace(_:changed:)`` instead of announcing the change.
    package func willChangeInPlace(_ param: Param) -> Bool {
        let listeners = state.withLock { Array($0.listeners.values) }
        var began = false
        for listener in listeners where listener(param, .willChangeInPlace) { began = true }
        return began
    }

    /// Tells every listener that the data for `param` was changed in place (`changed`), or that nothing
    /// needed changing, after ``willChangeInPlace(_:)``.
    package func changedInPlace(_ param: Param, changed: Bool) {
        let listeners = state.withLock { Array($0.listeners.values) }
        for listener in listeners { _ = listener(param, .changedInPlace(changed: changed)) }
    }

    func listen(_ listener: @escaping Listener) -> UInt64 {
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
