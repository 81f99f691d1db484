import Foundation
import StoreFlowable
import Testing

/// Random sequences of operations through the public API, on the library's in-memory cachers, the
/// normalized ones and cachers written as an app writes them, checked step by step against
/// ``RegistryModel``. Every fetch and page waits at a ``Gate`` until the seed picks it to succeed or
/// fail, so the seed, not timing, chooses the interleaving; after each step the run waits (on
/// continuations) for the fetches the model expects, for every subscriber to show the model's state and
/// for the callers the step ended, then compares the registry's kept params with the model's.
///
/// Checked: each subscriber ends every step on the model's state (valid content shown at once on
/// subscribing); no fetch beyond those the model expects (one per need: joins make none); states arrive in
/// commit order (the versions shown never go down); every subscriber's iteration ends when cancelled and
/// every caller returns; a param is kept exactly while it has subscribers, work in flight or a failure.
/// `STOREFLOWABLE_REGISTRY_SEQUENCES` sets how many sequences run per kind of cacher (default 400; 100
/// under the thread sanitizer); `STOREFLOWABLE_REGISTRY_TRACE` prints each step as it starts.
@Suite(.timeLimit(.minutes(10))) struct RandomizedRegistryTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_REGISTRY_SEQUENCES"].flatMap(Int.init)
            ?? (RandomizedFlowableTests.underThreadSanitizer ? 100 : 400)
    }

    @Test(arguments: RegistrySetup.Kind.allCases)
    func givenRandomOperations_thenEveryStepEndsAsTheModelSays(kind: RegistrySetup.Kind) async {
        for seed in 0..<UInt64(Self.sequenceCount) {
            var run = RegistryRun(kind: kind, seed: seed)
            let failures = await run.play(steps: 40)
            if !failures.isEmpty {
                Issue.record("\(kind) seed \(seed): \(failures.joined(separator: "\n"))")
                return
            }
        }
    }
}

/// One random sequence on the flowables of one ``RegistrySetup``.
struct RegistryRun {
    struct Caller {
        let name: String
        let task: Task<Void, Never>
        /// The demand whose end ends the call; `nil` when it returns without waiting for one.
        let waitsOn: Int?
    }

    static let trace = ProcessInfo.processInfo.environment["STOREFLOWABLE_REGISTRY_TRACE"] != nil

    let setup: RegistrySetup
    let kind: RegistrySetup.Kind
    var model: RegistryModel
    var random: SeededGenerator
    var subscribers: [RegistrySubscriber] = []
    var everySubscriber: [RegistrySubscriber] = []
    var callers: [Caller] = []
    /// How many of the gate's calls are matched to demands.
    var numbered = 0
    var version = 0
    var log: [String] = []
    var failures: [String] = []

    init(kind: RegistrySetup.Kind, seed: UInt64) {
        setup = RegistrySetup(kind: kind)
        self.kind = kind
        model = RegistryModel(normalized: kind == .normalized)
        random = SeededGenerator(seed: seed)
        if Self.trace { print("TRACE", kind, "seed", seed) }
    }

    mutating func play(steps: Int) async -> [String] {
        for _ in 0..<steps where failures.isEmpty {
            await step()
            await sync()
        }
        if failures.isEmpty { await settle() }
        if !failures.isEmpty {
            // Nothing is left waiting: the calls fail, the subscribers and callers end.
            setup.gate.refuseAll()
            for subscriber in subscribers { await subscriber.stop() }
            for caller in callers { await caller.task.value }
            return failures + ["steps: \(log.joined(separator: ", "))"]
        }
        return []
    }

    mutating func note(_ entry: String) {
        log.append(entry)
        if Self.trace { print("TRACE", kind, entry) }
    }

    /// Tells what the run waits for, when tracing: the last one printed is the one that hangs.
    func traceWait(_ what: @autoclosure () -> String) {
        if Self.trace { print("TRACE", kind, "wait for", what()) }
    }

    /// Waits until the step has settled as the model says, and checks what it can meanwhile.
    mutating func sync() async {
        guard failures.isEmpty else { return }
        // The fetches the model expects have started, and no other.
        guard await setup.gate.waitForCalls(model.demandCount) else {
            failures.append(
                "expected \(model.demandCount) fetches, only \(setup.gate.calls.count) started: \(setup.gate.calls)"
            )
            return
        }
        let calls = setup.gate.calls
        if calls.count > model.demandCount {
            failures.append(
                "fetches beyond the \(model.demandCount) expected: \(calls[model.demandCount...])")
            return
        }
        var unmatched = Array(numbered..<calls.count)
        for demand in model.demands.keys.sorted() where model.demands[demand]?.number == nil {
            guard let call = model.demands[demand]?.call,
                let index = unmatched.firstIndex(where: { calls[$0] == call })
            else {
                failures.append(
                    "expected \(String(describing: model.demands[demand]?.call)), made \(calls[numbered...])")
                return
            }
            model.demands[demand]?.number = unmatched.remove(at: index) + 1
        }
        numbered = calls.count
        // Every subscriber shows the model's state.
        for subscriber in subscribers {
            let expected = model.expectedState(subscriber.param)
            traceWait(
                "\(subscriber.name) to show \(expected), last \(subscriber.states.last.map { "\($0)" } ?? "-")"
            )
            guard await subscriber.waitForLatest(expected) else {
                failures.append("\(subscriber.name) of \(subscriber.param) ended before showing \(expected)")
                return
            }
        }
        // Every call the step ended returns.
        let ended = callers.filter { caller in caller.waitsOn.map { model.demands[$0] == nil } ?? true }
        for caller in ended {
            traceWait("\(caller.name) to return")
            await caller.task.value
        }
        callers.removeAll { caller in caller.waitsOn.map { model.demands[$0] == nil } ?? true }
        // The registries keep exactly the params in use. A change a cacher announced during a turn (the
        // normalized cachers announce their own saves) is read back by a task of its own, which keeps the
        // param until it has run, and tells of it no other way: so the counts are polled, yielding.
        let expected = (
            model.activeCount(of: RegistryModel.lists), model.activeCount(of: [RegistryModel.entity])
        )
        guard await Self.poll({ setup.activeParams() == expected }) else {
            failures.append(
                "registries keep \(setup.activeParams()) params, the model \(expected): \(model.params)")
            return
        }
    }

    /// Yields until `condition` holds; `false` if it still does not after many turns of every other task.
    static func poll(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<100_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// Waits until every caller the model says waits for a fetch or page in flight is counted waiting:
    /// a call that joins makes no fetch to wait for, and the library tells of no join but through these
    /// counts, so they are polled (yielding, not sleeping).
    mutating func waitForJoins(of param: String) async {
        guard let model = model.params[param] else { return }
        func waiting(for work: RegistryModel.Work) -> Int {
            guard case .fetching(let demand) = work else { return 0 }
            return callers.count { $0.waitsOn == demand }
        }
        let fetch = waiting(for: model.whole)
        let pages = max(0, waiting(for: model.next) - 1) + max(0, waiting(for: model.prev) - 1)
        let waiters = setup.waiters
        if !(await Self.poll { waiters(param).fetch >= fetch && waiters(param).page >= pages }) {
            failures.append(
                "\(fetch) callers should wait for the fetch of \(param), \(pages) join pages: \(waiters(param))"
            )
        }
    }

    /// Ends every fetch and page still in flight, then checks the order of what each subscriber saw, that
    /// nothing was fetched more than once, and that the registries let go of everything once nobody
    /// subscribes (keeping only failures).
    mutating func settle() async {
        note("settle")
        while failures.isEmpty, let demand = model.demands.keys.min() {
            await respond(to: demand, succeeding: true)
            await sync()
        }
        for subscriber in everySubscriber {
            let versions = subscriber.versions
            if versions != versions.sorted() {
                failures.append("\(subscriber.name) of \(subscriber.param) saw versions \(versions)")
            }
        }
        if setup.gate.calls.count != model.demandCount {
            failures.append("\(setup.gate.calls.count) fetches, \(model.demandCount) expected")
        }
        for subscriber in subscribers {
            note("\(subscriber.name) stops")
            await subscriber.stop()
            model.unsubscribe(subscriber.param)
        }
        subscribers = []
        note("all stopped")
        await sync()
        note("settled")
    }
}
