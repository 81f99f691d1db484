/// The state of one (cacher, param) and every rule for changing it: events in, actions out.
///
/// A plain value with no locks, clocks or suspension points: ``FlowRegistry`` holds it under a lock,
/// sends it events (``step(_:)``), and performs the actions it returns after leaving the lock. Time
/// arrives inside the events that need it. Its state is private and shaped so that only states that
/// exist can be written; an event that cannot happen in the state it finds stops the program, naming both.
///
/// Content changes only in *the turn* (``TurnState``): the exclusive right to read and write the cacher
/// for this param, granted to one caller at a time, in order. So every change reaches subscribers once,
/// in commit order.
struct FlowMachine: Sendable {
    typealias Content = any Sendable
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// The fetch of the whole content.
    enum Whole: Sendable {
        case idle
        /// `overwritten`: the content was replaced (`update`) while the fetch runs, so it shows completed
        /// rather than loading.
        case fetching(FetchOutcome, overwritten: Bool)
        case failed(any Error)
    }

    /// What the machine knows of the cacher's content. Kept while someone subscribes or holds the turn.
    enum Known: Sendable {
        case unknown
        case known(Snapshot)
        /// Handed to a page merge, so that the cacher's list is held once and grows in place: nothing is
        /// published or read back until the merge stores what it wrote.
        case lentToMerge
        /// Let go for the cacher to change in place; `bare` is the snapshot without its content.
        case lentToChange(bare: Snapshot?)
    }

    /// What subscribers are shown: nothing, a state published but built only when first asked for
    /// (``showPending()``), or a built one.
    enum Showing: Sendable {
        case nothing
        case pending
        case built(ShownState)
    }

    /// Values replaced under the registry's lock, to be released after it.
    struct Retired: Sendable {
        var state: ShownState?
        var snapshot: Snapshot?
    }

    /// What an event did: the actions for the caller, the values it replaced, how the param's use
    /// changed, and whether nothing needs the machine any more (it can be dropped and built afresh).
    struct Step: Sendable {
        var actions: FlowActions
        var retired: Retired
        var activity: ParamActivity
        var isIdle: Bool
    }

    private var known = Known.unknown
    private var whole = Whole.idle
    private var pages = PageStates()
    private var turn = TurnState()
    private var subscribers = SubscriberSet()
    private var showing = Showing.nothing
    /// Bumped at every publish: a subscriber has news when it saw an older one.
    private var version: UInt64 = 0
    /// Changes the cacher announced, those a read-back covered, and whether a read is scheduled.
    private var announced: UInt64 = 0
    private var applied: UInt64 = 0
    private var changeReadScheduled = false
    /// Whether the cacher was last told the param is in use.
    private var reportedInUse = false
    private var retired = Retired()

    /// Applies `event`; returns what the caller must do once it has left the lock, what the event
    /// replaced, and how the machine stands after it.
    ///
    /// `follow` may pick one more event from the actions, applied in the same step: a merge the caller
    /// makes without suspending, for instance, between lending the content and giving the turn back.
    mutating func step(_ event: FlowEvent, then follow: (inout FlowActions) -> FlowEvent? = { _ in nil })
        -> Step
    {
        var actions = FlowActions()
        on(event, into: &actions)
        if let followUp = follow(&actions) { on(followUp, into: &actions) }
        let inUse = isInUse
        var activity = ParamActivity.unchanged
        if inUse != reportedInUse {
            reportedInUse = inUse
            activity = inUse ? .becameActive : .becameInactive
        }
        var replaced = Retired()
        if retired.state != nil || retired.snapshot != nil { swap(&replaced, &retired) }
        return Step(actions: actions, retired: replaced, activity: activity, isIdle: !inUse && isSettled)
    }

    // MARK: What the registry may look at

    var hasSubscribers: Bool { !subscribers.isEmpty }
    var subscriberCount: Int { subscribers.count }
    /// Runs the fetches decided without a caller (invalidation, triggers, clearing); `nil` when only
    /// cache-only subscribers are left.
    var runner: (any FetchRunner)? { subscribers.runner }
    var isTurnFree: Bool { turn.isFree }
    /// Whether a clear waits for a caller that took the turn before it began.
    var isTurnAwaitedByClear: Bool { turn.isAwaitedByClear }
    /// Whether a clear under way holds the turn or waits for it.
    var isTurnTakenByClear: Bool { turn.isTakenByClear }

    /// The content as last read back, when known and not lent.
    var knownSnapshot: Snapshot? {
        if case .known(let snapshot) = known { snapshot } else { nil }
    }

    var fetchInFlight: FetchOutcome? {
        if case .fetching(let outcome, _) = whole { outcome } else { nil }
    }

    var pageRequestsInFlight: [PageRequest] { pages.inFlight }

    /// Whether the whole content is neither being fetched nor failed last time.
    var isWholeIdle: Bool {
        if case .idle = whole { true } else { false }
    }

    /// Whether no fetch of the whole content runs or failed.
    var isSettled: Bool {
        guard case .idle = whole else { return false }
        return pages.areIdle
    }

    /// Whether `request` is the one in flight in `direction`; a refresh or overwrite makes it stale.
    func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        pages.isCurrent(request, direction)
    }

    /// Whether a subscriber can be shown the cached content without a turn: nobody holds or waits for the
    /// turn, nothing is fetched or lent, and no announced change is left unread.
    var canShowCacheWithoutTurn: Bool {
        guard turn.isFree, !changeReadScheduled, announced == applied, case .idle = whole else {
            return false
        }
        switch known {
        case .unknown, .known: return true
        case .lentToMerge, .lentToChange: return false
        }
    }

    /// Whether an announced change can be read back at once (``FlowEvent/cacheChangedAndRead(_:revision:)``):
    /// someone subscribes, the content is known and the turn is free.
    var canReadChangeAtOnce: Bool {
        guard hasSubscribers, !changeReadScheduled, turn.isFree, case .known = known else { return false }
        return true
    }

    /// Whether the cacher may change the content in place now (``FlowEvent/inPlaceChangeStarting``).
    var canChangeInPlace: Bool { hasSubscribers && turn.isFree }

    /// Whether an in-place change holds the turn and waits to be read back.
    var isChangingInPlace: Bool {
        guard case .lentToChange = known, !turn.holderIsStale else { return false }
        return turn.hold != nil
    }

    /// Whether a page can be stored in the step that takes the turn: it is free and the content known.
    var canStorePageAtOnce: Bool {
        guard turn.isFree, case .known = known else { return false }
        return true
    }

    /// Whether a subscriber, a turn or work in flight uses the param; a cacher that releases data of
    /// unused params is told when this changes.
    private var isInUse: Bool {
        guard subscribers.isEmpty, turn.isFree, !changeReadScheduled else { return true }
        if case .fetching = whole { return true }
        return pages.anyFetching
    }

    /// Stops the program: `event` cannot happen in the state the machine is in.
    func impossible(_ event: FlowEvent) -> Never {
        preconditionFailure(
            "FlowMachine: \(event.name) while the turn is \(turn.name), the content \(knownName)")
    }

    private var knownName: String {
        switch known {
        case .unknown: "unknown"
        case .known: "known"
        case .lentToMerge: "lent to a merge"
        case .lentToChange: "lent to an in-place change"
        }
    }
}

// MARK: - Events

extension FlowMachine {
    /// Applies `event`, appending what the caller must do, in order, once it has left the lock.
    private mutating func on(_ event: FlowEvent, into actions: inout FlowActions) {
        if event.isInTurn {
            guard turn.hold != nil else { impossible(event) }
            // Saves and reads of a turn granted before the cache was cleared show nothing: their content is gone.
            if turn.holderIsStale, event.isDiscardedWhenStale { return }
        }
        switch event {
        case .subscribe(let id, let runner, let shown):
            subscribers.add(id, runner: runner)
            if let shown, case .unknown = known {
                store(shown)
                publish(into: &actions)
            } else if !isShowing {
                // The first state comes from what is known; a fetch in flight shows even before the cacher is read.
                publish(into: &actions)
            }
        case .unsubscribe(let id):
            if let waiter = subscribers.remove(id) { actions.append(.wakeSubscriber(waiter)) }
            if subscribers.isEmpty {
                hideShown()
                if turn.isFree { forgetContent() }
            }
        case .polled(let id):
            guard let seen = subscribers.seen(by: id) else {
                actions.append(.subscriptionEnded)
                break
            }
            guard version != seen else { break }
            showPending()
            guard case .built(let shown) = showing else { break }
            subscribers.markSeen(version, by: id)
            actions.append(.deliver(shown))
        case .parked(let id, let waiter):
            guard let seen = subscribers.seen(by: id), !isShowing || version == seen else {
                actions.append(.wakeSubscriber(waiter))
                break
            }
            subscribers.park(id, waiter)
        case .shownStateAsked:
            guard hasSubscribers else { break }
            showPending()
            if case .built(let shown) = showing { actions.append(.deliver(shown)) }

        case .turnTaken:
            guard turn.take(changesBefore: announced, version: version) else { impossible(event) }
        case .turnRequested(let waiter):
            if turn.request(waiter, changesBefore: announced, version: version) {
                actions.append(.grantTurn(waiter))
            }
        case .turnReleased(let last):
            if let last { on(last, into: &actions) }
            releaseTurn(after: event, into: &actions)

        case .cacheRead(let read):
            guard case .unknown = known else { break }
            store(read)
            publish(into: &actions)
        case .freshnessChecked(let now, let expireSeconds, let needsRefresh, let force):
            checkFreshness(
                now: now, expireSeconds: expireSeconds, needsRefresh: needsRefresh, force: force,
                into: &actions)
        case .fetchSaved(let outcome, let written):
            store(written)
            if fetchInFlight === outcome { whole = .idle }
            publish(into: &actions)
        case .fetchFailed(let outcome, let error):
            guard fetchInFlight === outcome else { break }
            whole = .failed(error)
            publish(into: &actions)
        case .saveFailed(let error, let written):
            store(written)
            if fetchInFlight == nil { whole = .failed(error) }
            publish(into: &actions)
        case .overwritten(let written, let cleared):
            overwrite(with: written, cleared: cleared, into: &actions)

        case .pageRequested(let direction, let continueWhenError, let inTurn):
            if !inTurn, !turn.isFree || knownSnapshot == nil {
                actions.append(.requestPageInTurn)
            } else {
                requestPage(direction, continueWhenError: continueWhenError, into: &actions)
            }
        case .pageArrived(let direction, let request, let takingTurn):
            if takingTurn, !turn.take(changesBefore: announced, version: version) { impossible(event) }
            guard pages.isCurrent(request, direction) else {
                actions.append(.endPage(request, .finished))
                break
            }
            // Handed over whole, so that a cacher keeping the same list grows it in place.
            let lent = knownSnapshot
            known = .lentToMerge
            hideShown()
            actions.append(.mergePage(lent))
        case .pageMerged(let direction, let request, let written):
            store(written)
            if pages.isCurrent(request, direction) { pages[direction] = .idle }
            actions.append(.endPage(request, .finished))
            publish(into: &actions)
        case .pageFailed(let direction, let request, let error):
            actions.append(.endPage(request, .finished))
            guard pages.isCurrent(request, direction) else { break }
            pages[direction] = .failed(error)
            publish(into: &actions)
        case .pageAbandoned(let direction, let request):
            actions.append(.endPage(request, .abandoned))
            guard pages.isCurrent(request, direction) else { break }
            pages[direction] = .idle
            publish(into: &actions)

        case .cacheChanged:
            announced &+= 1
            guard hasSubscribers, !changeReadScheduled else { break }
            // Nothing known and nobody in the turn: whoever reads the content next reads the change too.
            if turn.isFree, case .unknown = known { break }
            changeReadScheduled = true
            actions.append(.scheduleChangeRead)
        case .cacheChangedAndRead(let data, let revision):
            guard canReadChangeAtOnce else { impossible(event) }
            announced &+= 1
            _ = turn.take(changesBefore: announced, version: version)
            applyChange(data, revision: revision, into: &actions)
            releaseTurn(after: event, into: &actions)
        case .changeReadStarting:
            changeReadScheduled = false
            if hasSubscribers, knownSnapshot != nil, announced > applied { actions.append(.readChange) }
        case .changeRead(let data, let revision):
            applyChange(data, revision: revision, into: &actions)
        case .inPlaceChangeStarting:
            guard canChangeInPlace, turn.take(changesBefore: announced, version: version) else {
                impossible(event)
            }
            startInPlaceChange()
        case .inPlaceChangeWritten(let data, let revision, let changed):
            guard case .lentToChange(let bare) = known else { impossible(event) }
            finishInPlaceChange(bare, data, revision: revision, changed: changed, into: &actions)
            releaseTurn(after: event, into: &actions)

        case .invalidated:
            // A cache-only subscriber never fetches: only one that fetches leaves a runner.
            guard hasSubscribers, runner != nil, fetchInFlight == nil else { break }
            startFetch(into: &actions)
        case .refetchIfStale(let now, let expireSeconds, let invalidated):
            guard hasSubscribers, runner != nil, let cachedAt = knownSnapshot.map(\.cachedAt) else { break }
            switch whole {
            case .fetching: break
            case .failed: startFetch(into: &actions)
            case .idle:
                let expired = !FreshnessRule.isFresh(
                    cachedAt: cachedAt, now: now, expireSeconds: expireSeconds)
                if expired || invalidated { startFetch(into: &actions) }
            }
        case .clearBegan:
            guard turn.beginClear() != nil else { impossible(event) }
            clear(into: &actions)
        case .clearEnded:
            guard let handedOn = turn.endClear(changesBefore: announced, version: version) else {
                impossible(event)
            }
            subscribers.wakeAll(into: &actions)
            if turn.hold == nil || handedOn != nil, !hasSubscribers { forgetContent() }
            if let handedOn { actions.append(.grantTurn(handedOn)) }
        }
    }

    /// Gives the turn back after `event`: to the next caller in line, or to a clear waiting for it.
    private mutating func releaseTurn(after event: FlowEvent, into actions: inout FlowActions) {
        if case .lentToMerge = known { impossible(event) }
        guard let release = turn.release(changesBefore: announced, version: version) else {
            impossible(event)
        }
        switch release {
        case .keptForClear:
            actions.append(.turnFreedForClear)
        case .freed(let versionAtGrant):
            if !hasSubscribers { forgetContent() }
            if version != versionAtGrant { subscribers.wakeAll(into: &actions) }
        case .handedOn(let next, let versionAtGrant):
            if !hasSubscribers { forgetContent() }
            if version != versionAtGrant { subscribers.wakeAll(into: &actions) }
            actions.append(.grantTurn(next))
        }
    }
}

// MARK: - Content

extension FlowMachine {
    /// Keeps content read back in the turn, and counts the announced changes it covers.
    private mutating func store(_ written: Snapshot) {
        if let hold = turn.hold { applied = max(applied, hold.changesBefore) }
        if case .known(let replaced) = known { retired.snapshot = replaced }
        known = .known(written)
    }

    /// Forgets the content: nobody subscribes or holds the turn; the next reader reads the cacher.
    private mutating func forgetContent() {
        if case .known(let replaced) = known { retired.snapshot = replaced }
        known = .unknown
    }

    /// Starts a fetch of the whole content: pages in flight become stale and both directions reopen.
    @discardableResult
    private mutating func startFetch(into actions: inout FlowActions) -> FetchOutcome {
        let outcome = FetchOutcome()
        whole = .fetching(outcome, overwritten: false)
        pages.reopen()
        actions.append(.startFetch(outcome))
        publish(into: &actions)
        return outcome
    }

    /// Joins the fetch in flight, uses valid content, or starts a fetch.
    private mutating func checkFreshness(
        now: Double, expireSeconds: Double, needsRefresh: Bool, force: Bool, into actions: inout FlowActions
    ) {
        switch whole {
        case .fetching(let outcome, _):
            actions.append(.awaitFetch(outcome))
            return
        case .idle:
            if !force, !needsRefresh, let snapshot = knownSnapshot, let data = snapshot.data,
                FreshnessRule.isFresh(cachedAt: snapshot.cachedAt, now: now, expireSeconds: expireSeconds)
            {
                actions.append(.useCache(data))
                return
            }
        case .failed:
            break
        }
        actions.append(.awaitFetch(startFetch(into: &actions)))
    }

    /// Keeps what an `update` or `clear` wrote, or forgets the content when it was not read back.
    private mutating func overwrite(with written: Snapshot?, cleared: Bool, into actions: inout FlowActions) {
        if let written {
            store(written)
        } else {
            if let hold = turn.hold { applied = max(applied, hold.changesBefore) }
            forgetContent()
        }
        pages.reopen()
        switch whole {
        case .failed: whole = .idle
        // Content written while a fetch runs shows completed until the fetch ends (as in 4.x).
        case .fetching(let outcome, _) where !cleared: whole = .fetching(outcome, overwritten: true)
        case .fetching, .idle: break
        }
        // Only subscribers that fetch have a fetch started for them: cache-only ones see the cache empty.
        if cleared, hasSubscribers, runner != nil, case .idle = whole {
            startFetch(into: &actions)
        } else {
            publish(into: &actions)
        }
    }

    /// Starts, joins or declines a page request in `direction`.
    private mutating func requestPage(
        _ direction: PageDirection, continueWhenError: Bool, into actions: inout FlowActions
    ) {
        guard case .known(let snapshot) = known else { return }
        guard snapshot.hasData else {
            // Nothing to add a page to: load the first page, or join its load.
            actions.append(.awaitFetch(fetchInFlight ?? startFetch(into: &actions)))
            return
        }
        guard case .idle = whole else { return }
        switch pages[direction] {
        case .fetching(let request):
            actions.append(.awaitPage(request))
        case .failed where !continueWhenError:
            return
        case .idle, .failed:
            guard snapshot.canRequest(direction), let key = snapshot.key(direction) else {
                if case .failed = pages[direction] {
                    pages[direction] = .idle
                    publish(into: &actions)
                }
                return
            }
            let request = PageRequest()
            pages[direction] = .fetching(request)
            actions.append(.fetchPage(request, key: key))
            publish(into: &actions)
        }
    }

    /// Keeps the content read back after announced changes, and shows it.
    private mutating func applyChange(_ data: Content?, revision: UInt64?, into actions: inout FlowActions) {
        guard var changed = knownSnapshot else { return }
        changed.data = data
        changed.revision = revision
        store(changed)
        publish(into: &actions)
    }

    /// Lets go of the content shown and known, keeping the rest of the snapshot (timestamp, keys); nothing
    /// is published until the change is read back.
    private mutating func startInPlaceChange() {
        if case .built(let shown) = showing { retired.state = shown }
        showing = .nothing
        guard case .known(var bare) = known else {
            known = .lentToChange(bare: nil)
            return
        }
        retired.snapshot = bare
        bare.data = nil
        known = .lentToChange(bare: bare)
    }

    /// Keeps the content read back after an in-place change and shows it; when nothing changed, the same
    /// state is shown again without being news to those who saw it.
    private mutating func finishInPlaceChange(
        _ bare: Snapshot?, _ data: Content?, revision: UInt64?, changed: Bool, into actions: inout FlowActions
    ) {
        guard var snapshot = bare else {
            known = .unknown
            return
        }
        snapshot.data = data
        snapshot.revision = revision
        known = .unknown
        store(snapshot)
        if changed {
            publish(into: &actions)
        } else if hasSubscribers {
            showing = .pending
            // Only subscribers that joined meanwhile have not seen it; the others look and park again.
            subscribers.wakeAll(into: &actions)
        }
    }

    /// Forgets everything known and abandons the work in flight; subscribers wait for a fresh fetch,
    /// started once the cacher is empty (``FlowAction/startFetch(_:)`` is performed when the clear ends).
    private mutating func clear(into actions: inout FlowActions) {
        if let outcome = fetchInFlight { actions.append(.abandonFetch(outcome)) }
        whole = .idle
        pages.reopen()
        forgetContent()
        hideShown()
        applied = announced
        guard hasSubscribers else { return }
        if runner != nil {
            startFetch(into: &actions)
        } else {
            // Cache-only subscribers are shown that nothing is cached any more.
            known = .known(Snapshot(data: nil, cachedAt: nil))
            publish(into: &actions)
        }
    }
}

// MARK: - Publishing

extension FlowMachine {
    /// Whether subscribers are shown a state, built or not.
    private var isShowing: Bool {
        if case .nothing = showing { false } else { true }
    }

    /// Stops showing a state: subscribers wait for the next one.
    private mutating func hideShown() {
        if case .built(let shown) = showing { retired.state = shown }
        showing = .nothing
    }

    /// Publishes the state made from what is known, and wakes everyone waiting; the state itself is
    /// built when first asked for.
    private mutating func publish(into actions: inout FlowActions) {
        guard hasSubscribers else { return }
        switch known {
        case .lentToMerge, .lentToChange: return
        // Nothing is known yet and nothing is being fetched: there is nothing to show.
        case .unknown where fetchInFlight == nil: return
        case .unknown, .known: break
        }
        hideShown()
        showing = .pending
        version &+= 1
        // Changes made in the turn are shown when it ends: whoever they wake finds the turn free.
        guard turn.isFree else { return }
        subscribers.wakeAll(into: &actions)
    }

    /// Builds the state last published, if it is not built yet.
    private mutating func showPending() {
        guard case .pending = showing else { return }
        // The snapshot is read in place, part by part: copying it whole would copy its keys too.
        guard case .known(let snapshot) = known else {
            // Nothing is known yet; a fetch in flight still shows at once.
            show(.loading(content: nil), of: nil)
            return
        }
        let hasData = snapshot.hasData
        switch whole {
        case .fetching(_, let overwritten) where overwritten && hasData:
            showCompleted(snapshot)
        case .fetching:
            show(.loading(content: snapshot.data), of: hasData ? snapshot : nil)
        case .failed(let error):
            show(.error(rawError: error, content: snapshot.data), of: hasData ? snapshot : nil)
        case .idle:
            if hasData {
                showCompleted(snapshot)
            } else {
                // Nothing cached is `noCachedData`; nothing read back right after a fetch saved is a cacher fault.
                let error: StoreFlowableError =
                    snapshot.origin == .network ? .cacheReturnedNothingAfterSave : .noCachedData
                show(.error(rawError: error, content: nil), of: nil)
            }
        }
    }

    /// Shows the snapshot's content completed, with the state of each end.
    private mutating func showCompleted(_ snapshot: Snapshot) {
        guard let data = snapshot.data else { return }
        let next = pages.additional(.next, canRequest: snapshot.canRequest(.next))
        let prev = pages.additional(.prev, canRequest: snapshot.canRequest(.prev))
        show(.completed(content: data, next: next, prev: prev), of: snapshot)
    }

    /// Shows `state`, whose content is that of `snapshot`, or none (`nil`): told, not worked out, since
    /// looking into an erased state copies it. Freshness and revision describe content: a state showing
    /// none has neither.
    private mutating func show(_ state: consuming LoadingState<Content>, of snapshot: Snapshot?) {
        var freshness: ContentFreshness?
        var revision: UInt64?
        if let snapshot {
            freshness = ContentFreshness(savedAtEpochSeconds: snapshot.cachedAt, origin: snapshot.origin)
            revision = snapshot.revision
        }
        showing = .built(ShownState(state: state, freshness: freshness, revision: revision))
    }
}
