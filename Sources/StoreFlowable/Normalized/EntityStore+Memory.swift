/// Emptying the store, and what it keeps in memory.
extension EntityStore {
    /// Removes every entity and forgets every pending optimistic change (a logout): observers see their
    /// entities removed, and an optimistic change settling later writes nothing.
    public func removeAllData() {
        let wakeUps = state.withLock { state -> [(Observer, [EntityKey])] in
            let removed = state.tables.removeAll()
            state.queries.removeAll()
            state.wholeTypes = []
            state.clearCount += 1
            state.firstLiveToken = state.nextToken
            var keysByObserver: [UInt64: [EntityKey]] = [:]
            for key in removed {
                for token in state.watchers[key] ?? [] { keysByObserver[token, default: []].append(key) }
            }
            state.wakeCount += keysByObserver.count
            return keysByObserver.compactMap { token, keys in state.observers[token].map { ($0, keys) } }
        }
        for (observer, keys) in wakeUps { observer.onChange(keys) }
    }

    /// Removes every entity that no observer watches and no watched entity holds — for lists built on the
    /// store, every entity no list shows. Returns how many entities were removed.
    ///
    /// - Complexity: O(*n*) in the number of stored entities.
    @discardableResult
    public func collectGarbage() -> Int {
        state.withLock { state in
            var kept = Set(state.watchers.keys)
            if source != nil { kept.formUnion(state.queries.liveQueryKeys(in: state.tables)) }
            let removed = state.tables.collect(keeping: kept)
            if removed > 0 {
                state.queries.collected(in: state.tables)
                state.wholeTypes = []
            }
            return removed
        }
    }

    /// How many entities were evicted, and the nanoseconds spent on it, since the store was created.
    package var evictionStatistics: (count: Int, nanoseconds: Int64) {
        state.withLock { ($0.evictedCount, $0.evictionNanoseconds) }
    }

    /// How many times an observer was woken since the store was created.
    package var observerWakeCount: Int {
        state.withLock { $0.wakeCount }
    }
}
