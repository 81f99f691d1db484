/// Whether content saved at a time is still fresh: the one rule every path of the engine applies.
enum FreshnessRule {
    /// Whether content saved at `cachedAt` (seconds since 1970) is fresh at `now` with `expireSeconds`.
    /// Content without a timestamp never expires by time, as in StoreFlowable.swift 4: only `needRefresh`
    /// refetches it. The library's own cachers mark evicted content `-.infinity`, which is stale for any
    /// expiry.
    @inline(__always)
    static func isFresh(cachedAt: Double?, now: Double, expireSeconds: Double) -> Bool {
        guard let cachedAt else { return true }
        return now <= cachedAt + expireSeconds
    }
}
