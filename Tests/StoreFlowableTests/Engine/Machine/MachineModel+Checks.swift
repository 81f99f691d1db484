@testable import StoreFlowable

/// What a ``MachineModel`` checks: after every move, when the machine becomes idle, and once the
/// sequence has settled.
extension MachineModel {
    /// The content as the machine holds it: lent to a merge or an in-place change, or neither.
    private var machineLends: Lent?? {
        guard let machine else { return .some(nil) }
        guard let known = Mirror(reflecting: machine).descendant("content", "known") as? ContentState.Known
        else {
            return nil
        }
        switch known {
        case .lentToMerge: return .merge
        case .lentToChange: return .change
        case .unknown, .known: return .some(nil)
        }
    }

    /// The invariants between two moves.
    mutating func check() {
        if liveFetches.count > 1 { fail("\(liveFetches.count) fetches in flight") }
        guard let machine else {
            if !liveFetches.isEmpty { fail("a fetch is in flight with no machine") }
            if holder != nil || !queue.isEmpty { fail("the turn is held or waited for with no machine") }
            if !subscribers.isEmpty { fail("subscribers with no machine") }
            if clear?.tookMachine == true { fail("the machine taken by the clear is gone") }
            return
        }
        if machine.fetchInFlight !== liveFetches.first {
            fail("the machine's fetch in flight is not the one started last and not ended")
        }
        // Looked at only when it may have changed: reflecting the machine is slow.
        if mayHaveLent || lent != nil {
            mayHaveLent = false
            switch machineLends {
            case nil: fail("the machine's content cannot be seen")
            case .some(let lends) where lends != lent:
                fail(
                    "the content is lent to \(String(describing: lends)), expected \(String(describing: lent))"
                )
            default: break
            }
        }
        let takenByClear = clear?.tookMachine == true
        if machine.isTurnTakenByClear != takenByClear { fail("isTurnTakenByClear is \(!takenByClear)") }
        if machine.isTurnAwaitedByClear != (takenByClear && holder != nil) {
            fail(
                "isTurnAwaitedByClear is \(machine.isTurnAwaitedByClear), the holder \(String(describing: holder))"
            )
        }
        if machine.isTurnFree != (holder == nil && !takenByClear) {
            fail("isTurnFree is \(machine.isTurnFree), the holder \(String(describing: holder))")
        }
        if takenByClear, holder != nil, !holderIsStale { fail("a caller took the turn during a clear") }
        if machine.isChangingInPlace != (lent == .change && holder != nil && !holderIsStale) {
            fail("isChangingInPlace is \(machine.isChangingInPlace)")
        }
        if machine.subscriberCount != subscribers.count {
            fail("\(machine.subscriberCount) subscribers, expected \(subscribers.count)")
        }
        if machine.pageRequestsInFlight.contains(where: isEnded) { fail("a page in flight was ended") }
        // Changes made in a turn are shown when it ends: once the turn is free, nobody waits with news.
        if machine.isTurnFree {
            for (id, subscriber) in subscribers where subscriber.phase == .parked && hasNews(id, machine) {
                fail("subscriber \(id) stays parked with a state it has not seen, the turn free")
            }
        }
    }

    /// Whether subscriber `id` would be handed a state if it polled now; asked of a copy of the machine.
    private func hasNews(_ id: UInt64, _ machine: FlowMachine) -> Bool {
        var copy = machine
        return copy.step(.polled(id: id)).actions.contains { if case .deliver = $0 { true } else { false } }
    }

    /// The machine is idle: nothing uses it any more.
    mutating func checkIdle(after event: FlowEvent) {
        let what = "idle after \(Self.describe(event))"
        if !subscribers.isEmpty { fail("\(what) with \(subscribers.count) subscribers") }
        if holder != nil || !queue.isEmpty { fail("\(what) with the turn held or waited for") }
        if clear?.tookMachine == true { fail("\(what) with its turn taken by a clear") }
        if !liveFetches.isEmpty { fail("\(what) with a fetch in flight") }
        if lent != nil { fail("\(what) with its content lent") }
        if reportedActive { fail("\(what) and reported in use") }
        let readScheduled = callers.values.contains {
            if case .readChanges = $0.job { $0.stage != .holding } else { false }
        }
        if readScheduled { fail("\(what) with a read of announced changes scheduled") }
    }

    // MARK: Settling

    /// One move that finishes work, without failures; `false` when nothing is left to finish.
    mutating func settleMove() -> Bool {
        settling = true
        if clearCanGoOn {
            clearGoesOn()
        } else if let holder {
            callerGoesOn(holder)
        } else if let id = callers.keys.sorted().first(where: {
            callers[$0]?.stage == .acquiring || callers[$0]?.stage == .requesting
        }) {
            callerGoesOn(id)
        } else if let index = fetchTasks.firstIndex(where: \.running) {
            addCaller(.saveFetch(fetchTasks.remove(at: index).outcome))
        } else if !pageTasks.isEmpty {
            pageEnds(pageTasks.removeFirst())
        } else if let index = joiners.firstIndex(where: \.asksAgain) {
            let joiner = joiners.remove(at: index)
            requestPage(joiner.direction, continueWhenError: joiner.continueWhenError)
        } else if let id = goingSubscribers.first {
            subscriberGoesOn(id)
        } else {
            return false
        }
        return true
    }

    /// Once settled: everything ended, and every subscriber shows what the cacher holds.
    mutating func checkSettled() {
        if clear != nil || holder != nil || !queue.isEmpty || !callers.isEmpty {
            fail("not settled: the clear, the turn or callers are still waiting")
        }
        if !liveFetches.isEmpty || !fetchTasks.isEmpty || !pageTasks.isEmpty || !joiners.isEmpty {
            fail("not settled: fetches or pages are still running")
        }
        if requests.contains(where: { !$0.ended }) { fail("a page request never ended") }
        guard !contentCheckWaived, !subscribers.isEmpty else { return }
        for id in subscribers.keys.sorted() {
            guard let subscriber = subscribers[id] else { continue }
            if subscriber.phase != .parked { fail("subscriber \(id) settled \(subscriber.phase)") }
            guard let shown = subscriber.shown else {
                fail("subscriber \(id) was shown nothing")
                continue
            }
            if shown != cachedValue {
                fail("subscriber \(id) shows \(describe(shown)), the cacher holds \(describe(cachedValue))")
            }
        }
        for case .deliver(let shown) in send(.shownStateAsked, creatingMachine: false) ?? [] {
            let content = shown.state.content as? Int
            if content != cachedValue {
                fail("subscribers are shown \(describe(content)), the cacher holds \(describe(cachedValue))")
            }
        }
    }

    /// Every subscriber leaves: each parked one is woken, and the machine goes unless it keeps a failure.
    mutating func checkEveryoneLeaves() {
        for id in subscribers.keys.sorted() { unsubscribe(id) }
        var moves = 0
        while let id = goingSubscribers.first, moves < 100 {
            subscriberGoesOn(id)
            moves += 1
        }
        if !leaving.isEmpty { fail("\(leaving.count) unsubscribed subscribers never noticed") }
        if !parkedWaiters.isEmpty { fail("\(parkedWaiters.count) parked subscribers were never woken") }
        if let machine, machine.isSettled { fail("the machine stayed with nothing to keep") }
    }

    private func describe(_ value: Int?) -> String {
        value.map(String.init) ?? "nil"
    }
}
