/// What the registry may look at in a machine, without changing it: whether a step that skips the turn
/// is allowed now, and what is in flight.
extension FlowMachine {
    var hasSubscribers: Bool { !subscribers.isEmpty }
    var subscriberCount: Int { subscribers.count }
    /// Runs the fetches decided without a caller (invalidation, triggers, clearing); `nil` when only
    /// cache-only subscribers are left.
    var runner: (any FetchRunner)? { subscribers.runner }
    var isTurnFree: Bool { turn.isFree }
    /// Whether callers wait in line for the turn.
    var isTurnWaitedFor: Bool { turn.hold.map { !$0.queue.isEmpty } ?? false }
    /// Whether a clear waits for a caller that took the turn before it began.
    var isTurnAwaitedByClear: Bool { turn.isAwaitedByClear }
    /// Whether a clear under way holds the turn or waits for it.
    var isTurnTakenByClear: Bool { turn.isTakenByClear }
    /// The content as last read back, when known and not lent.
    var knownSnapshot: Snapshot? { content.snapshot }
    var fetchInFlight: FetchOutcome? { content.fetchInFlight }
    var pageRequestsInFlight: [PageRequest] { content.pageRequestsInFlight }
    /// Whether no fetch of the whole content or of a page runs or failed.
    var isSettled: Bool { content.isSettled }
    /// Whether the whole content is neither being fetched nor failed last time.
    var isWholeIdle: Bool { content.isWholeIdle }

    /// Whether `request` is the one in flight in `direction`; a refresh or overwrite makes it stale.
    func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        content.isCurrent(request, direction)
    }

    /// Whether a subscriber can be shown the cached content without a turn: nobody holds or waits for the
    /// turn, nothing is fetched or lent, and no announced change is left unread.
    var canShowCacheWithoutTurn: Bool {
        turn.isFree && content.hasNoUnreadChanges && content.isWholeIdle && !content.isLent
    }

    /// Whether an announced change can be read back at once (``FlowEvent/cacheChangedAndRead(_:revision:)``):
    /// someone subscribes, the content is known and the turn is free.
    var canReadChangeAtOnce: Bool {
        hasSubscribers && !content.changeReadScheduled && turn.isFree && content.snapshot != nil
    }

    /// Whether the cacher may change the content in place now (``FlowEvent/inPlaceChangeStarting``).
    var canChangeInPlace: Bool { hasSubscribers && turn.isFree }

    /// Whether an in-place change holds the turn and waits to be read back.
    var isChangingInPlace: Bool { content.isLentToChange && turn.hold != nil && !turn.holderIsStale }

    /// Whether a page can be stored in the step that takes the turn: it is free and the content known.
    var canStorePageAtOnce: Bool { turn.isFree && content.snapshot != nil }

    /// Whether a subscriber, a turn or work in flight uses the param; a cacher that releases data of
    /// unused params is told when this changes.
    var isInUse: Bool {
        !subscribers.isEmpty || !turn.isFree || content.changeReadScheduled || content.isFetching
    }
}
