/// The state a new subscriber would start with, worked out without suspending.
extension FlowEngine {
    /// The state the param's subscribers see; with none, the state made from what the cacher can read
    /// without suspending: `.completed` for valid content, `.loading(content:)` for content that a
    /// subscriber would refetch, `.loading(content: nil)` when nothing can be read at once.
    func currentState<Content: Sendable>(as type: Content.Type) -> LoadingState<Content> {
        var settled = true
        let asked = registry.step(key, creatingMachine: false) { machine, _ in
            settled = machine.isWholeIdle
            return .shownStateAsked
        }
        for case .deliver(let shown) in asked ?? FlowActions() { return shown.state.typed(as: type) }
        guard let peeked = access.peek(), let data = peeked.data as? Content else {
            return .loading(content: nil)
        }
        guard settled, isValid(cachedAt: peeked.cachedAt) else {
            return .loading(content: data)
        }
        let keys = paging?.peekKeys()
        let snapshot = Snapshot(
            data: data, cachedAt: peeked.cachedAt, nextKey: keys?.next, prevKey: keys?.prev)
        return .completed(
            content: data,
            next: .fixed(canRequestAdditionalData: snapshot.canRequest(.next)),
            prev: .fixed(canRequestAdditionalData: snapshot.canRequest(.prev)))
    }

    /// Whether content saved at `cachedAt` is neither expired nor invalidated.
    private func isValid(cachedAt: Double?) -> Bool {
        guard
            FreshnessRule.isFresh(
                cachedAt: cachedAt, now: access.now(), expireSeconds: access.expireSeconds())
        else { return false }
        return !registry.isInvalidated(key, cachedAt: cachedAt)
    }

    /// Subscribes `id` and, when the cacher's content is valid and can be read without suspending, shows
    /// it at once; returns whether it did. When it did not, the subscriber's freshness is still to check.
    func subscribeShowingValidCache(_ id: UInt64) -> Bool {
        guard access.isStaleOnlyByTime else {
            registry.subscribe(id, to: key, runner: self)
            return false
        }
        return registry.subscribeShowingValidCache(
            id, to: key, runner: self, peek: peekSnapshot, now: access.now(),
            expireSeconds: access.expireSeconds())
    }

    /// Everything the cacher holds for the param, when it can be read without suspending.
    func peekSnapshot() -> Snapshot? {
        guard let peeked = access.peek() else { return nil }
        var data = peeked.data
        var revision: UInt64?
        if let revisions = access.revisions {
            // The content and its revision are read in one step, as a subscriber's differences need.
            let read = revisions.load()
            guard read.data != nil else { return nil }
            (data, revision) = read
        }
        var keys: (next: Snapshot.Key?, prev: Snapshot.Key?) = (nil, nil)
        if let paging {
            guard let peekedKeys = paging.peekKeys() else { return nil }
            keys = peekedKeys
        }
        var snapshot = Snapshot(
            data: data, cachedAt: peeked.cachedAt, nextKey: keys.next, prevKey: keys.prev,
            origin: registry.origin(of: key, otherwise: access.origin))
        snapshot.revision = revision
        return snapshot
    }
}
