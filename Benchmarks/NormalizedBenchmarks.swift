import Foundation
import HeapStats
import MastodonAPI
import StoreFlowable

/// A timeline fetcher for lists that are already cached: it is never expected to be called.
struct CachedOnlyFetcher: TwoWayPaginationFetcher {
    struct UnexpectedFetch: Error {}

    func fetch(param: Int) async throws -> TwoWayPaginationFetchResult<Status, String> {
        throw UnexpectedFetch()
    }
    func fetchNext(nextKey: String, param: Int) async throws -> PaginationFetchResult<Status, String> {
        throw UnexpectedFetch()
    }
    func fetchPrev(prevKey: String, param: Int) async throws -> PrevPaginationFetchResult<Status, String> {
        throw UnexpectedFetch()
    }
}

enum NormalizedBenchmarks {
    static let repetitions = 7

    static func run(into report: inout Report) async {
        print("normalized")
        let (woken, propagation) = await observersAndPropagation()
        report.add("normalized_observers_woken", Double(woken), unit: "lists", target: "= 10")
        report.add("normalized_propagation_ms", propagation, unit: "ms", target: "(none)")
        report.add("normalized_memory_ratio", memoryRatio(), unit: "x", target: "<= 0.5")
        report.add("normalized_emit_over_copy_ratio", await emitOverCopy(), unit: "x", target: "<= 2")
        let (difference, copy) = await differenceAndCopy()
        report.add(
            "normalized_difference_us", difference, floor: copy, base: "normalized_difference", unit: "us",
            target: "(none)", ratioTarget: "<= 1")
    }

    /// 1,000 lists of 40 statuses; one status shown in 10 of them changes. Returns how many lists were
    /// woken (the most over the repetitions) and the median time until the 10 subscribed lists emitted.
    static func observersAndPropagation(repetitions: Int = repetitions) async -> (Int, Double) {
        let store = EntityStore()
        let cacher = NormalizedListCacher<Int, Status, String>(store: store)
        let target = "9000000"
        for list in 0..<1_000 {
            var statuses = (0..<40).map { StatusFactory.status(number: list * 40 + $0) }
            if list.isMultiple(of: 100) { statuses[list / 100] = StatusFactory.status(number: 0, id: target) }
            await cacher.saveData(data: statuses, param: list)
        }
        let flowables = stride(from: 0, to: 1_000, by: 100).map {
            AnyTwoWayPaginationStoreFlowable.from(cacher: cacher, fetcher: CachedOnlyFetcher(), param: $0)
        }
        var worstWoken = 0
        var samples: [Double] = []
        for repetition in 1...repetitions {
            let count = repetition
            let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
            let subscribers = flowables.map { flowable in
                Task {
                    var announced = false
                    for await state in flowable.publish() {
                        if !announced {
                            announced = true
                            readyContinuation.yield()
                        }
                        if state.content?.first(where: { $0.id == target })?.favouritesCount == count {
                            return
                        }
                    }
                }
            }
            var readyCount = 0
            for await _ in ready {
                readyCount += 1
                if readyCount == subscribers.count { break }
            }
            let wakeBefore = store.observerWakeCount
            let seconds = await measure {
                store.update(Status.self, id: target) { $0.favouritesCount = count }
                for subscriber in subscribers { await subscriber.value }
            }
            worstWoken = max(worstWoken, store.observerWakeCount - wakeBefore)
            samples.append(seconds * 1e3)
        }
        return (worstWoken, median(samples))
    }

    /// Live heap bytes of four timelines of 2,500 statuses overlapping 75 %, normalized, over the same
    /// timelines as four arrays each decoded from its own JSON response. Each side is measured in a fresh
    /// process of this program, so neither reuses memory the other freed.
    static func memoryRatio() -> Double {
        // The median of three fresh processes per side, so that runs of one build agree (within 10 %).
        let plainRuns = (0..<3).compactMap { _ in residentGrowth(of: "plain") }
        let normalizedRuns = (0..<3).compactMap { _ in residentGrowth(of: "normalized") }
        guard plainRuns.count == 3, normalizedRuns.count == 3 else { return .nan }
        let plain = Int(median(plainRuns.map(Double.init)))
        let normalized = Int(median(normalizedRuns.map(Double.init)))
        print("    plain: \(plain / 1024) KiB, normalized: \(normalized / 1024) KiB")
        return Double(normalized) / Double(plain)
    }

    static func timelineResponses() -> [Data] {
        (0..<4).map { timeline in
            StatusFactory.json(
                (timeline * 625..<timeline * 625 + 2_500).map { StatusFactory.statusJSON(number: $0) })
        }
    }

    /// In a child process: builds one side and prints how many live heap bytes it added.
    static func measureMemory(of side: String) {
        let responses = timelineResponses()
        let decoder = JSONDecoder()
        let before = heapBytesInUse()
        var arrays: [[Status]] = []
        var cacher: NormalizedListCacher<Int, Status, String>?
        if side == "plain" {
            arrays = responses.compactMap { try? decoder.decode([Status].self, from: $0) }
            precondition(arrays.count == 4 && arrays.allSatisfy { $0.count == 2_500 })
        } else {
            let store = EntityStore()
            let newCacher = NormalizedListCacher<Int, Status, String>(store: store)
            for (timeline, json) in responses.enumerated() {
                guard let statuses = try? decoder.decode([Status].self, from: json) else { continue }
                blockingSave(statuses, in: newCacher, param: timeline)
            }
            precondition(store.count(of: Status.self) == 4_375)
            precondition((0..<4).allSatisfy { newCacher.ids(for: $0)?.count == 2_500 })
            cacher = newCacher
        }
        print(heapBytesInUse() - before)
        withExtendedLifetime((arrays, cacher)) {}
    }

    static func residentGrowth(of side: String) -> Int? {
        // One malloc arena: glibc's `mallinfo2` counts only the main arena, so allocations made on a
        // pool thread would otherwise be counted in some runs and not in others.
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_ARENA_MAX"] = "1"
        return ChildRun.integer(arguments: ["--measure-memory", side], environment: environment)
    }

    /// Bytes allocated and not freed: what the data holds, not transient decoding buffers.
    static func heapBytesInUse() -> Int {
        Int(storeflowable_heap_bytes_in_use())
    }

    /// Runs the cacher's save to completion from synchronous code.
    static func blockingSave(
        _ statuses: [Status], in cacher: NormalizedListCacher<Int, Status, String>, param: Int
    ) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await cacher.saveData(data: statuses, param: param)
            done.signal()
        }
        done.wait()
    }

    /// Time for a subscribed 10,000-status timeline to emit after one status changed, over the time to
    /// copy a 10,000-status array once.
    static func emitOverCopy() async -> Double {
        let store = EntityStore()
        let cacher = NormalizedListCacher<Int, Status, String>(store: store)
        let statuses = (0..<10_000).map { StatusFactory.status(number: $0) }
        await cacher.saveData(data: statuses, param: 1)
        let flowable = AnyTwoWayPaginationStoreFlowable.from(
            cacher: cacher, fetcher: CachedOnlyFetcher(), param: 1)
        let changedID = statuses[5_000].id
        let timeline = Task {
            var states = flowable.publish().makeAsyncIterator()
            _ = await states.next()
            var emits: [Double] = []
            for count in 1...21 {
                let clock = ContinuousClock()
                let start = clock.now
                store.update(Status.self, id: changedID) { $0.favouritesCount = count }
                while let state = await states.next(), state.content?[5_000].favouritesCount != count {}
                let elapsed = start.duration(to: clock.now)
                emits.append(
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
            return median(emits)
        }
        let emit = await timeline.value
        var copies: [Double] = []
        for _ in 0..<21 {
            var copy = statuses
            copies.append(await measure { copy.append(statuses[0]) })
            precondition(copy.count == statuses.count + 1)
        }
        return emit / median(copies)
    }

    /// Microseconds for a subscriber following the differences of a 10,000-status timeline to find what
    /// one updated status changed (once its state has arrived), and the floor measured right before each
    /// time: copying the timeline's 10,000 IDs once.
    static func differenceAndCopy() async -> (difference: Double, copy: Double) {
        let store = EntityStore()
        let cacher = NormalizedListCacher<Int, Status, String>(store: store)
        let statuses = (0..<10_000).map { StatusFactory.status(number: $0) }
        await cacher.saveData(data: statuses, param: 1)
        let flowable = AnyTwoWayPaginationStoreFlowable.from(
            cacher: cacher, fetcher: CachedOnlyFetcher(), param: 1)
        let ids = statuses.map(\.id)
        let changedID = ids[5_000]
        var updates = flowable.publishWithDifferences().makeAsyncIterator()
        _ = await updates.next()
        var differences: [Double] = []
        var copies: [Double] = []
        for count in 1...21 {
            store.update(Status.self, id: changedID) { $0.favouritesCount = count }
            while let read = await updates.nextState() {
                var copy = ids
                copies.append(await measure { copy.append(changedID) })
                precondition(copy.count == ids.count + 1)
                var update: StateWithDifference<Status>?
                let seconds = await measure { update = updates.difference(to: read) }
                guard update?.state.content?[5_000].favouritesCount == count else { continue }
                precondition(
                    update?.difference.updated == [changedID] && update?.difference.changes.isEmpty == true)
                differences.append(seconds)
                break
            }
        }
        return (median(differences) * 1e6, median(copies) * 1e6)
    }
}
