/// Invalidation, clearing and refetch triggers for the params of one cacher.
extension Cacher {
    /// Marks the content of `param` stale without dropping it: if it has subscribers it refetches at once
    /// (one fetch, joined as usual, the content shown meanwhile as `.loading(content:)`); otherwise it
    /// refetches on its next subscription or `requireData()`.
    public func invalidate(param: Param) {
        let key = ParamKey(param)
        registry.invalidate(at: clock.now(), matching: { $0 == key })
    }

    /// Marks stale the content of every param `isStale` accepts, as ``invalidate(param:)`` does.
    public func invalidate(where isStale: @escaping @Sendable (Param) -> Bool) {
        registry.invalidate(
            at: clock.now(),
            matching: { key in (key.value as? Param).map(isStale) ?? false })
    }

    /// Marks the content of every param stale, as ``invalidate(param:)`` does.
    public func invalidateAll() {
        registry.invalidateAll(at: clock.now())
    }

    /// Drops every cached value of this cacher (a logout): fetches and pages in flight are abandoned and
    /// their results discarded, the cacher is emptied with ``removeAllData()``, and every subscriber is
    /// shown `.loading(content: nil)` and gets a fresh fetch (a cache-only subscriber is shown that nothing
    /// is cached). When this returns, no subscriber sees content of the old session again.
    ///
    /// - Throws: What ``removeAllData()`` threw; subscribers are moved on all the same.
    public func clearAll() async throws {
        try await registry.clear()
    }

    /// Refetches, on each value of `signals`, the params that have subscribers and whose content expired
    /// or was marked stale, or whose last fetch failed (after a clear too) — not the fresh ones, not the
    /// inactive ones. Stops when `signals` ends or the returned trigger is cancelled.
    ///
    /// ```swift
    /// let trigger = cacher.refetch(on: appBecameActive)
    /// ```
    @discardableResult
    public func refetch<Signals: AsyncSequence & Sendable>(on signals: Signals) -> RefetchTrigger
    where Signals.Element: Sendable {
        let registry = registry
        return RefetchTrigger(
            Task {
                do {
                    for try await _ in signals { registry.refetchStale() }
                } catch {}
            })
    }

    var registry: FlowRegistry {
        RegistryDirectory.registry(for: self)
    }
}
