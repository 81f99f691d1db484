/// The state of one (cacher, param) and every rule for changing it: events in, actions out.
///
/// A plain value with no locks, clocks or suspension points: ``FlowRegistry`` holds it under a lock,
/// sends it events (``step(_:then:)``), and performs the actions it returns after leaving the lock. Time
/// arrives inside the events that need it. Its state is private and shaped so that only states that
/// exist can be written: the content and the work on it (``ContentState``), the turn (``TurnState``),
/// the subscribers (``SubscriberSet``) and what they are shown. An event that cannot happen in the state
/// it finds stops the program, naming both.
///
/// Content changes only in *the turn*: the exclusive right to read and write the cacher for this param,
/// granted to one caller at a time, in order. So every change reaches subscribers once, in commit order.
struct FlowMachine: Sendable {
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// What subscribers are shown: nothing, a state published but built only when first asked for, or a
    /// built one.
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

    // Readable by the registry's queries (`FlowMachine+Queries.swift`); changed only by events.
    private(set) var content = ContentState()
    private(set) var turn: TurnState
    private(set) var subscribers = SubscriberSet()
    private var showing = Showing.nothing
    /// Bumped at every publish: a subscriber has news when it saw an older one.
    private var version: UInt64 = 0
    /// Whether the cacher was last told the param is in use.
    private var reportedInUse = false
    private var retiredState: ShownState?

    /// The machine of a param nobody used; with `heldByWriter`, one whose turn a caller that began writing
    /// while the param had no machine holds (see `RegistryState.makeMachine(for:)`).
    init(heldByWriter: Bool = false) {
        turn = TurnState(heldByWriter: heldByWriter)
    }

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
        let retired = Retired(state: retiredState.take(), snapshot: content.takeReplaced())
        return Step(
            actions: actions, retired: retired, activity: activity, isIdle: !inUse && content.isSettled)
    }

    /// Stops the program: `event` cannot happen in the state the machine is in.
    private func impossible(_ event: FlowEvent) -> Never {
        preconditionFailure(
            "FlowMachine: \(event.name) while the turn is \(turn.name), the content \(content.name)")
    }

    /// The changes a read-back in the current turn covers; `nil` with no turn held.
    private var changesBeforeTurn: UInt64? { turn.hold?.changesBefore }
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
        var changed = false
        switch event {
        case .subscribe(let id, let runner, let shown):
            subscribers.add(id, runner: runner)
            if let shown, content.isUnknown {
                content.store(shown, covering: nil)
                changed = true
            } else {
                // The first state comes from what is known; a fetch in flight shows even before the cacher is read.
                changed = !isShowing
            }
        case .unsubscribe(let id):
            if let waiter = subscribers.remove(id) { actions.append(.wakeSubscriber(waiter)) }
            if subscribers.isEmpty {
                hideShown()
                if turn.isFree { content.forget() }
            }
        case .polled(let id):
            guard let seen = subscribers.seen(by: id) else { return actions.append(.subscriptionEnded) }
            guard version != seen, let shown = builtShown() else { return }
            subscribers.markSeen(version, by: id)
            actions.append(.deliver(shown))
        case .parked(let id, let waiter):
            guard let seen = subscribers.seen(by: id), !isShowing || version == seen else {
                return actions.append(.wakeSubscriber(waiter))
            }
            subscribers.park(id, waiter)
        case .shownStateAsked:
            if hasSubscribers, let shown = builtShown() { actions.append(.deliver(shown)) }

        case .turnTaken:
            takeTurn(for: event)
        case .turnRequested(let waiter):
            if turn.request(waiter, changesBefore: content.announced, version: version) {
                actions.append(.grantTurn(waiter))
            }
        case .turnReleased(let last):
            if let last { on(last, into: &actions) }
            releaseTurn(after: event, into: &actions)

        case .cacheRead(let read):
            guard content.isUnknown else { return }
            content.store(read, covering: changesBeforeTurn)
            changed = true
        case .freshnessChecked(let now, let expireSeconds, let needsRefresh, let force):
            changed = content.checkFreshness(
                now: now, expireSeconds: expireSeconds, needsRefresh: needsRefresh, force: force,
                into: &actions)
        case .fetchSaved(let outcome, let written):
            content.store(written, covering: changesBeforeTurn)
            _ = content.endFetch(outcome, failure: nil)
            changed = true
        case .fetchFailed(let outcome, let error):
            guard content.endFetch(outcome, failure: error) else { return }
            return publish(into: &actions, showsFailure: true)
        case .saveFailed(let error, let written):
            content.store(written, covering: changesBeforeTurn)
            content.saveFailed(error)
            changed = true
        case .overwritten(let written, let cleared):
            // Only subscribers that fetch have a fetch started for them: cache-only ones see the cache empty.
            let fetches = content.overwrite(
                with: written, cleared: cleared, covering: changesBeforeTurn,
                fetchesFor: hasSubscribers && runner != nil)
            if fetches { _ = content.startFetch(into: &actions) }
            changed = true

        case .pageRequested(let direction, let continueWhenError, let inTurn):
            if !inTurn, !turn.isFree || content.snapshot == nil { return actions.append(.requestPageInTurn) }
            changed = content.requestPage(direction, continueWhenError: continueWhenError, into: &actions)
        case .pageArrived(let direction, let request, let takingTurn):
            if takingTurn { takeTurn(for: event) }
            // Let go at once, not after the lock: a merge in the same step grows the list in place only
            // if nothing else holds it.
            if content.lendToMerge(direction, request, into: &actions) { showing = .nothing }
        case .pageMerged(let direction, let request, let written):
            // A merge begun before a clear stores nothing, but still ends its request for its joiners.
            guard !turn.holderIsStale else { return actions.append(.endPage(request, .finished)) }
            content.store(written, covering: changesBeforeTurn)
            _ = content.endPage(direction, request, as: .idle)
            actions.append(.endPage(request, .finished))
            changed = true
        case .pageFailed(let direction, let request, let error):
            actions.append(.endPage(request, .finished))
            changed = content.endPage(direction, request, as: .failed(error))
        case .pageAbandoned(let direction, let request):
            actions.append(.endPage(request, .abandoned))
            changed = content.endPage(direction, request, as: .idle)

        case .gapsChanged:
            changed = !content.isUnknown
        case .gapMerged(let written):
            content.store(written, covering: changesBeforeTurn)
            changed = true

        case .cacheChanged:
            if content.announce(subscribed: hasSubscribers, turnIsFree: turn.isFree) {
                actions.append(.scheduleChangeRead)
            }
        case .cacheChangedAndRead(let data, let revision):
            guard canReadChangeAtOnce else { impossible(event) }
            _ = content.announce(subscribed: false, turnIsFree: true)
            takeTurn(for: event)
            if content.applyChange(data, revision: revision, covering: changesBeforeTurn) {
                publish(into: &actions)
            }
            releaseTurn(after: event, into: &actions)
        case .changeReadStarting:
            if content.startChangeRead(subscribed: hasSubscribers) { actions.append(.readChange) }
        case .changeRead(let data, let revision):
            changed = content.applyChange(data, revision: revision, covering: changesBeforeTurn)
        case .inPlaceChangeStarting:
            guard canChangeInPlace else { impossible(event) }
            takeTurn(for: event)
            hideShown()
            content.lendToChange()
        case .inPlaceChangeWritten(let data, let revision, let didChange):
            guard isChangingInPlace else { impossible(event) }
            if content.finishChange(data, revision: revision, covering: changesBeforeTurn) {
                showAgain(asNews: didChange, into: &actions)
            }
            releaseTurn(after: event, into: &actions)

        case .invalidated:
            // A cache-only subscriber never fetches: only one that fetches leaves a runner.
            guard hasSubscribers, runner != nil, content.fetchInFlight == nil else { return }
            _ = content.startFetch(into: &actions)
            changed = true
        case .refetchIfStale(let now, let expireSeconds, let invalidated):
            guard hasSubscribers, runner != nil else { return }
            switch content.whole {
            case .fetching: return
            // Tried again whatever is known of the content: a fetch a clear started fails with none.
            case .failed: break
            case .idle:
                guard let known = content.snapshot else { return }
                let expired = !FreshnessRule.isFresh(
                    cachedAt: known.cachedAt, now: now, expireSeconds: expireSeconds)
                guard expired || invalidated else { return }
            }
            _ = content.startFetch(into: &actions)
            changed = true
        case .clearBegan:
            guard turn.beginClear() != nil else { impossible(event) }
            hideShown()
            // Subscribers that fetch get a fresh fetch, started once the cacher is empty; cache-only ones
            // are shown that nothing is cached any more.
            content.clear(showingEmpty: hasSubscribers && runner == nil, into: &actions)
            if hasSubscribers, runner != nil { _ = content.startFetch(into: &actions) }
            changed = hasSubscribers
        case .clearEnded:
            guard let handedOn = turn.endClear(changesBefore: content.announced, version: version) else {
                impossible(event)
            }
            subscribers.wakeAll(into: &actions)
            if turn.hold == nil || handedOn != nil, !hasSubscribers { content.forget() }
            if let handedOn { actions.append(.grantTurn(handedOn)) }
        }
        if changed { publish(into: &actions) }
    }

    private mutating func takeTurn(for event: FlowEvent) {
        guard turn.take(changesBefore: content.announced, version: version) else { impossible(event) }
    }

    /// Gives the turn back after `event`: to the next caller in line, or to a clear waiting for it.
    private mutating func releaseTurn(after event: FlowEvent, into actions: inout FlowActions) {
        if content.isLentToMerge { impossible(event) }
        guard let release = turn.release(changesBefore: content.announced, version: version) else {
            impossible(event)
        }
        switch release {
        case .keptForClear:
            actions.append(.turnFreedForClear)
        case .freed(let versionAtGrant), .handedOn(_, let versionAtGrant):
            if !hasSubscribers { content.forget() }
            if version != versionAtGrant { subscribers.wakeAll(into: &actions) }
            if case .handedOn(let next, _) = release { actions.append(.grantTurn(next)) }
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
        if case .built(let shown) = showing { retiredState = shown }
        showing = .nothing
    }

    /// Publishes the state made from what is known, and wakes everyone waiting; the state itself is
    /// built when first asked for, so changes that follow one another with nobody looking build none.
    ///
    /// `showsFailure`: a fetch failed while nothing is known (it was started by a clear, which emptied the
    /// cacher): the failure is shown with no content rather than nothing at all.
    private mutating func publish(into actions: inout FlowActions, showsFailure: Bool = false) {
        // Nothing is known yet and nothing is being fetched, or the content is lent: nothing to show.
        guard hasSubscribers, !content.isLent,
            !content.isUnknown || content.fetchInFlight != nil || showsFailure
        else { return }
        hideShown()
        showing = .pending
        version &+= 1
        // Changes made in the turn are shown when it ends: whoever they wake finds the turn free.
        if turn.isFree { subscribers.wakeAll(into: &actions) }
    }

    /// Shows the content read back after an in-place change: as news when it changed; otherwise the same
    /// state again, news only to subscribers that joined meanwhile (the others look and park again).
    private mutating func showAgain(asNews news: Bool, into actions: inout FlowActions) {
        if news { return publish(into: &actions) }
        guard hasSubscribers else { return }
        showing = .pending
        subscribers.wakeAll(into: &actions)
    }

    /// The state last published, built now if it is not yet.
    private mutating func builtShown() -> ShownState? {
        switch showing {
        case .nothing: return nil
        case .built(let shown): return shown
        case .pending:
            let shown = content.shownState()
            showing = .built(shown)
            return shown
        }
    }
}
