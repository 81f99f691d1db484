import Foundation
import MastodonAPI
import StoreFlowable

/// A million statuses streamed through timelines held in a store with a 10,000-entity budget, while one
/// timeline of 40 statuses stays on screen.
enum EvictionBenchmarks {
    static let budget = 10_000
    /// A million, unless `EVICTION_STATUSES` says otherwise (for profiling).
    static let statusCount =
        ProcessInfo.processInfo.environment["EVICTION_STATUSES"].flatMap { Int($0) } ?? 1_000_000
    static let pageSize = 40
    static let onScreenCount = 40

    static func run(into report: inout Report) async {
        print("lifecycle")
        let templates = (0..<1_000).map { StatusFactory.status(number: $0) }
        let run = await stream(templates: templates, sampleMemory: false)
        let floor = dictionaryRemovalNanoseconds(templates: templates, count: min(run.evicted, 200_000))
        report.add("eviction_statuses_streamed", Double(statusCount), unit: "", target: "(none)")
        report.add(
            "eviction_resident_over_budget_and_screen", Double(run.largestExcess), unit: "entities",
            target: "<= 0")
        report.add(
            "eviction_ns_per_entity", run.nanosecondsPerEviction, floor: floor, base: "eviction_per_entity",
            unit: "ns", target: "(none)", ratioTarget: "(none)")
        report.add("eviction_on_screen_kept", run.onScreenKept ? 1 : 0, unit: "", target: ">= 1")
        if let peak = peakMemoryRatio() {
            report.add("eviction_peak_memory_over_floor", peak, unit: "x", target: "<= 1.5")
        }
    }

    struct Run {
        var largestExcess = Int.min
        var evicted = 0
        var nanosecondsPerEviction = 0.0
        var onScreenKept = false
        var peakHeapBytes = 0
    }

    /// Streams the statuses in pages of 40 through 100 timelines nobody shows, with one timeline shown.
    static func stream(templates: [Status], sampleMemory: Bool) async -> Run {
        let store = EntityStore(entityBudget: budget)
        let cacher = NormalizedListCacher<Int, Status, String>(store: store)
        let visible = (0..<onScreenCount).map { status(templates, number: $0, prefix: "shown") }
        let shown = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: FixedPageFetcher(page: visible), param: -1)
        let onScreen = Task {
            for await state in shown.publish() where state.isCompleted {
                // Stays subscribed until cancelled.
            }
        }
        while store.count(of: Status.self) < onScreenCount { await Task.yield() }
        var run = Run()
        let baseline = sampleMemory ? NormalizedBenchmarks.heapBytesInUse() : 0
        var number = 0
        while number < statusCount {
            let page = (0..<pageSize).map { status(templates, number: number + $0, prefix: "s") }
            number += pageSize
            await cacher.saveData(data: page, param: (number / pageSize) % 100)
            let resident = store.count(of: Status.self) + store.count(of: Account.self)
            // On screen: the 40 statuses and their authors.
            run.largestExcess = max(run.largestExcess, resident - budget - 2 * onScreenCount)
            if sampleMemory, number % 4_000 == 0 {
                run.peakHeapBytes = max(run.peakHeapBytes, NormalizedBenchmarks.heapBytesInUse() - baseline)
            }
        }
        run.onScreenKept = visible.allSatisfy { store.entity(Status.self, id: $0.id) != nil }
        let (evicted, nanoseconds) = store.evictionStatistics
        run.evicted = evicted
        run.nanosecondsPerEviction = Double(nanoseconds) / Double(max(1, evicted))
        onScreen.cancel()
        return run
    }

    static func status(_ templates: [Status], number: Int, prefix: String) -> Status {
        var status = templates[number % templates.count]
        status.id = "\(prefix)\(number)"
        return status
    }

    /// Nanoseconds per entry to remove `count` statuses from a plain dictionary, least recent first.
    static func dictionaryRemovalNanoseconds(templates: [Status], count: Int) -> Double {
        var table: [String: Status] = [:]
        let keys = (0..<count).map { "s\($0)" }
        for (index, key) in keys.enumerated() { table[key] = templates[index % templates.count] }
        let started = ContinuousClock.now
        for key in keys { table.removeValue(forKey: key) }
        let elapsed = (ContinuousClock.now - started).components
        precondition(table.isEmpty)
        let nanoseconds = Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9
        return nanoseconds / Double(max(1, count))
    }

    /// Peak heap of the stream over the heap of the same entities held in a plain dictionary: the
    /// budget's statuses, the statuses on screen and their authors. Each side runs in a fresh process.
    static func peakMemoryRatio() -> Double? {
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_ARENA_MAX"] = "1"
        guard
            let store = ChildRun.integer(
                arguments: ["--measure-eviction", "store"], environment: environment),
            let plain = ChildRun.integer(
                arguments: ["--measure-eviction", "plain"], environment: environment),
            plain > 0
        else { return nil }
        return Double(store) / Double(plain)
    }

    /// In a child process: prints the peak heap bytes of one side.
    static func measureChild(_ side: String) async {
        let templates = (0..<1_000).map { StatusFactory.status(number: $0) }
        if side == "plain" {
            let baseline = NormalizedBenchmarks.heapBytesInUse()
            var table: [String: Status] = [:]
            for number in 0..<(budget + onScreenCount) {
                let status = status(templates, number: number, prefix: "s")
                table[status.id] = status
            }
            print(NormalizedBenchmarks.heapBytesInUse() - baseline)
            withExtendedLifetime(table) {}
        } else {
            print(await stream(templates: templates, sampleMemory: true).peakHeapBytes)
        }
    }
}

/// Serves one fixed page.
struct FixedPageFetcher: PaginationFetcher {
    let page: [Status]

    func fetch(param: Int) async throws -> PaginationFetchResult<Status, String> {
        PaginationFetchResult(data: page, nextKey: nil)
    }

    func fetchNext(nextKey: String, param: Int) async throws -> PaginationFetchResult<Status, String> {
        PaginationFetchResult(data: [], nextKey: nil)
    }
}
