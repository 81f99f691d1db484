@testable import StoreFlowable

/// Callers of a ``MachineModel``: how they get the turn (`FlowRegistry.acquireTurn`), and what each does
/// in it, step by step, as `FlowEngine` does; others move between any two steps.
extension MachineModel {
    mutating func callerGoesOn(_ id: Int?) {
        guard let id, let caller = callers[id] else { return }
        switch caller.stage {
        case .acquiring: acquire(id)
        case .requesting: requestTurn(id)
        case .holding: goOnInTurn(id, caller)
        case .queued, .waitingForClear: break
        }
    }

    /// The first step of `acquireTurn`: the free turn is taken at once; while a clear runs, the caller
    /// waits for it to end.
    private mutating func acquire(_ id: Int) {
        if clear != nil {
            callers[id]?.stage = .waitingForClear
            return
        }
        guard machine?.isTurnFree ?? true else {
            callers[id]?.stage = .requesting
            // Mostly the second step follows at once; others move between the two now and then.
            if chance(80) { requestTurn(id) }
            return
        }
        let subscribed = machine?.hasSubscribers ?? false
        holder = id
        holderIsStale = false
        callers[id]?.stage = .holding
        callers[id]?.subscribedAtGrant = subscribed
        send(.turnTaken)
    }

    /// The second step of `acquireTurn`, in a step of its own: the caller queues for the turn, unless a
    /// clear began since the first step; it then waits for the clear to end and asks again.
    mutating func requestTurn(_ id: Int) {
        if clear != nil {
            callers[id]?.stage = .waitingForClear
            return
        }
        let waiter = takeWaiter()
        queue.append((id, waiter))
        callers[id]?.stage = .queued
        send(.turnRequested(waiter: waiter))
    }

    /// Gives the turn back after `last`; the caller is done.
    @discardableResult
    mutating func release(_ id: Int, last: FlowEvent?) -> [FlowAction] {
        if holder != id { fail("caller \(id) gave back a turn it does not hold") }
        holder = nil
        holderIsStale = false
        callers[id] = nil
        guard let actions = send(.turnReleased(last: last), creatingMachine: false) else {
            fail("the machine was dropped while caller \(id) held the turn")
            return []
        }
        return actions
    }

    private mutating func next(_ id: Int, _ phase: Int) {
        callers[id]?.phase = phase
    }

    /// `ensureSnapshot`: phase 0 reads the cacher when the machine knows nothing (and goes to 1, which
    /// sends it), or goes on to `after` at once.
    private mutating func readIfUnknown(_ id: Int, _ caller: Caller, then after: Int) -> Bool {
        switch caller.phase {
        case 0:
            if let known = machine?.knownSnapshot {
                callers[id]?.read = known
                return true
            }
            callers[id]?.read = cache
            next(id, 1)
            return false
        case 1:
            if let read = caller.read { send(.cacheRead(read)) }
            next(id, after)
            return false
        default:
            return true
        }
    }

    private mutating func goOnInTurn(_ id: Int, _ caller: Caller) {
        switch caller.job {
        case .freshness(let force, let subscriber):
            guard readIfUnknown(id, caller, then: 2) else { return }
            var needsRefresh = false
            if !force, let known = callers[id]?.read, known.hasData {
                needsRefresh = isInvalidated(known.cachedAt) || chance(10)
            }
            let stale = holderIsStale
            let actions = release(
                id,
                last: .freshnessChecked(
                    now: now, expireSeconds: expireSeconds, needsRefresh: needsRefresh, force: force))
            let answers = actions.filter {
                switch $0 {
                case .useCache, .awaitFetch: true
                default: false
                }
            }
            if !stale, answers.count != 1 { fail("a freshness check was answered \(answers.count) times") }
            started(subscriber)
        case .loadCache(let subscriber):
            guard readIfUnknown(id, caller, then: 2) else { return }
            release(id, last: nil)
            started(subscriber)
        case .saveFetch(let outcome):
            saveFetch(id, caller, outcome)
        case .overwrite(let value):
            overwrite(id, caller, value)
        case .pageInTurn(let direction, let continueWhenError):
            guard readIfUnknown(id, caller, then: 2) else { return }
            let actions = release(
                id, last: .pageRequested(direction, continueWhenError: continueWhenError, inTurn: true))
            follow(actions, direction, continueWhenError: continueWhenError)
        case .merge(let direction, let request):
            merge(id, caller, direction, request)
        case .readChanges:
            readChanges(id, caller)
        case .mergeGap:
            mergeGap(id, caller)
        case .inPlace(let changed):
            if caller.phase == 0 {
                // The cacher changes the content it now holds alone.
                if changed {
                    cache.data = newValue()
                    revision += 1
                }
                next(id, 1)
                return
            }
            holder = nil
            callers[id] = nil
            let event: FlowEvent =
                machine?.isChangingInPlace == true
                ? .inPlaceChangeWritten(cachedValue, revision: revision, changed: changed)
                : .turnReleased(last: nil)
            lent = nil
            holderIsStale = false
            if case .turnReleased = event { count("in-place change made stale by a clear") }
            send(event, creatingMachine: false)
        }
    }

    /// `runFetch` once the fetcher returned: saves the result in a turn, unless a clear gave it up.
    private mutating func saveFetch(_ id: Int, _ caller: Caller, _ outcome: FetchOutcome) {
        switch caller.phase {
        case 0:
            if outcome.isAbandoned {
                release(id, last: nil)
            } else if !settling, chance(10) {
                next(id, 10)
            } else {
                let value = newValue()
                let reachedEnd = chance(10)
                cache = Snapshot(
                    data: value, cachedAt: stamp(now), nextKey: reachedEnd || chance(10) ? nil : "k",
                    prevKey: reachedEnd || chance(30) ? nil : "j", origin: .network)
                next(id, 1)
            }
        case 1:
            release(id, last: .fetchSaved(outcome, written: cache))
        case 10:
            send(.saveFailed(TestError(code: 3), written: cache))
            next(id, 11)
        default:
            release(id, last: .fetchFailed(outcome, TestError(code: 3)))
        }
    }

    /// The timestamp of a fetch saved `now`: later than every invalidation.
    private func stamp(_ now: Double) -> Double {
        guard let invalidatedAt, now <= invalidatedAt else { return now }
        return invalidatedAt.nextUp
    }

    /// `overwrite(with:)`: the content is replaced, and read back only when someone subscribed.
    private mutating func overwrite(_ id: Int, _ caller: Caller, _ value: Int?) {
        switch caller.phase {
        case 0:
            if !settling, chance(10) {
                next(id, 10)
                return
            }
            cache = Snapshot(
                data: value, cachedAt: value == nil ? nil : now, nextKey: value.map { _ in "k" },
                prevKey: value.map { _ in "j" })
            next(id, 1)
        case 1:
            release(
                id, last: .overwritten(written: caller.subscribedAtGrant ? cache : nil, cleared: value == nil)
            )
        case 10:
            send(.saveFailed(TestError(code: 4), written: cache))
            next(id, 11)
        default:
            release(id, last: nil)
        }
    }

    /// `runPage` in the turn: the arrived page is merged into the content lent with it.
    private mutating func merge(
        _ id: Int, _ caller: Caller, _ direction: PageDirection, _ request: PageRequest
    ) {
        switch caller.phase {
        case 0:
            lendOrRelease(id, send(.pageArrived(direction, request)) ?? [])
        case 1:
            if !settling, chance(10) {
                next(id, 10)
                return
            }
            cache.data = newValue()
            cache.setKey(chance(60) ? "k" : nil, direction)
            cache.origin = .network
            next(id, 2)
        case 2:
            lent = nil
            let stale = holderIsStale
            release(id, last: .pageMerged(direction, request, written: cache))
            if stale, !isEnded(request) { fail("a stale merge left its page request open") }
        case 10:
            lent = nil
            send(.saveFailed(TestError(code: 5), written: cache))
            next(id, 11)
        case 11:
            release(id, last: .pageFailed(direction, request, TestError(code: 5)))
        default:
            release(id, last: nil)
        }
    }

    /// After `pageArrived`: merges in the next step when the content was lent, or gives the turn back.
    mutating func lendOrRelease(_ id: Int, _ actions: [FlowAction]) {
        if actions.contains(where: { if case .mergePage = $0 { true } else { false } }) {
            lent = .merge
            next(id, 1)
        } else {
            next(id, 20)
        }
    }

    /// `runGapPage` once the page arrived: joined to the content in a turn, and read back; or dropped
    /// (the gap changed meanwhile), the gaps' loading shown again.
    private mutating func mergeGap(_ id: Int, _ caller: Caller) {
        switch caller.phase {
        case 0:
            guard cache.hasData, chance(80) else { return next(id, 10) }
            cache.data = newValue()
            revision += 1
            next(id, 1)
        case 1:
            release(id, last: .gapMerged(written: cache))
        default:
            release(id, last: .gapsChanged)
        }
    }

    /// `readAnnouncedChanges`: the content is read back in a turn of its own.
    private mutating func readChanges(_ id: Int, _ caller: Caller) {
        switch caller.phase {
        case 0:
            let actions = send(.changeReadStarting) ?? []
            next(id, actions.contains { if case .readChange = $0 { true } else { false } } ? 1 : 20)
        case 1:
            let read = cachedValue
            callers[id]?.readData = read
            next(id, 2)
        case 2:
            release(id, last: .changeRead(caller.readData, revision: revision))
        default:
            release(id, last: nil)
        }
    }
}
