import Foundation
import Testing

@testable import StoreFlowable

/// Random moves of subscribers, callers, fetches, pages, the cacher and clears around one machine
/// (``MachineModel``), each sending its events as the registry and the engine would: whatever the order,
/// the machine keeps its invariants, and the sequences together send every event.
///
/// `STOREFLOWABLE_MACHINE_SEQUENCES` sets how many sequences run (default 1,500; 300 under the thread
/// sanitizer, whose runs are many times slower); `STOREFLOWABLE_MACHINE_COUNTS` prints how often each
/// event and path was taken; `STOREFLOWABLE_MACHINE_LOG=<seed>` prints that sequence's events. A failure
/// reports its seed and the events that led to it.
@Suite struct RandomizedMachineTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_MACHINE_SEQUENCES"].flatMap(Int.init)
            ?? (RandomizedFlowableTests.underThreadSanitizer ? 300 : 1_500)
    }

    static let movesPerSequence = 120

    @Test func givenRandomMoves_thenTheMachineKeepsItsInvariants_andEveryEventIsSent() async {
        var sent: [String: Int] = [:]
        for seed in 0..<UInt64(Self.sequenceCount) {
            var run = MachineModel(seed: seed)
            await run.play(moves: Self.movesPerSequence)
            sent.merge(run.sent, uniquingKeysWith: +)
            if ProcessInfo.processInfo.environment["STOREFLOWABLE_MACHINE_LOG"] == String(seed) {
                print(run.logLines.joined(separator: "\n"))
            }
            if !run.failures.isEmpty {
                Issue.record(
                    """
                    seed \(seed): \(run.failures.prefix(5).joined(separator: "; "))
                    events (last 150 of \(run.log.count)):
                    \(run.logLines.suffix(150).joined(separator: "\n"))
                    """)
                return
            }
        }
        if ProcessInfo.processInfo.environment["STOREFLOWABLE_MACHINE_COUNTS"] != nil {
            print(sent.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))
        }
        let missing = MachineModel.eventNames.filter { sent[$0] == nil }
        #expect(missing.isEmpty, "never sent: \(missing)")
    }
}

extension MachineModel {
    /// Plays `moves` random moves, settles, checks, and resumes every waiter made for the sequence once.
    mutating func play(moves: Int) async {
        for _ in 0..<moves {
            await refillWaiters()
            move()
            check()
            if !failures.isEmpty { break }
        }
        var settleMoves = 0
        while failures.isEmpty {
            await refillWaiters()
            guard settleMove() else { break }
            check()
            settleMoves += 1
            if settleMoves > 2_000 { fail("did not settle in 2,000 moves") }
        }
        if failures.isEmpty {
            checkSettled()
            checkEveryoneLeaves()
        }
        // No task stays suspended: each waiter is resumed here, once, whatever the machine did with it.
        for waiter in created { waiter.resume() }
        created = []
        spare = []
    }

    enum LogEntry {
        case event(FlowEvent)
        case note(String)
    }

    mutating func note(_ line: String) {
        log.append(.note(line))
    }

    /// The log, a line per entry.
    var logLines: [String] {
        log.map {
            switch $0 {
            case .event(let event): Self.describe(event)
            case .note(let line): "  (\(line))"
            }
        }
    }

    /// Every event, and the forms of one that the registry sends on different paths.
    static let eventNames = [
        "subscribe", "subscribe(shown)", "unsubscribe", "polled", "parked", "shownStateAsked", "turnTaken",
        "turnRequested", "turnReleased", "turnReleased(last)", "cacheRead", "freshnessChecked", "fetchSaved",
        "fetchFailed", "saveFailed", "overwritten", "pageRequested", "pageRequested(inTurn)", "pageArrived",
        "pageArrived(takingTurn)", "pageMerged", "pageFailed", "pageAbandoned", "cacheChanged",
        "cacheChangedAndRead", "changeReadStarting", "changeRead", "inPlaceChangeStarting",
        "inPlaceChangeWritten", "invalidated", "refetchIfStale", "clearBegan", "clearEnded", "gapsChanged",
        "gapMerged",
    ]

    /// The names `event` counts for in ``eventNames``: its own, its form's, and those of the last event a
    /// turn sends.
    static func coverageNames(of event: FlowEvent) -> [String] {
        switch event {
        case .subscribe(_, _, let shown?) where shown.hasData: ["subscribe", "subscribe(shown)"]
        case .turnReleased(let last?): ["turnReleased", "turnReleased(last)"] + coverageNames(of: last)
        case .pageRequested(_, _, true): ["pageRequested", "pageRequested(inTurn)"]
        case .pageArrived(_, _, true): ["pageArrived", "pageArrived(takingTurn)"]
        default: [name(of: event)]
        }
    }

    /// The name of `event`'s case. Every case is named here, so that a new one must be added to
    /// ``eventNames`` too.
    static func name(of event: FlowEvent) -> String {
        switch event {
        case .subscribe: "subscribe"
        case .unsubscribe: "unsubscribe"
        case .polled: "polled"
        case .parked: "parked"
        case .shownStateAsked: "shownStateAsked"
        case .turnTaken: "turnTaken"
        case .turnRequested: "turnRequested"
        case .turnReleased: "turnReleased"
        case .cacheRead: "cacheRead"
        case .freshnessChecked: "freshnessChecked"
        case .fetchSaved: "fetchSaved"
        case .fetchFailed: "fetchFailed"
        case .saveFailed: "saveFailed"
        case .overwritten: "overwritten"
        case .pageRequested: "pageRequested"
        case .pageArrived: "pageArrived"
        case .pageMerged: "pageMerged"
        case .pageFailed: "pageFailed"
        case .pageAbandoned: "pageAbandoned"
        case .cacheChanged: "cacheChanged"
        case .cacheChangedAndRead: "cacheChangedAndRead"
        case .changeReadStarting: "changeReadStarting"
        case .changeRead: "changeRead"
        case .inPlaceChangeStarting: "inPlaceChangeStarting"
        case .inPlaceChangeWritten: "inPlaceChangeWritten"
        case .invalidated: "invalidated"
        case .refetchIfStale: "refetchIfStale"
        case .clearBegan: "clearBegan"
        case .clearEnded: "clearEnded"
        case .gapsChanged: "gapsChanged"
        case .gapMerged: "gapMerged"
        }
    }

    /// `event` in a line of the log.
    static func describe(_ event: FlowEvent) -> String {
        func value(_ data: Any?) -> String { (data as? Int).map(String.init) ?? "nil" }
        switch event {
        case .subscribe(let id, let runner, let shown):
            return
                "subscribe(\(id)\(runner == nil ? ", cache only" : "")\(shown.map { ", shown \(value($0.data))" } ?? ""))"
        case .unsubscribe(let id): return "unsubscribe(\(id))"
        case .polled(let id): return "polled(\(id))"
        case .parked(let id, _): return "parked(\(id))"
        case .shownStateAsked: return "shownStateAsked"
        case .turnTaken: return "turnTaken"
        case .turnRequested: return "turnRequested"
        case .turnReleased(let last): return "turnReleased" + (last.map { " after " + describe($0) } ?? "")
        case .cacheRead(let read): return "cacheRead(\(value(read.data)))"
        case .freshnessChecked(let now, _, let needsRefresh, let force):
            return "freshnessChecked(now: \(now), needsRefresh: \(needsRefresh), force: \(force))"
        case .fetchSaved(_, let written): return "fetchSaved(\(value(written.data)))"
        case .fetchFailed: return "fetchFailed"
        case .saveFailed(_, let written): return "saveFailed(\(value(written.data)))"
        case .overwritten(let written, let cleared):
            return "overwritten(\(written.map { value($0.data) } ?? "not read"), cleared: \(cleared))"
        case .pageRequested(let direction, let continueWhenError, let inTurn):
            return
                "pageRequested(\(direction)\(continueWhenError ? "" : ", stop on error")\(inTurn ? ", inTurn" : ""))"
        case .pageArrived(let direction, _, let takingTurn):
            return "pageArrived(\(direction)\(takingTurn ? ", takingTurn" : ""))"
        case .pageMerged(let direction, _, let written):
            return "pageMerged(\(direction), \(value(written.data)))"
        case .pageFailed(let direction, _, _): return "pageFailed(\(direction))"
        case .pageAbandoned(let direction, _): return "pageAbandoned(\(direction))"
        case .cacheChanged: return "cacheChanged"
        case .cacheChangedAndRead(let data, _): return "cacheChangedAndRead(\(value(data)))"
        case .changeReadStarting: return "changeReadStarting"
        case .changeRead(let data, _): return "changeRead(\(value(data)))"
        case .inPlaceChangeStarting: return "inPlaceChangeStarting"
        case .inPlaceChangeWritten(let data, _, let changed):
            return "inPlaceChangeWritten(\(value(data)), changed: \(changed))"
        case .invalidated: return "invalidated"
        case .refetchIfStale(let now, _, let invalidated):
            return "refetchIfStale(now: \(now), invalidated: \(invalidated))"
        case .clearBegan: return "clearBegan"
        case .clearEnded: return "clearEnded"
        case .gapsChanged: return "gapsChanged"
        case .gapMerged(let written): return "gapMerged(\(value(written.data)))"
        }
    }
}
