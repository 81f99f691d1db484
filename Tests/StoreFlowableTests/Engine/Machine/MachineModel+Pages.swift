@testable import StoreFlowable

/// Pages and clears of a ``MachineModel``, as `FlowEngine+Pages` and `FlowRegistry+Lifecycle` run them.
extension MachineModel {
    // MARK: Pages

    /// `requestPage`: asked out of the turn first, and in a turn when the machine says so.
    mutating func requestPage(_ direction: PageDirection, continueWhenError: Bool) {
        let actions =
            send(.pageRequested(direction, continueWhenError: continueWhenError, inTurn: false)) ?? []
        if actions.contains(where: { if case .requestPageInTurn = $0 { true } else { false } }) {
            addCaller(.pageInTurn(direction, continueWhenError: continueWhenError))
        } else {
            follow(actions, direction, continueWhenError: continueWhenError)
        }
    }

    /// What the caller of `requestPage` does with the machine's answer: runs the page, or joins the
    /// request in flight (or the fetch of the first page, which needs nothing more here).
    mutating func follow(_ actions: [FlowAction], _ direction: PageDirection, continueWhenError: Bool) {
        for action in actions {
            switch action {
            case .fetchPage(let request, _):
                pageTasks.append(PageTask(direction: direction, request: request))
            case .awaitPage(let request):
                joiners.append(
                    Joiner(direction: direction, continueWhenError: continueWhenError, request: request))
            default:
                break
            }
        }
    }

    /// `runPage` once the fetcher returned, failed, or its caller was cancelled.
    mutating func pageEnds(_ task: PageTask) {
        let (direction, request) = (task.direction, task.request)
        if !settling, chance(15) {
            send(.pageFailed(direction, request, TestError(code: 2)))
            return
        }
        if !settling, chance(15) {
            send(.pageAbandoned(direction, request))
            return
        }
        // A cacher that stores pages without suspending does it in the step that takes the turn.
        if storesPagesAtOnce, clear == nil, machine?.canStorePageAtOnce == true {
            var stored = cache
            stored.data = newValue()
            stored.setKey(chance(60) ? "k" : nil, direction)
            stored.origin = .network
            let written = stored
            var merged = false
            send(.pageArrived(direction, request, takingTurn: true), creatingMachine: false) { actions in
                guard case .some(.some) = actions.takeMerge() else { return .turnReleased(last: nil) }
                merged = true
                return .turnReleased(last: .pageMerged(direction, request, written: written))
            }
            record(.turnReleased(last: merged ? .pageMerged(direction, request, written: written) : nil))
            if merged {
                cache = stored
                count("page stored at once")
            }
            return
        }
        // Otherwise the free turn is taken in the step that lends the content, or waited for.
        let id = addCaller(.merge(direction, request))
        if clear == nil, machine?.isTurnFree == true {
            holder = id
            holderIsStale = false
            callers[id]?.stage = .holding
            lendOrRelease(
                id, send(.pageArrived(direction, request, takingTurn: true), creatingMachine: false) ?? [])
        }
    }

    // MARK: Clearing

    /// `beginClear`: the machine's turn is taken, or awaited from its holder; its fetch is abandoned and
    /// the fetch it starts runs once the cacher is empty.
    mutating func beginClear() {
        var run = ClearRun()
        invalidatedAt = nil
        if machine != nil {
            let hadHolder = holder != nil
            run.tookMachine = true
            let actions = send(.clearBegan, creatingMachine: false, dropsIdle: false) ?? []
            run.waitedForHolder = machine?.isTurnAwaitedByClear == true
            run.awaitingHolder = run.waitedForHolder
            if run.waitedForHolder != hadHolder { fail("a clear waits for a holder: \(run.waitedForHolder)") }
            holderIsStale = hadHolder
            if hadHolder { count("clear waits for the holder") }
            // The clear forgets the content, lent or not.
            lent = nil
            for case .startFetch(let outcome) in actions {
                run.fetches.append(outcome)
                fetchTasks.removeAll { $0.outcome === outcome }
                fetchTasks.append(FetchTask(outcome: outcome, running: false))
            }
        } else {
            note("clear with no machine")
        }
        clear = run
    }

    /// The clear goes on: the cacher is emptied (again, after the holder it waited for gave the turn
    /// back), and the clear ends, also when emptying failed.
    mutating func clearGoesOn() {
        guard var run = clear else { return }
        switch run.stage {
        case .begun:
            run.stage = .emptied
            clear = run
            if !settling, chance(2) {
                note("emptying the cacher failed")
                endClear(failed: true)
            } else {
                cache = Snapshot(data: nil, cachedAt: nil)
                note("cacher emptied")
            }
        case .emptied:
            guard !run.awaitingHolder else { return }
            if run.waitedForHolder {
                if !settling, chance(2) {
                    note("emptying the cacher again failed")
                    endClear(failed: true)
                    return
                }
                cache = Snapshot(data: nil, cachedAt: nil)
                note("cacher emptied again")
            }
            endClear(failed: false)
        }
    }

    /// Whether the clear can go on now.
    var clearCanGoOn: Bool {
        guard let clear else { return false }
        return clear.stage == .begun || !clear.awaitingHolder
    }

    /// `endClear`: the turn taken by the clear is given back, its fetches run, and the callers that
    /// waited for it ask for the turn again.
    private mutating func endClear(failed: Bool) {
        guard let run = clear else { return }
        clear = nil
        if failed {
            contentCheckWaived = true
            count(holder == nil ? "clear failed" : "clear failed, the holder keeps a stale turn")
        }
        if machine?.isTurnTakenByClear == true {
            if !run.tookMachine { fail("the turn of a machine made during the clear was taken by it") }
            send(.clearEnded, creatingMachine: false)
        } else if run.tookMachine {
            fail("the clear's turn was gone when it ended")
        }
        for index in fetchTasks.indices
        where run.fetches.contains(where: { $0 === fetchTasks[index].outcome }) {
            fetchTasks[index].running = true
        }
        for id in callers.keys.sorted() where callers[id]?.stage == .waitingForClear {
            callers[id]?.stage = .acquiring
        }
    }
}
