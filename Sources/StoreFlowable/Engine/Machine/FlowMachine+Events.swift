extension FlowMachine {
    /// Applies `event`, like ``on(_:)``, and tells in the same access whether the machine is now idle.
    mutating func on(_ event: FlowEvent, thenCheckIdle idle: inout Bool) -> [FlowAction] {
        var actions = FlowAction.buffer()
        on(event, into: &actions, thenCheckIdle: &idle)
        return actions
    }

    /// Applies `event`, like ``on(_:into:)``, and tells in the same access whether the machine is now idle.
    mutating func on(_ event: FlowEvent, into actions: inout [FlowAction], thenCheckIdle idle: inout Bool) {
        on(event, into: &actions)
        idle = isIdle
    }

    /// Applies `event` and returns what the caller must do, in order, once it has left the lock.
    mutating func on(_ event: FlowEvent) -> [FlowAction] {
        var actions = FlowAction.buffer()
        on(event, into: &actions)
        return actions
    }

    /// Applies `event` and appends what the caller must do, in order, once it has left the lock.
    mutating func on(_ event: FlowEvent, into actions: inout [FlowAction]) {
        // Saves and reads of a turn granted before the cache was cleared show nothing: their content is gone.
        if turnGeneration != generation, event.isInTurn { return }
        switch event {
        case .subscribe(let id):
            lastSeen[id] = 0
            // The first state comes from what is known; a fetch in flight shows even before the cacher is read.
            if !isShowing { publish(into: &actions) }
        case .unsubscribe(let id):
            lastSeen.removeValue(forKey: id)
            runners.removeValue(forKey: id)
            if let waiter = waiting.removeValue(forKey: id) { actions.append(.wakeSubscriber(waiter)) }
            if lastSeen.isEmpty {
                hideCurrent()
                if !turnHeld { snapshot = nil }
            }

        case .turnRequested(let waiter):
            if turnHeld {
                turnQueue.append(waiter)
            } else {
                grantTurn(to: waiter, into: &actions)
            }
        case .turnReleased:
            turnHeld = false
            if pausedForClear {
                actions.append(.turnFreedForClear)
                break
            }
            if !hasSubscribers { snapshot = nil }
            if version != versionAtTurn { wakeWaiting(into: &actions) }
            if !turnQueue.isEmpty { grantTurn(to: turnQueue.removeFirst(), into: &actions) }

        case .cacheRead(let read):
            if snapshot == nil, !merging {
                store(read)
                publish(into: &actions)
            }
        case .freshnessChecked(let now, let expireSeconds, let needsRefresh, let force):
            checkFreshness(
                now: now, expireSeconds: expireSeconds, needsRefresh: needsRefresh, force: force,
                into: &actions)
        case .fetchSaved(let outcome, let written):
            store(written)
            if case .fetching(let running) = whole, running === outcome { whole = .idle }
            publish(into: &actions)
        case .fetchFailed(let outcome, let error):
            guard case .fetching(let running) = whole, running === outcome else { break }
            whole = .failed(error)
            publish(into: &actions)
        case .saveFailed(let error, let written):
            store(written)
            if case .fetching = whole {} else { whole = .failed(error) }
            publish(into: &actions)
        case .overwritten(let written, let cleared):
            if let written {
                store(written)
            } else {
                changesApplied = max(changesApplied, changesBeforeTurn)
                snapshot = nil
            }
            // Pages in flight are now stale; their callers end them when they come back.
            next = .idle
            prev = .idle
            if case .failed = whole { whole = .idle }
            // Content written while a fetch runs shows completed until the fetch ends (as in 4.x).
            if !cleared, case .fetching(let outcome) = whole { overwrittenDuring = outcome }
            // Only subscribers that fetch have a fetch started for them: cache-only ones see the cache empty.
            if cleared, hasSubscribers, runner != nil, case .idle = whole {
                _ = startFetch(into: &actions)
            } else {
                publish(into: &actions)
            }
        case .pageRequested(let direction, let continueWhenError, let inTurn):
            if !inTurn, turnHeld || snapshot == nil {
                actions.append(.requestPageInTurn)
            } else {
                requestPage(direction, continueWhenError: continueWhenError, into: &actions)
            }
        case .pageArrived(let direction, let request):
            guard isCurrent(request, direction) else {
                actions.append(.endPage(request, .finished))
                break
            }
            merging = true
            hideCurrent()
            actions.append(.mergePage)
        case .pageMerged(let direction, let request, let written):
            store(written)
            if isCurrent(request, direction) { setPage(direction, .idle) }
            actions.append(.endPage(request, .finished))
            publish(into: &actions)
        case .pageFailed(let direction, let request, let error):
            actions.append(.endPage(request, .finished))
            guard isCurrent(request, direction) else { break }
            setPage(direction, .failed(error))
            publish(into: &actions)
        case .pageAbandoned(let direction, let request):
            actions.append(.endPage(request, .abandoned))
            guard isCurrent(request, direction) else { break }
            setPage(direction, .idle)
            publish(into: &actions)

        case .cacheChanged:
            changesAnnounced &+= 1
            if hasSubscribers, !changeReadScheduled {
                changeReadScheduled = true
                actions.append(.scheduleChangeRead)
            }
        case .changeReadStarting:
            changeReadScheduled = false
            if hasSubscribers, snapshot != nil, changesAnnounced > changesApplied {
                actions.append(.readChange)
            }
        case .changeRead(let data, let revision):
            if var known = snapshot, !merging {
                known.data = data
                known.revision = revision
                store(known)
                publish(into: &actions)
            }
        case .inPlaceChangeStarting:
            startInPlaceChange()
        case .inPlaceChangeWritten(let data, let revision, let changed):
            finishInPlaceChange(data, revision: revision, changed: changed, into: &actions)

        case .invalidated:
            // A cache-only subscriber never fetches: only one that fetches leaves a runner.
            guard hasSubscribers, runner != nil else { break }
            if case .fetching = whole { break }
            _ = startFetch(into: &actions)
        case .refetchIfStale(let now, let expireSeconds, let invalidated):
            guard hasSubscribers, runner != nil, let known = snapshot, !merging else { break }
            switch whole {
            case .fetching: break
            case .failed: _ = startFetch(into: &actions)
            case .idle:
                let expired = !FreshnessRule.isFresh(
                    cachedAt: known.cachedAt, now: now, expireSeconds: expireSeconds)
                if expired || invalidated { _ = startFetch(into: &actions) }
            }
        case .cleared:
            clear(into: &actions)
        }
    }

    /// Forgets everything known and abandons the work in flight; subscribers wait for a fresh fetch,
    /// which the caller starts once the cacher is empty.
    private mutating func clear(into actions: inout [FlowAction]) {
        generation &+= 1
        if case .fetching(let outcome) = whole { actions.append(.abandonFetch(outcome)) }
        // Page requests in flight are no longer current: their runners end them when they come back.
        whole = .idle
        next = .idle
        prev = .idle
        merging = false
        changingInPlace = false
        snapshot = nil
        hideCurrent()
        currentFreshness = nil
        currentRevision = nil
        changesApplied = changesAnnounced
        guard hasSubscribers else { return }
        if runner != nil {
            _ = startFetch(into: &actions)
        } else {
            // Cache-only subscribers are shown that nothing is cached any more.
            snapshot = Snapshot(data: nil, cachedAt: nil)
            publish(into: &actions)
        }
    }

    private mutating func grantTurn(to waiter: Waiter, into actions: inout [FlowAction]) {
        takeTurn()
        actions.append(.grantTurn(waiter))
    }

    /// Takes the turn when nobody holds it or waits for it; whether it did.
    mutating func takeTurnIfFree() -> Bool {
        guard !turnHeld, turnQueue.isEmpty else { return false }
        takeTurn()
        return true
    }

    /// Marks the turn held from now on: every change announced so far is covered by a read-back in it.
    mutating func takeTurn() {
        turnHeld = true
        turnGeneration = generation
        changesBeforeTurn = changesAnnounced
        versionAtTurn = version
    }

    /// Joins the fetch in flight, uses valid content, or starts a fetch.
    private mutating func checkFreshness(
        now: Double,
        expireSeconds: Double,
        needsRefresh: Bool,
        force: Bool,
        into actions: inout [FlowAction]
    ) {
        switch whole {
        case .fetching(let outcome):
            actions.append(.awaitFetch(outcome))
            return
        case .idle:
            if !force, !needsRefresh, let known = snapshot, let data = known.data,
                FreshnessRule.isFresh(cachedAt: known.cachedAt, now: now, expireSeconds: expireSeconds)
            {
                actions.append(.useCache(data))
                return
            }
        case .failed:
            break
        }
        actions.append(.awaitFetch(startFetch(into: &actions)))
    }

    /// Starts, joins or declines a page request in `direction`.
    private mutating func requestPage(
        _ direction: PageDirection,
        continueWhenError: Bool,
        into actions: inout [FlowAction]
    ) {
        // The snapshot is read in place: copying it would copy its content and keys.
        guard snapshot != nil, !merging else { return }
        guard snapshot?.hasData == true else {
            // Nothing to add a page to: load the first page, or join its load.
            if case .fetching(let outcome) = whole {
                actions.append(.awaitFetch(outcome))
            } else {
                actions.append(.awaitFetch(startFetch(into: &actions)))
            }
            return
        }
        guard case .idle = whole else { return }
        switch page(direction) {
        case .fetching(let request):
            actions.append(.awaitPage(request))
        case .failed where !continueWhenError:
            return
        case .idle, .failed:
            guard snapshot?.canRequest(direction) == true, let key = snapshot?.key(direction) else {
                if case .failed = page(direction) {
                    setPage(direction, .idle)
                    publish(into: &actions)
                }
                return
            }
            let request = PageRequest()
            setPage(direction, .fetching(request))
            actions.append(.fetchPage(request, key: key))
            publish(into: &actions)
        }
    }
}
