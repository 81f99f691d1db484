/// The state of one (cacher, param) and every rule for changing it: events in, actions out.
///
/// A plain value with no locks, clocks or suspension points: ``FlowRegistry`` holds it under a lock,
/// sends it events, and performs the actions it returns after leaving the lock. Time arrives inside the
/// events that need it.
///
/// Content changes only in *the turn*: the exclusive right to read and write the cacher for this param,
/// granted to one caller at a time, in order. So every change reaches subscribers once, in commit order.
struct FlowMachine: Sendable {
    typealias Content = any Sendable
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// The fetch of the whole content.
    enum Whole: Sendable {
        case idle
        case fetching(FetchOutcome)
        case failed(any Error)

        var isFetching: Bool {
            if case .fetching = self { true } else { false }
        }
    }

    /// The page requests of one direction.
    enum Page: Sendable {
        case idle
        case fetching(PageRequest)
        case failed(any Error)
    }

    /// The cached content as last read back; `nil` when unknown. Kept while someone subscribes or holds
    /// the turn.
    var snapshot: Snapshot?
    var whole = Whole.idle
    var next = Page.idle
    var prev = Page.idle
    /// A page is being merged: the snapshot's content was handed to the merge, so nothing is published.
    var merging = false
    /// The cacher is changing the content in place: the snapshot's content was let go, so nothing is
    /// published (``merging`` is set too) until it is read back.
    var changingInPlace = false

    /// The state subscribers see, its freshness, the revision of its content, and its version. A
    /// published state is built when someone first asks for it (``showPending()``): changes that follow
    /// one another with nobody looking in between build none.
    var current: LoadingState<Content>?
    var currentFreshness: ContentFreshness?
    var currentRevision: UInt64?
    var version: UInt64 = 0
    /// A state was published and is not built yet.
    var publishPending = false
    /// The version each subscriber saw last.
    var lastSeen: [UInt64: UInt64] = [:]
    var waiting: [UInt64: Waiter] = [:]

    var turnHeld = false
    var turnQueue: [Waiter] = []
    /// The version when the turn was granted: subscribers are woken when it ends if it changed.
    var versionAtTurn: UInt64 = 0
    /// Bumped when the cache is cleared: work begun before is discarded when it comes back.
    var generation: UInt64 = 0
    /// The generation when the turn was granted: in-turn events of an older one are ignored.
    var turnGeneration: UInt64 = 0
    /// The cache is being cleared: a turn given back is not handed on, but kept for the clearer.
    var pausedForClear = false
    /// The fetch during which the whole content was overwritten (`update`): while it runs, that content
    /// shows completed rather than loading.
    var overwrittenDuring: FetchOutcome?
    /// The engines of the subscribers that fetch (not the cache-only ones), by subscriber.
    var runners: [UInt64: any FetchRunner] = [:]
    /// Runs the fetches decided here rather than by a caller (invalidation, triggers, clearing): the
    /// engine of a subscriber that fetches; `nil` when only cache-only subscribers are left.
    var runner: (any FetchRunner)? { runners.values.first }

    /// Changes announced by the cacher, those a read-back has covered, and those covered by a read-back
    /// in the current turn (every announcement made before the turn was granted).
    var changesAnnounced: UInt64 = 0
    var changesApplied: UInt64 = 0
    var changesBeforeTurn: UInt64 = 0
    var changeReadScheduled = false

    var hasSubscribers: Bool { !lastSeen.isEmpty }

    /// The state and snapshot last replaced, kept so that the registry lets go of them (and of the
    /// content only they held) after leaving its lock.
    var retired = Retired()

    /// Values replaced under the registry's lock, to be released after it.
    struct Retired: Sendable {
        var state: LoadingState<Content>?
        var snapshot: Snapshot?
    }

    /// Hands over the values replaced since the last call.
    mutating func takeRetired() -> Retired {
        guard retired.state != nil || retired.snapshot != nil else { return Retired() }
        return Retired(state: retired.state.take(), snapshot: retired.snapshot.take())
    }

    /// Whether a subscriber, a turn or work in flight uses the param; a cacher that releases data of
    /// unused params is told when this changes.
    var isInUse: Bool {
        guard lastSeen.isEmpty, !turnHeld, turnQueue.isEmpty, !changeReadScheduled else { return true }
        if case .fetching = whole { return true }
        if case .fetching = next { return true }
        if case .fetching = prev { return true }
        return false
    }
    /// Whether the cacher was last told the param is in use.
    var reportedInUse = false

    /// Whether nothing needs this state any more: it can be dropped, and built afresh when needed.
    /// A recorded failure is kept (without content), so that the next request knows the last one failed.
    var isIdle: Bool {
        guard lastSeen.isEmpty, !turnHeld, turnQueue.isEmpty, !changeReadScheduled, !pausedForClear else {
            return false
        }
        if case .idle = whole, case .idle = next, case .idle = prev { return true }
        return false
    }

    // MARK: Subscribers

    /// What a subscriber gets when it asks for a state.
    enum Poll: Sendable {
        case state(LoadingState<Content>, ContentFreshness?)
        case wait
        case finished
    }

    /// The state subscriber `id` has not seen yet, if any.
    mutating func poll(_ id: UInt64) -> Poll {
        guard let seen = lastSeen[id] else { return .finished }
        guard version != seen else { return .wait }
        showPending()
        guard let current else { return .wait }
        lastSeen[id] = version
        return .state(current, currentFreshness)
    }

    /// Parks subscriber `id` until there is news; returns `false` when there already is.
    mutating func park(_ id: UInt64, _ waiter: Waiter) -> Bool {
        guard let seen = lastSeen[id], !isShowing || version == seen else { return false }
        waiting[id] = waiter
        return true
    }

    /// Whether subscribers are shown a state, built or not.
    var isShowing: Bool { current != nil || publishPending }

    /// Stops showing a state: subscribers wait for the next one.
    mutating func hideCurrent() {
        current = nil
        publishPending = false
    }

    // MARK: Publishing

    /// Publishes the state made from what is known, and wakes everyone waiting; the state itself is
    /// built when first asked for.
    mutating func publish(into actions: inout [FlowAction]) {
        guard hasSubscribers, !merging else { return }
        // Nothing is known yet and nothing is being fetched: there is nothing to show.
        if snapshot == nil, !whole.isFetching { return }
        retired.state = current.take()
        publishPending = true
        version &+= 1
        // Changes made in the turn are shown when it ends: whoever they wake finds the turn free.
        guard !turnHeld else { return }
        wakeWaiting(into: &actions)
    }

    /// Builds the state last published, if it is not built yet.
    mutating func showPending() {
        guard publishPending else { return }
        publishPending = false
        // The snapshot is read in place, part by part: copying it whole would copy its keys too.
        guard snapshot != nil else {
            // Nothing is known yet; a fetch in flight still shows at once.
            setCurrent(.loading(content: nil), hasContent: false)
            return
        }
        let hasData = snapshot?.hasData ?? false
        switch whole {
        case .fetching(let outcome) where outcome === overwrittenDuring && hasData:
            showCompleted()
        case .fetching:
            setCurrent(.loading(content: snapshot?.data), hasContent: hasData)
        case .failed(let error):
            setCurrent(.error(rawError: error, content: snapshot?.data), hasContent: hasData)
        case .idle:
            if hasData {
                showCompleted()
            } else {
                // Nothing cached is `noCachedData`; nothing read back right after a fetch saved is a cacher fault.
                let error: StoreFlowableError =
                    snapshot?.origin == .network ? .cacheReturnedNothingAfterSave : .noCachedData
                setCurrent(.error(rawError: error, content: nil), hasContent: false)
            }
        }
    }

    /// Shows the snapshot's content completed, with the state of each end.
    private mutating func showCompleted() {
        guard let data = snapshot?.data else { return }
        let next = Self.additional(next, canRequest: snapshot?.canRequest(.next) ?? false)
        let prev = Self.additional(prev, canRequest: snapshot?.canRequest(.prev) ?? false)
        setCurrent(.completed(content: data, next: next, prev: prev), hasContent: true)
    }

    /// Shows `state`, whose content is present when `hasContent` (told, not worked out: looking into an
    /// erased state copies it).
    private mutating func setCurrent(_ state: consuming LoadingState<Content>, hasContent: Bool) {
        current = consume state
        // Freshness describes content: a state showing none has none.
        if hasContent, let origin = snapshot?.origin {
            currentFreshness = ContentFreshness(savedAtEpochSeconds: snapshot?.cachedAt, origin: origin)
        } else {
            currentFreshness = nil
        }
        currentRevision = hasContent ? snapshot?.revision : nil
    }

    /// Wakes every parked subscriber; each reads the latest state when it runs.
    mutating func wakeWaiting(into actions: inout [FlowAction]) {
        guard !waiting.isEmpty else { return }
        if waiting.count == 1, let waiter = waiting.first?.value {
            actions.append(.wakeSubscriber(waiter))
        } else {
            actions.append(.wakeSubscribers(Array(waiting.values)))
        }
        waiting.removeAll(keepingCapacity: true)
    }

    private static func additional(_ page: Page, canRequest: Bool) -> AdditionalLoadingState {
        switch page {
        case .idle: return .fixed(canRequestAdditionalData: canRequest)
        case .fetching: return .loading
        case .failed(let error): return .error(rawError: error)
        }
    }

    /// Hands the known snapshot to a page merge, so that a cacher keeping the same list can grow it in
    /// place: once it is taken, nothing here holds the list. `nil` when unknown: the merge loads it.
    /// Nothing reads the snapshot while a page is merged; the merge stores the new one.
    mutating func takeSnapshotForMerge() -> Snapshot? {
        guard merging else { return nil }
        return snapshot.take()
    }

    // MARK: Helpers for the transitions

    func page(_ direction: PageDirection) -> Page {
        direction == .next ? next : prev
    }

    mutating func setPage(_ direction: PageDirection, _ page: Page) {
        if direction == .next { next = page } else { prev = page }
    }

    /// Whether `request` is the one in flight in `direction`; a refresh or overwrite makes it stale.
    func isCurrent(_ request: PageRequest, _ direction: PageDirection) -> Bool {
        if case .fetching(let running) = page(direction) { return running === request }
        return false
    }

    /// Keeps content read back in the turn, and counts the announced changes it covers. The snapshot
    /// stays while someone subscribes or the turn is held.
    mutating func store(_ written: Snapshot) {
        changesApplied = max(changesApplied, changesBeforeTurn)
        merging = false
        retired.snapshot = snapshot.take()
        snapshot = written
    }

    /// Starts a fetch of the whole content: pages in flight become stale and both directions reopen.
    mutating func startFetch(into actions: inout [FlowAction]) -> FetchOutcome {
        let outcome = FetchOutcome()
        whole = .fetching(outcome)
        overwrittenDuring = nil
        next = .idle
        prev = .idle
        actions.append(.startFetch(outcome))
        publish(into: &actions)
        return outcome
    }
}
