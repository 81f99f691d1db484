@testable import StoreFlowable

/// The registry and the engine around one ``FlowMachine``, and the cacher they stand for, as plain
/// values: what ``RandomizedMachineTests`` drives with random moves. Every event is sent in a situation
/// the registry or the engine would send it in; after every move the machine is checked against what
/// the model expects of it.
struct MachineModel {
    typealias Waiter = UnsafeContinuation<Void, Never>

    /// A subscriber's iteration (`Subscription` and `FlowRegistry.nextState`).
    struct Subscriber {
        enum Phase { case starting, ready, aboutToPark, parked }
        var phase: Phase
        /// The content of the last state handed to it: `nil` until one was.
        var shown: Int??
    }

    /// What a caller does once it holds the turn.
    enum Job {
        case freshness(force: Bool, subscriber: UInt64?)
        case loadCache(subscriber: UInt64)
        case saveFetch(FetchOutcome)
        case overwrite(Int?)
        case pageInTurn(PageDirection, continueWhenError: Bool)
        case merge(PageDirection, PageRequest)
        case readChanges
        case inPlace(changed: Bool)
        /// A gap's page joined in a turn (`FlowEngine.requestGap`).
        case mergeGap
    }

    /// A task that wants the turn, or holds it.
    struct Caller {
        enum Stage { case acquiring, requesting, queued, waitingForClear, holding }
        var job: Job
        var stage = Stage.acquiring
        /// How far it got in its turn.
        var phase = 0
        var subscribedAtGrant = false
        /// What it read from the cacher, to send in its next step.
        var read: Snapshot?
        var readData: Int?
    }

    /// A clear of the cacher (`FlowRegistry.clear()`).
    struct ClearRun {
        enum Stage { case begun, emptied }
        var stage = Stage.begun
        /// Whether the machine existed when it began, so that the clear took its turn.
        var tookMachine = false
        /// Whether it waits for the turn's holder (and empties the cacher again after it).
        var waitedForHolder = false
        var awaitingHolder = false
        /// The fetches it started, run when it ends.
        var fetches: [FetchOutcome] = []
    }

    struct FetchTask {
        let outcome: FetchOutcome
        /// `false` while the clear that started it has not ended.
        var running: Bool
    }

    struct PageTask {
        let direction: PageDirection
        let request: PageRequest
    }

    /// A caller waiting for a page request another caller runs.
    struct Joiner {
        let direction: PageDirection
        let continueWhenError: Bool
        let request: PageRequest
        /// The request was abandoned: the joiner asks again.
        var asksAgain = false
    }

    enum Lent { case merge, change }

    var random: SeededGenerator
    /// The param's machine as the registry holds it: `nil` while idle (dropped).
    var machine: FlowMachine?
    let runner = IdleRunner()
    // What the cacher can do, for the whole sequence.
    let peekable: Bool
    let storesPagesAtOnce: Bool
    let staleOnlyByTime: Bool
    let writesWithoutTurn: Bool

    // The registry.
    var clear: ClearRun?
    var invalidatedAt: Double?
    var reportedActive = false
    var now = 0.0
    let expireSeconds = 60.0

    /// The cacher: what it holds now.
    var cache = Snapshot(data: nil, cachedAt: nil)
    var lastValue = 0
    var revision: UInt64 = 0

    var subscribers: [UInt64: Subscriber] = [:]
    /// Unsubscribed subscribers whose iteration has not noticed yet.
    var leaving: [UInt64: Subscriber] = [:]
    var lastSubscriberID: UInt64 = 0
    var callers: [Int: Caller] = [:]
    var lastCallerID = 0
    var holder: Int?
    var holderIsStale = false
    var queue: [(caller: Int, waiter: Waiter)] = []
    var lent: Lent?
    /// Whether an event since the last check may have lent the content or taken it back.
    var mayHaveLent = false
    var fetchTasks: [FetchTask] = []
    /// Fetches started and neither saved, failed nor abandoned.
    var liveFetches: [FetchOutcome] = []
    var pageTasks: [PageTask] = []
    /// Every page request started, and whether it was ended.
    var requests: [(request: PageRequest, ended: Bool)] = []
    var joiners: [Joiner] = []

    // Waiters: made by parked tasks, resumed once each when the sequence ends.
    var spare: [Waiter] = []
    var created: [Waiter] = []
    /// Those the machine (or the registry) resumed, by bit pattern.
    var resumed: Set<Int> = []
    var parkedWaiters: [Int: UInt64] = [:]

    /// Whether the last moves finish everything without failing, to settle.
    var settling = false
    /// A clear failed to empty the cacher: subscribers may rightly show other content than it holds.
    var contentCheckWaived = false
    /// What happened, described only when a failure is reported.
    var log: [LogEntry] = []
    var failures: [String] = []
    /// How many times each name of ``eventNames`` was sent.
    var sent: [String: Int] = [:]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        peekable = Int.random(in: 0..<4, using: &random) != 0
        storesPagesAtOnce = Bool.random(using: &random)
        staleOnlyByTime = Bool.random(using: &random)
        writesWithoutTurn = Bool.random(using: &random)
    }

    /// Counts a path taken, reported with the events sent.
    mutating func count(_ path: String) {
        sent["path: " + path, default: 0] += 1
    }

    mutating func fail(_ message: String) {
        failures.append(message)
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// A value nobody wrote before, so that showing stale content cannot pass for the latest.
    mutating func newValue() -> Int {
        lastValue += 1
        return lastValue
    }

    var cachedValue: Int? { cache.data as? Int }

    // MARK: Sending

    /// Sends `event` as the registry's step helper does: to the machine, made when there is none (with
    /// `creatingMachine` false, nothing is sent and `nil` returned); drops it when the step leaves it
    /// idle (unless `dropsIdle` is false, as in the registry's steps over every param); performs the
    /// actions that need no caller. Returns the others, with the fetches started.
    @discardableResult
    mutating func send(
        _ event: FlowEvent, creatingMachine: Bool = true, dropsIdle: Bool = true,
        then follow: (inout FlowActions) -> FlowEvent? = { _ in nil }
    ) -> [FlowAction]? {
        if machine == nil {
            guard creatingMachine else { return nil }
            if reportedActive { fail("a machine was dropped while its param was reported in use") }
            machine = FlowMachine()
        }
        record(event)
        switch event {
        case .pageArrived, .inPlaceChangeStarting, .inPlaceChangeWritten, .turnReleased, .clearBegan,
            .clearEnded:
            mayHaveLent = true
        default:
            if event.isInTurn { mayHaveLent = true }
        }
        guard let step = machine?.step(event, then: follow) else { return nil }
        noteFinished(event)
        switch step.activity {
        case .unchanged: break
        case .becameActive:
            if reportedActive { fail("reported in use twice") }
            reportedActive = true
        case .becameInactive:
            if !reportedActive { fail("reported unused twice") }
            reportedActive = false
        }
        var kept: [FlowAction] = []
        for action in step.actions {
            switch action {
            case .wakeSubscribers(let waiters):
                for waiter in waiters { wake(waiter) }
            case .wakeSubscriber(let waiter):
                wake(waiter)
            case .grantTurn(let waiter):
                grant(waiter)
            case .endPage(let request, let ending):
                end(request, ending)
            case .scheduleChangeRead:
                addCaller(.readChanges)
            case .abandonFetch(let outcome):
                outcome.abandon()
                liveFetches.removeAll { $0 === outcome }
            case .turnFreedForClear:
                if clear?.awaitingHolder != true { fail("turnFreedForClear while no clear waits") }
                clear?.awaitingHolder = false
            case .startFetch(let outcome):
                if !liveFetches.isEmpty { fail("a fetch started while another is in flight") }
                liveFetches.append(outcome)
                fetchTasks.append(FetchTask(outcome: outcome, running: true))
                kept.append(action)
            case .fetchPage(let request, _):
                requests.append((request, false))
                kept.append(action)
            default:
                kept.append(action)
            }
        }
        if step.isIdle {
            if dropsIdle {
                checkIdle(after: event)
                machine = nil
                count("machine dropped")
            } else {
                fail("\(Self.describe(event)) left the machine idle")
            }
        }
        return kept
    }

    mutating func record(_ event: FlowEvent) {
        log.append(.event(event))
        for name in Self.coverageNames(of: event) { sent[name, default: 0] += 1 }
    }

    /// Fetches end when their result is sent, whatever the machine makes of it.
    private mutating func noteFinished(_ event: FlowEvent) {
        switch event {
        case .fetchSaved(let outcome, _), .fetchFailed(let outcome, _):
            liveFetches.removeAll { $0 === outcome }
        case .turnReleased(let last?):
            noteFinished(last)
        default:
            break
        }
    }

    // MARK: Pages

    mutating func end(_ request: PageRequest, _ ending: PageRequest.Ending) {
        guard let index = requests.firstIndex(where: { $0.request === request }) else {
            fail("ended a page request that was never started")
            return
        }
        if requests[index].ended { fail("ended a page request twice") }
        requests[index].ended = true
        for index in joiners.indices where joiners[index].request === request {
            joiners[index].asksAgain = ending == .abandoned
        }
        joiners.removeAll { $0.request === request && !$0.asksAgain }
    }

    func isEnded(_ request: PageRequest) -> Bool {
        requests.contains { $0.request === request && $0.ended }
    }

    // MARK: Callers

    @discardableResult
    mutating func addCaller(_ job: Job, stage: Caller.Stage = .acquiring) -> Int {
        lastCallerID += 1
        callers[lastCallerID] = Caller(job: job, stage: stage)
        return lastCallerID
    }
}
