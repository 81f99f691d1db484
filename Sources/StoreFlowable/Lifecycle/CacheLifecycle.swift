/// What concerns every cacher and store of the app at once: marking everything stale, a logout, and
/// refetch triggers such as "the app became active" or "the network came back".
///
/// ```swift
/// // Sign out: nothing of the old session shows again once this returns.
/// try await CacheLifecycle.clearAll()
///
/// // Refetch what is on screen and stale whenever the app comes back.
/// let trigger = CacheLifecycle.refetch(on: appBecameActive)
/// ```
///
/// To act on one cacher only, use its own ``Cacher/invalidate(param:)``, ``Cacher/clearAll()`` and
/// ``Cacher/refetch(on:)``.
public enum CacheLifecycle {
    /// Marks the content of every param of every cacher stale: subscribers refetch at once, keeping their
    /// content visible; other params refetch on their next subscription.
    public static func invalidateAll() {
        for registry in RegistryDirectory.allRegistries {
            registry.invalidateAll(at: registry.storage.now())
        }
    }

    /// Drops every cached value of every cacher and every entity store (and database) in the app — a
    /// logout. Fetches and pages in flight are abandoned and their results discarded, pending optimistic
    /// changes settle into nothing, and every subscriber is shown `.loading(content: nil)` and gets a fresh
    /// fetch (a cache-only subscriber is shown that nothing is cached). When this returns, no subscriber sees content of the old session again.
    ///
    /// - Throws: The first error a cacher or store threw while emptying itself; the others are emptied
    ///   and every subscriber is moved on all the same.
    public static func clearAll() async throws {
        try await clear(RegistryDirectory.allRegistries, stores: StoreDirectory.all)
    }

    /// Clears `registries` and `stores` together, as ``clearAll()`` does for all of them.
    static func clear(_ registries: [FlowRegistry], stores: [any StoreDirectory.ClearableStore]) async throws
    {
        // Begun in one order whoever clears, so that clears of overlapping sets never wait for each other.
        let registries = registries.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        var tickets: [FlowRegistry.ClearTicket] = []
        for registry in registries { tickets.append(await registry.beginClear()) }
        var firstError: (any Error)?
        for store in stores {
            do { try await store.removeAllData() } catch { firstError = firstError ?? error }
        }
        for (registry, ticket) in zip(registries, tickets) {
            do {
                try await registry.storage.removeAll()
                try await registry.waitForTurnsHeld(by: ticket)
            } catch {
                firstError = firstError ?? error
            }
        }
        for (registry, ticket) in zip(registries, tickets) { registry.endClear(ticket) }
        if let firstError { throw firstError }
    }

    /// Refetches, on each value of `signals`, the params of every cacher that have subscribers and whose
    /// content expired or was marked stale, or whose last fetch failed. Stops when `signals` ends or the
    /// trigger is cancelled.
    @discardableResult
    public static func refetch<Signals: AsyncSequence & Sendable>(on signals: Signals) -> RefetchTrigger
    where Signals.Element: Sendable {
        RefetchTrigger(
            Task {
                do {
                    for try await _ in signals {
                        for registry in RegistryDirectory.allRegistries { registry.refetchStale() }
                    }
                } catch {}
            })
    }
}
