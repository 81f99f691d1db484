import Foundation
import Testing

@testable import StoreFlowable

/// Random event sequences against a reference model of the cacher: the machine keeps its invariants
/// whatever the order. `STOREFLOWABLE_MACHINE_SEQUENCES` sets how many sequences run (default 3,000; 300
/// under the thread sanitizer, where this synchronous test holds a thread of the shared pool the whole time).
@Suite struct RandomizedMachineTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_MACHINE_SEQUENCES"].flatMap(Int.init)
            ?? (RandomizedFlowableTests.underThreadSanitizer ? 300 : 3_000)
    }

    @Test func givenRandomEventSequences_thenTheInvariantsHold() {
        for seed in 0..<UInt64(Self.sequenceCount) {
            var run = ModelRun(seed: seed)
            run.play(steps: 60)
            run.settle()
            if !run.failures.isEmpty {
                Issue.record("seed \(seed): \(run.failures.joined(separator: "; "))\nevents: \(run.log)")
                return
            }
        }
    }
}

/// One random sequence: the machine, and the cacher it stands for, as a plain value.
private struct ModelRun {
    var random: SeededGenerator
    var driver = MachineDriver()
    /// The cacher: what it holds now.
    var cache = snapshot(nil, at: nil)
    var subscribers: [UInt64] = []
    var nextSubscriber: UInt64 = 1
    var pages: [(PageDirection, PageRequest)] = []
    var changeReadScheduled = false
    var now = 0.0
    var log: [String] = []
    var failures: [String] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func play(steps: Int) {
        for _ in 0..<steps {
            step(Int.random(in: 0..<11, using: &random))
            check()
        }
    }

    /// Ends everything in flight successfully, then checks every subscriber shows the cache.
    mutating func settle() {
        for _ in 0..<10 {
            while !driver.fetchesInFlight.isEmpty { finishFetch(succeeding: true) }
            while !pages.isEmpty { arrivePage(succeeding: true) }
            if changeReadScheduled { readChanges() }
            if driver.fetchesInFlight.isEmpty, pages.isEmpty, !changeReadScheduled { break }
        }
        for id in subscribers {
            driver.machine.showPending()
            let shown = driver.machine.current?.content as? Int
            if shown != cache.data as? Int {
                failures.append(
                    "subscriber \(id) shows \(String(describing: shown)), cache \(String(describing: cache.data))"
                )
            }
            _ = driver.poll(id)
        }
    }

    private mutating func step(_ choice: Int) {
        switch choice {
        case 0:
            let id = nextSubscriber
            nextSubscriber += 1
            subscribers.append(id)
            apply("subscribe(\(id))", .subscribe(id: id))
            checkFreshness(force: Bool.random(using: &random))
        case 1 where !subscribers.isEmpty:
            let id = subscribers.remove(at: Int.random(in: 0..<subscribers.count, using: &random))
            apply("unsubscribe(\(id))", .unsubscribe(id: id))
        case 2: checkFreshness(force: Bool.random(using: &random))
        case 3 where !driver.fetchesInFlight.isEmpty: finishFetch(succeeding: true)
        case 4 where !driver.fetchesInFlight.isEmpty: finishFetch(succeeding: false)
        case 5:
            let value = Bool.random(using: &random) ? Int.random(in: 0..<100, using: &random) : nil
            cache = snapshot(value, at: value == nil ? nil : now, next: value == nil ? nil : "k")
            inTurn {
                $0.apply(
                    "overwrite(\(String(describing: value)))",
                    .overwritten(written: $0.subscribers.isEmpty ? nil : $0.cache, cleared: value == nil))
            }
        case 6:
            cache.data = (cache.data as? Int).map { $0 + 1000 }
            apply("cacheChanged", .cacheChanged)
        case 7 where changeReadScheduled: readChanges()
        case 8: requestPage(Bool.random(using: &random) ? .next : .prev)
        case 9 where !pages.isEmpty: arrivePage(succeeding: Bool.random(using: &random))
        case 10: now += Double(Int.random(in: 0...30, using: &random))
        default: break
        }
    }

    @discardableResult
    private mutating func apply(_ name: String, _ event: FlowEvent) -> [FlowAction] {
        log.append(name)
        let actions = driver.send(event)
        for action in actions {
            switch action {
            case .scheduleChangeRead: changeReadScheduled = true
            case .fetchPage(let request, _): pages.append((pagesDirection(event), request))
            default: break
            }
        }
        return actions
    }

    private func pagesDirection(_ event: FlowEvent) -> PageDirection {
        if case .pageRequested(let direction, _, _) = event { return direction }
        return .next
    }

    /// What the engine does in the turn first: reads the cacher when the machine knows nothing.
    private mutating func inTurn(_ body: (inout ModelRun) -> Void) {
        driver.machine.takeTurn()
        if driver.machine.snapshot == nil { apply("cacheRead", .cacheRead(cache)) }
        body(&self)
        apply("turnReleased", .turnReleased)
    }

    private mutating func checkFreshness(force: Bool) {
        inTurn { run in
            run.apply(
                "check(force: \(force))",
                .freshnessChecked(now: run.now, expireSeconds: 60, needsRefresh: false, force: force))
        }
    }

    private mutating func finishFetch(succeeding: Bool) {
        guard let fetch = driver.fetchesInFlight.first else { return }
        if succeeding {
            let value = Int.random(in: 0..<100, using: &random)
            cache = snapshot(value, at: now, next: "k", prev: Bool.random(using: &random) ? "j" : nil)
            inTurn { $0.apply("fetchSaved(\(value))", .fetchSaved(fetch, written: $0.cache)) }
        } else {
            let before = driver.machine.snapshot?.data as? Int
            apply("fetchFailed", .fetchFailed(fetch, TestError(code: 1)))
            driver.machine.showPending()
            if case .error(_, let content)? = driver.machine.current, content as? Int != before {
                failures.append(
                    "an error showed \(String(describing: content)) instead of \(String(describing: before))")
            }
        }
    }

    private mutating func readChanges() {
        changeReadScheduled = false
        inTurn { run in
            for case .readChange in run.apply("changeReadStarting", .changeReadStarting) {
                run.apply("changeRead", .changeRead(run.cache.data))
            }
        }
    }

    private mutating func requestPage(_ direction: PageDirection) {
        // As the engine does: out of the turn first, and in the turn when the machine asks for it.
        let first = apply(
            "pageRequested(\(direction))", .pageRequested(direction, continueWhenError: true, inTurn: false))
        guard first.contains(where: { if case .requestPageInTurn = $0 { true } else { false } }) else {
            return
        }
        inTurn {
            $0.apply(
                "pageRequested(\(direction), inTurn)",
                .pageRequested(direction, continueWhenError: true, inTurn: true))
        }
    }

    private mutating func arrivePage(succeeding: Bool) {
        let (direction, request) = pages.removeFirst()
        guard succeeding else {
            apply("pageFailed(\(direction))", .pageFailed(direction, request, TestError(code: 2)))
            return
        }
        inTurn { run in
            for case .mergePage in run.apply("pageArrived(\(direction))", .pageArrived(direction, request)) {
                run.cache.data = (run.cache.data as? Int ?? 0) + 1
                run.cache.setKey(Bool.random(using: &run.random) ? "k" : nil, direction)
                run.apply("pageMerged", .pageMerged(direction, request, written: run.cache))
            }
        }
    }

    private mutating func check() {
        if driver.fetchesInFlight.count > 1 {
            failures.append("\(driver.fetchesInFlight.count) fetches in flight")
        }
        if driver.machine.merging { failures.append("still merging between steps") }
    }
}

/// SplitMix64: a small, seedable generator, so a failing sequence can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
