@testable import StoreFlowable

/// The random moves of a ``MachineModel``: what subscribers, callers, the cacher, fetches, pages and
/// clears do, each as the registry or the engine does it.
extension MachineModel {
    enum Move {
        case subscribe, unsubscribe, subscriberGoesOn, holderGoesOn, callerGoesOn, checkFreshness, overwrite
        case cacherChanges, invalidate, trigger, time, requestPage, pageEnds, fetchEnds, joinerAsksAgain
        case beginClear, clearGoesOn, askShownState, gapLoadChanges, mergeGap
    }

    /// How likely each move is now; a move that can do nothing now is never picked.
    private var weights: [(Move, Int)] {
        let runningFetches = fetchTasks.contains(where: \.running)
        let askingJoiners = joiners.contains(where: \.asksAgain)
        // New callers wait while a few already do, so that those get the turn before the sequence ends.
        let calls = callers.count < 5 ? 1 : 0
        return [
            (.subscribe, subscribers.count < 4 ? 4 * calls : 0), (.unsubscribe, subscribers.isEmpty ? 0 : 2),
            (.subscriberGoesOn, goingSubscribers.isEmpty ? 0 : 8), (.holderGoesOn, holder == nil ? 0 : 16),
            (.callerGoesOn, goingCallers.isEmpty ? 0 : 8), (.checkFreshness, 2 * calls),
            (.overwrite, 2 * calls),
            (.cacherChanges, 4), (.invalidate, 1), (.trigger, 1), (.time, 2), (.requestPage, 5 * calls),
            (.pageEnds, pageTasks.isEmpty ? 0 : 6), (.fetchEnds, runningFetches ? 8 : 0),
            (.joinerAsksAgain, askingJoiners ? 3 * calls : 0), (.beginClear, clear == nil ? 1 : 0),
            (.clearGoesOn, clearCanGoOn ? 4 : 0), (.askShownState, machine == nil ? 0 : 1),
            (.gapLoadChanges, machine == nil ? 0 : 1), (.mergeGap, calls),
        ]
    }

    /// Makes one random move.
    mutating func move() {
        let weights = weights
        var pick = Int.random(in: 0..<weights.reduce(0) { $0 + $1.1 }, using: &random)
        for (move, weight) in weights {
            if pick < weight {
                make(move)
                return
            }
            pick -= weight
        }
    }

    private mutating func make(_ move: Move) {
        switch move {
        case .subscribe: subscribe()
        case .unsubscribe: unsubscribe(pick(subscribers.keys.sorted()))
        case .subscriberGoesOn: subscriberGoesOn(pick(goingSubscribers))
        case .holderGoesOn: callerGoesOn(holder)
        case .callerGoesOn: callerGoesOn(pick(goingCallers))
        case .checkFreshness: addCaller(.freshness(force: chance(20), subscriber: nil))
        case .overwrite: overwrite()
        case .cacherChanges: cacherChanges()
        case .invalidate:
            invalidatedAt = max(invalidatedAt ?? -.infinity, now)
            send(.invalidated, creatingMachine: false, dropsIdle: false)
        case .trigger:
            // `refetchStale`: every machine, invalidated by the rules over its content's timestamp.
            let invalidated = isInvalidated(machine?.knownSnapshot?.cachedAt)
            send(
                .refetchIfStale(now: now, expireSeconds: expireSeconds, invalidated: invalidated),
                creatingMachine: false, dropsIdle: false)
        case .time: now += Double(Int.random(in: 0...30, using: &random))
        case .requestPage:
            requestPage(Bool.random(using: &random) ? .next : .prev, continueWhenError: chance(70))
        case .pageEnds:
            if let index = pick(Array(pageTasks.indices)) { pageEnds(pageTasks.remove(at: index)) }
        case .fetchEnds:
            if let index = pick(fetchTasks.indices.filter { fetchTasks[$0].running }) {
                fetchEnds(fetchTasks.remove(at: index))
            }
        case .joinerAsksAgain:
            if let index = pick(joiners.indices.filter { joiners[$0].asksAgain }) {
                let joiner = joiners.remove(at: index)
                count("joiner asks again")
                requestPage(joiner.direction, continueWhenError: joiner.continueWhenError)
            }
        case .beginClear: beginClear()
        case .clearGoesOn: clearGoesOn()
        case .askShownState: send(.shownStateAsked, creatingMachine: false)
        case .gapLoadChanges: send(.gapsChanged, creatingMachine: false)
        case .mergeGap: addCaller(.mergeGap)
        }
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    /// Subscribers (current or leaving) that can poll or park now.
    var goingSubscribers: [UInt64] {
        let going = { (subscriber: Subscriber) in
            subscriber.phase == .ready || subscriber.phase == .aboutToPark
        }
        return
            (subscribers.filter { going($0.value) }.map(\.key) + leaving.filter { going($0.value) }.map(\.key))
            .sorted()
    }

    /// Callers that can ask for the turn now: not holding it, not waiting for it or for a clear.
    var goingCallers: [Int] {
        callers.filter { [.acquiring, .requesting].contains($0.value.stage) }.keys.sorted()
    }

    // MARK: Staleness

    func isInvalidated(_ cachedAt: Double?) -> Bool {
        guard let cachedAt, let invalidatedAt else { return false }
        return cachedAt <= invalidatedAt
    }

    /// Whether `snapshot` can be shown without a fetch (`subscribeShowingValidCache`).
    func isValid(_ snapshot: Snapshot) -> Bool {
        guard snapshot.hasData,
            FreshnessRule.isFresh(cachedAt: snapshot.cachedAt, now: now, expireSeconds: expireSeconds)
        else { return false }
        return !isInvalidated(snapshot.cachedAt)
    }

    /// What the cacher can be read as without suspending.
    var peeked: Snapshot? { peekable && cache.hasData ? cache : nil }

    // MARK: Subscribers

    private mutating func subscribe() {
        lastSubscriberID += 1
        let id = lastSubscriberID
        subscribers[id] = Subscriber(phase: .starting)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<50:
            // `subscribeShowingValidCache`: valid content is shown at once, without a turn.
            var event = FlowEvent.subscribe(id: id, runner: runner)
            var shown = false
            let probe = machine ?? FlowMachine()
            if staleOnlyByTime, clear == nil, probe.canShowCacheWithoutTurn {
                if let known = probe.knownSnapshot {
                    shown = isValid(known)
                } else if let read = peeked, isValid(read) {
                    shown = true
                    event = .subscribe(id: id, runner: runner, shown: read)
                }
            }
            send(event)
            if shown {
                subscribers[id]?.phase = .ready
            } else {
                addCaller(.freshness(force: false, subscriber: id))
            }
        case 50..<65:
            send(.subscribe(id: id, runner: runner))
            addCaller(.freshness(force: true, subscriber: id))
        default:
            send(.subscribe(id: id, runner: nil))
            addCaller(.loadCache(subscriber: id))
        }
    }

    mutating func unsubscribe(_ id: UInt64?) {
        guard let id, let subscriber = subscribers.removeValue(forKey: id) else { return }
        leaving[id] = subscriber
        send(.unsubscribe(id: id))
        if leaving[id]?.phase == .parked { fail("unsubscribing \(id) left it parked") }
    }

    /// A subscriber polls, or parks after finding nothing new.
    mutating func subscriberGoesOn(_ id: UInt64?) {
        guard let id else { return }
        let isLeaving = subscribers[id] == nil
        switch (subscribers[id] ?? leaving[id])?.phase {
        case .ready:
            guard let actions = send(.polled(id: id), creatingMachine: false) else {
                if isLeaving { leaving[id] = nil } else { fail("subscriber \(id) polled with no machine") }
                return
            }
            var delivered = false
            for action in actions {
                switch action {
                case .deliver(let shown):
                    if isLeaving { fail("an unsubscribed subscriber was handed a state") }
                    subscribers[id]?.shown = .some(shown.state.content as? Int)
                    delivered = true
                case .subscriptionEnded:
                    if !isLeaving { fail("subscriber \(id) was told its subscription ended") }
                    leaving[id] = nil
                    return
                default:
                    break
                }
            }
            if isLeaving {
                fail("an unsubscribed subscriber was not told its subscription ended")
                leaving[id] = nil
            } else if !delivered {
                subscribers[id]?.phase = .aboutToPark
            }
        case .aboutToPark:
            let waiter = takeWaiter()
            parkedWaiters[Self.key(waiter)] = id
            if isLeaving { leaving[id]?.phase = .parked } else { subscribers[id]?.phase = .parked }
            if send(.parked(id: id, waiter: waiter), creatingMachine: false) == nil {
                if !isLeaving { fail("subscriber \(id) parked with no machine") }
                resumeDirectly(waiter)
            } else if isLeaving, leaving[id]?.phase == .parked {
                fail("an unsubscribed subscriber stayed parked")
            }
        default:
            break
        }
    }

    /// The subscriber that a caller started for has subscribed: it iterates from now on.
    mutating func started(_ subscriber: UInt64?) {
        guard let subscriber else { return }
        if subscribers[subscriber]?.phase == .starting { subscribers[subscriber]?.phase = .ready }
        if leaving[subscriber]?.phase == .starting { leaving[subscriber]?.phase = .ready }
    }

    // MARK: The cacher

    /// `update(newData:)`: written without a turn when nothing uses the param, otherwise in a turn.
    private mutating func overwrite() {
        let value: Int? = chance(85) ? newValue() : nil
        if writesWithoutTurn, machine == nil, clear == nil {
            cache = Snapshot(data: value, cachedAt: value == nil ? nil : now, nextKey: value.map { _ in "k" })
            count("written without a turn")
            note("writeIfIdle(\(value.map(String.init) ?? "nil"))")
            return
        }
        addCaller(.overwrite(value))
    }

    /// The cacher changes the content on its own: in place, when the machine lets go of it, or by
    /// writing it and announcing the change.
    mutating func cacherChanges() {
        if peekable, chance(50), clear == nil, machine?.canChangeInPlace == true {
            let id = addCaller(.inPlace(changed: chance(75)), stage: .holding)
            holder = id
            holderIsStale = false
            lent = .change
            send(.inPlaceChangeStarting, creatingMachine: false)
            return
        }
        cache.data = chance(95) ? newValue() : nil
        revision += 1
        guard let machine else {
            note("changed, announced to no machine")
            return
        }
        if peekable, clear == nil, machine.canReadChangeAtOnce, let read = peeked {
            send(.cacheChangedAndRead(read.data, revision: revision), creatingMachine: false)
        } else {
            send(.cacheChanged, creatingMachine: false)
        }
    }

    // MARK: Fetches

    private mutating func fetchEnds(_ task: FetchTask) {
        if settling || chance(80) {
            addCaller(.saveFetch(task.outcome))
        } else {
            send(.fetchFailed(task.outcome, TestError(code: 1)))
        }
    }
}
