/// What one param's ``FlowMachine`` knows of the cacher's content, and the work that changes it: the
/// fetch of the whole content, the page requests, the changes the cacher announced. Each change that
/// subscribers should see returns `true`; the machine publishes it.
struct ContentState: Sendable {
    /// The fetch of the whole content.
    enum Whole: Sendable {
        case idle
        /// `overwritten`: the content was replaced (`update`) while the fetch runs, so it shows completed
        /// rather than loading.
        case fetching(FetchOutcome, overwritten: Bool)
        case failed(any Error)
    }

    /// What is known of the cacher's content. Kept while someone subscribes or holds the turn.
    enum Known: Sendable {
        case unknown
        case known(Snapshot)
        /// Handed to a page merge, so that the cacher's list is held once and grows in place: nothing is
        /// published or read back until the merge stores what it wrote.
        case lentToMerge
        /// Let go for the cacher to change in place; `bare` is the snapshot without its content.
        case lentToChange(bare: Snapshot?)
    }

    private(set) var known = Known.unknown
    private(set) var whole = Whole.idle
    private(set) var pages = PageStates()
    /// Changes the cacher announced, and those a read-back covered.
    private(set) var announced: UInt64 = 0
    private var applied: UInt64 = 0
    private(set) var changeReadScheduled = false
    /// The snapshot replaced last, to be released after the registry's lock.
    private var replaced: Snapshot?

    /// Whether every announced change is covered by a read-back.
    var hasNoUnreadChanges: Bool { announced == applied && !changeReadScheduled }

    mutating func takeReplaced() -> Snapshot? {
        replaced.take()
    }

    // MARK: The whole content

    /// Keeps content read back, covering the changes announced before `changesBefore` (those before the
    /// turn it was read in).
    mutating func store(_ written: Snapshot, covering changesBefore: UInt64?) {
        if let changesBefore { applied = max(applied, changesBefore) }
        if case .known(let old) = known { replaced = old }
        known = .known(written)
    }

    /// Forgets the content: the next reader reads the cacher.
    mutating func forget() {
        if case .known(let old) = known { replaced = old }
        known = .unknown
    }

    /// Starts a fetch of the whole content: pages in flight become stale and both directions reopen.
    mutating func startFetch(into actions: inout FlowActions) -> FetchOutcome {
        let outcome = FetchOutcome()
        whole = .fetching(outcome, overwritten: false)
        pages.reopen()
        actions.append(.startFetch(outcome))
        return outcome
    }

    /// Joins the fetch in flight, uses valid content, or starts a fetch (then returns `true`).
    mutating func checkFreshness(
        now: Double, expireSeconds: Double, needsRefresh: Bool, force: Bool, into actions: inout FlowActions
    ) -> Bool {
        switch whole {
        case .fetching(let outcome, _):
            actions.append(.awaitFetch(outcome))
            return false
        case .idle:
            if !force, !needsRefresh, let snapshot, let data = snapshot.data,
                FreshnessRule.isFresh(cachedAt: snapshot.cachedAt, now: now, expireSeconds: expireSeconds)
            {
                actions.append(.useCache(data))
                return false
            }
        case .failed:
            break
        }
        actions.append(.awaitFetch(startFetch(into: &actions)))
        return true
    }

    /// Ends the fetch `outcome`, saved or failed (`error`); `false` when it is no longer the one in flight.
    mutating func endFetch(_ outcome: FetchOutcome, failure error: (any Error)?) -> Bool {
        guard fetchInFlight === outcome else { return false }
        whole = error.map { .failed($0) } ?? .idle
        return true
    }

    /// Records that saving failed with `error`, unless a fetch in flight will say how it ends.
    mutating func saveFailed(_ error: any Error) {
        if fetchInFlight == nil { whole = .failed(error) }
    }

    /// Keeps what an `update` or `clear` wrote, or forgets the content when it was not read back; pages
    /// in flight become stale. Returns the fetch to start for subscribers that fetch, after a clear.
    mutating func overwrite(
        with written: Snapshot?, cleared: Bool, covering changesBefore: UInt64?, fetchesFor subscribers: Bool
    ) -> Bool {
        if let written {
            store(written, covering: changesBefore)
        } else {
            if let changesBefore { applied = max(applied, changesBefore) }
            forget()
        }
        pages.reopen()
        switch whole {
        case .failed: whole = .idle
        // Content written while a fetch runs shows completed until the fetch ends (as in 4.x).
        case .fetching(let outcome, _) where !cleared: whole = .fetching(outcome, overwritten: true)
        case .fetching, .idle: break
        }
        return cleared && subscribers && isWholeIdle
    }

    /// Forgets everything known and abandons the work in flight (cache-only subscribers, `showsEmpty`,
    /// are shown that nothing is cached).
    mutating func clear(showingEmpty showsEmpty: Bool, into actions: inout FlowActions) {
        if let outcome = fetchInFlight { actions.append(.abandonFetch(outcome)) }
        whole = .idle
        pages.reopen()
        forget()
        applied = announced
        if showsEmpty { known = .known(Snapshot(data: nil, cachedAt: nil)) }
    }

    // MARK: Pages

    /// Starts, joins or declines a page request in `direction`; `true` when what subscribers see changed.
    mutating func requestPage(
        _ direction: PageDirection, continueWhenError: Bool, into actions: inout FlowActions
    ) -> Bool {
        guard case .known(let snapshot) = known else { return false }
        guard snapshot.hasData else {
            // Nothing to add a page to: load the first page, or join its load.
            if let outcome = fetchInFlight {
                actions.append(.awaitFetch(outcome))
                return false
            }
            actions.append(.awaitFetch(startFetch(into: &actions)))
            return true
        }
        guard isWholeIdle else { return false }
        switch pages[direction] {
        case .fetching(let request):
            actions.append(.awaitPage(request))
            return false
        case .failed where !continueWhenError:
            return false
        case .idle, .failed:
            guard snapshot.canRequest(direction), let key = snapshot.key(direction) else {
                guard case .failed = pages[direction] else { return false }
                pages[direction] = .idle
                return true
            }
            let request = PageRequest()
            pages[direction] = .fetching(request)
            actions.append(.fetchPage(request, key: key))
            return true
        }
    }

    /// Lends the content to the merge of the page of `request`; when it is stale, ends it instead and
    /// returns `false`.
    mutating func lendToMerge(
        _ direction: PageDirection, _ request: PageRequest, into actions: inout FlowActions
    ) -> Bool {
        guard pages.isCurrent(request, direction) else {
            actions.append(.endPage(request, .finished))
            return false
        }
        // Handed over whole, so that a cacher keeping the same list grows it in place.
        actions.append(.mergePage(snapshot))
        known = .lentToMerge
        return true
    }

    /// Ends the page request `request` as `page` says (`.idle`: merged or abandoned, `.failed`); `false`
    /// when it is no longer the one in flight.
    mutating func endPage(_ direction: PageDirection, _ request: PageRequest, as page: PageStates.Page)
        -> Bool
    {
        guard pages.isCurrent(request, direction) else { return false }
        pages[direction] = page
        return true
    }

    // MARK: Changes the cacher makes

    /// Counts a change the cacher announced; returns whether a read must be scheduled for it.
    mutating func announce(subscribed: Bool, turnIsFree: Bool) -> Bool {
        announced &+= 1
        guard !changeReadScheduled else { return false }
        // Nobody subscribes and nobody in the turn may have read the content before the change: nobody
        // has anything to read back. Nothing known and nobody in the turn: whoever reads the content next
        // reads the change too.
        if turnIsFree, !subscribed || isUnknown { return false }
        changeReadScheduled = true
        return true
    }

    /// The scheduled read starts; returns whether there is anything to read.
    mutating func startChangeRead(subscribed: Bool) -> Bool {
        changeReadScheduled = false
        return subscribed && snapshot != nil && announced > applied
    }

    /// Keeps the content read back after announced changes; `false` when none is known to change.
    mutating func applyChange(_ data: (any Sendable)?, revision: UInt64?, covering changesBefore: UInt64?)
        -> Bool
    {
        guard var changed = snapshot else { return false }
        changed.data = data
        changed.revision = revision
        store(changed, covering: changesBefore)
        return true
    }

    /// Lets go of the content, keeping the rest of the snapshot (timestamp, keys), for the cacher to
    /// change it in place.
    mutating func lendToChange() {
        guard case .known(var bare) = known else {
            known = .lentToChange(bare: nil)
            return
        }
        replaced = bare
        bare.data = nil
        known = .lentToChange(bare: bare)
    }

    /// Keeps the content read back after an in-place change; `false` when nothing was known to change.
    mutating func finishChange(_ data: (any Sendable)?, revision: UInt64?, covering changesBefore: UInt64?)
        -> Bool
    {
        guard case .lentToChange(let bare) = known, var changed = bare else {
            known = .unknown
            return false
        }
        changed.data = data
        changed.revision = revision
        known = .unknown
        store(changed, covering: changesBefore)
        return true
    }
}
