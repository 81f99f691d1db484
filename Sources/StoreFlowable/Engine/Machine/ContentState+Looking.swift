/// What can be read of the content and the work on it, and the state subscribers are shown, made from it.
extension ContentState {
    /// The content as last read back, when known and not lent.
    var snapshot: Snapshot? {
        if case .known(let snapshot) = known { snapshot } else { nil }
    }

    var isUnknown: Bool {
        if case .unknown = known { true } else { false }
    }

    /// Whether the content is lent to a merge or an in-place change.
    var isLent: Bool {
        switch known {
        case .lentToMerge, .lentToChange: true
        case .unknown, .known: false
        }
    }

    var isLentToChange: Bool {
        if case .lentToChange = known { true } else { false }
    }

    var isLentToMerge: Bool {
        if case .lentToMerge = known { true } else { false }
    }

    var fetchInFlight: FetchOutcome? {
        if case .fetching(let outcome, _) = whole { outcome } else { nil }
    }

    var isWholeIdle: Bool {
        if case .idle = whole { true } else { false }
    }

    /// Whether no fetch runs or failed, of the whole content or of a page.
    var isSettled: Bool { isWholeIdle && pages.areIdle }

    /// Whether a fetch of the whole content or of a page is in flight.
    var isFetching: Bool { fetchInFlight != nil || pages.anyFetching }

    var pageRequestsInFlight: [PageRequest] { pages.inFlight }

    func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        pages.isCurrent(request, direction)
    }

    var name: String {
        switch known {
        case .unknown: "unknown"
        case .known: "known"
        case .lentToMerge: "lent to a merge"
        case .lentToChange: "lent to an in-place change"
        }
    }

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
