/// Where a one-shot read (``StoreFlowable/getData(from:)``, ``StoreFlowable/requireData(from:)``) takes
/// its value from.
public enum GettingFrom: Sendable, Hashable, CaseIterable {
    /// The cache when it is valid; otherwise a fetch from the origin (joining one in flight).
    case both
    /// Always the origin (joining a fetch in flight); the result is cached.
    case origin
    /// Only the cache, valid or not; no fetch is made.
    case cache
}
