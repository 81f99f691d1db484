/// The state subscribers are shown, made from what is known.
extension ContentState {
    /// The state made from the content and the work on it. Read in place, part by part: copying the
    /// snapshot whole would copy its keys too.
    func shownState() -> ShownState {
        guard case .known(let snapshot) = known else {
            // Nothing is known yet (the cacher was just emptied): a fetch in flight still shows at once,
            // and so does its failure.
            if case .failed(let error) = whole {
                return ShownState(state: .error(rawError: error, content: nil), freshness: nil, revision: nil)
            }
            return ShownState(state: .loading(content: nil), freshness: nil, revision: nil)
        }
        let hasData = snapshot.hasData
        switch whole {
        case .fetching(_, let overwritten) where overwritten && hasData:
            return completed(snapshot)
        case .fetching:
            return Self.shown(.loading(content: snapshot.data), of: hasData ? snapshot : nil)
        case .failed(let error):
            return Self.shown(.error(rawError: error, content: snapshot.data), of: hasData ? snapshot : nil)
        case .idle:
            if hasData { return completed(snapshot) }
            // Nothing cached is `noCachedData`; nothing read back right after a fetch saved is a cacher fault.
            let error: StoreFlowableError =
                snapshot.origin == .network ? .cacheReturnedNothingAfterSave : .noCachedData
            return Self.shown(.error(rawError: error, content: nil), of: nil)
        }
    }

    /// The snapshot's content completed, with the state of each end.
    private func completed(_ snapshot: Snapshot) -> ShownState {
        let next = pages.additional(.next, canRequest: snapshot.canRequest(.next))
        let prev = pages.additional(.prev, canRequest: snapshot.canRequest(.prev))
        guard let data = snapshot.data else {
            return ShownState(state: .loading(content: nil), freshness: nil, revision: nil)
        }
        return Self.shown(.completed(content: data, next: next, prev: prev), of: snapshot)
    }

    /// `state`, whose content is that of `snapshot`, or none (`nil`): told, not worked out, since looking
    /// into an erased state copies it. Freshness and revision describe content: a state showing none has
    /// neither.
    private static func shown(_ state: consuming LoadingState<any Sendable>, of snapshot: Snapshot?)
        -> ShownState
    {
        guard let snapshot else { return ShownState(state: state, freshness: nil, revision: nil) }
        return ShownState(
            state: state,
            freshness: ContentFreshness(savedAtEpochSeconds: snapshot.cachedAt, origin: snapshot.origin),
            revision: snapshot.revision)
    }
}
