/// Showing a new subscriber valid cached content at once, without a turn.
extension FlowRegistry {
    /// Subscribes `id` to `param` and, when the content can be shown without a turn, shows it: the machine
    /// allows it (see ``FlowMachine/canShowCacheWithoutTurn``), `peek` reads the cacher without suspending,
    /// and the content is valid at `now` — present, not expired, not invalidated.
    ///
    /// - Returns: Whether the content was shown. When it was not, the subscriber is subscribed all the same
    ///   and the caller checks freshness in a turn, as for any subscriber.
    func subscribeShowingValidCache(
        _ id: UInt64,
        to param: ParamKey,
        runner: any FetchRunner,
        peek: () -> Snapshot?,
        now: Double,
        expireSeconds: Double
    ) -> Bool {
        var shown = false
        _ = step(param) { machine, state in
            func isValid(_ read: borrowing Snapshot) -> Bool {
                guard read.hasData,
                    FreshnessRule.isFresh(cachedAt: read.cachedAt, now: now, expireSeconds: expireSeconds)
                else { return false }
                return !state.invalidations.covers(param, cachedAt: read.cachedAt)
            }
            guard !state.clearing, machine.canShowCacheWithoutTurn else {
                return .subscribe(id: id, runner: runner)
            }
            if let known = machine.knownSnapshot {
                shown = isValid(known)
                return .subscribe(id: id, runner: runner)
            }
            guard let read = peek(), isValid(read) else { return .subscribe(id: id, runner: runner) }
            shown = true
            return .subscribe(id: id, runner: runner, shown: read)
        }
        return shown
    }
}
