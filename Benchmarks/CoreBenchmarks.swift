import HeapStats
import StoreFlowable
import Synchronization

/// A fetcher that counts its calls and yields once, to widen any race between concurrent readers.
final class CountingFetcher: Fetcher {
    // Guarded by its own mutex: the number of calls.
    private let calls = Mutex(0)

    var count: Int { calls.withLock { $0 } }

    func fetch(param: Int) async throws -> Int {
        let call = calls.withLock { count in
            count += 1
            return count
        }
        await Task.yield()
        return call
    }
}

enum CoreBenchmarks {
    static let repetitions = 7

    static func run(into report: inout Report) async {
        print("core")
        let lookupFloor = await Floors.lockedLookup(calls: 200_000)
        let cacheHit = await cacheHit()
        report.add(
            "cache_hit_require_data_ns", cacheHit, floor: lookupFloor, base: "cache_hit", unit: "ns",
            target: "<= 1000", ratioTarget: "<= 2")

        let firstFloor = median(await repeated { await Floors.streamFirstValue(count: 10_000) })
        let first = await publishFirstState()
        report.add(
            "publish_first_state_us", first, floor: firstFloor, base: "publish_first_state", unit: "us",
            target: "<= 10", ratioTarget: "<= 1.5")

        let fanoutFloor = median(
            await repeated { await Floors.streamFanout(subscribers: 100, values: 1_000) })
        let fanout = await fanout()
        report.add(
            "fanout_100x1000_ms", fanout, floor: fanoutFloor, base: "fanout_100x1000", unit: "ms",
            target: "<= 10", ratioTarget: "<= 1.5")

        let writeFloor = median(await repeated { await Floors.lockedWrite(calls: 100_000) })
        let update = await updateWithoutSubscribers()
        report.add(
            "update_no_subscriber_ns", update, floor: writeFloor, base: "update_no_subscriber", unit: "ns",
            target: "(none)", ratioTarget: "<= 3")

        report.add(
            "released_param_bytes", Double(await releasedParamBytes()), unit: "bytes", target: "= 0")
        report.add(
            "single_flight_fetch_count", Double(await singleFlight()), unit: "calls", target: "= 1")
        report.add(
            "leaked_subscribers", Double(await leakedSubscribers()), unit: "subs", target: "= 0")
    }

    static func cacheHit() async -> Double {
        let flowable = AnyStoreFlowable.from(
            cacher: InMemoryCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        await flowable.update(newData: 1)
        let calls = 200_000
        var samples: [Double] = []
        for _ in 0..<repetitions {
            var sum = 0
            let seconds = await measure {
                for _ in 0..<calls { sum &+= (try? await flowable.requireData(from: .cache)) ?? 0 }
            }
            precondition(sum == calls)
            samples.append(seconds / Double(calls) * 1e9)
        }
        return median(samples)
    }

    /// Runs `body` `repetitions` times and returns its results.
    static func repeated(_ body: () async -> Double) async -> [Double] {
        var samples: [Double] = []
        for _ in 0..<repetitions { samples.append(await body()) }
        return samples
    }

    /// Nanoseconds for `update(newData:)` with nobody subscribed.
    static func updateWithoutSubscribers() async -> Double {
        let flowable = AnyStoreFlowable.from(
            cacher: InMemoryCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        let calls = 100_000
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let seconds = await measure {
                for value in 0..<calls { await flowable.update(newData: value) }
            }
            samples.append(seconds / Double(calls) * 1e9)
        }
        let last = await flowable.getData(from: .cache)
        precondition(last == calls - 1)
        return median(samples)
    }

    /// Live heap bytes left per param after 20,000 params with cached data were each subscribed to and
    /// released: what coordination keeps, not the cached data (saved before the first reading).
    static func releasedParamBytes() async -> Int {
        let cacher = InMemoryCacher<Int, Int>()
        let count = 20_000
        for param in 0..<count { await cacher.saveData(data: param, param: param) }
        // Stamped now: data stamped long ago would be released as unused (gcTime) and then refetched.
        let now = cacher.clock.now()
        for param in 0..<count { await cacher.saveDataCachedAt(epochSeconds: now, param: param) }
        let flowables = (0..<count).map {
            AnyStoreFlowable.from(cacher: cacher, fetcher: CountingFetcher(), param: $0)
        }
        // One round first, so that one-time allocations (metadata, the registry) are not counted.
        for await _ in flowables[0].publish() { break }
        let before = Int(storeflowable_heap_bytes_in_use())
        for flowable in flowables {
            for await _ in flowable.publish() { break }
        }
        let after = Int(storeflowable_heap_bytes_in_use())
        precondition(cacher.activeParamCount == 0)
        return max(0, after - before) / count
    }

    static func publishFirstState() async -> Double {
        let flowable = AnyStoreFlowable.from(
            cacher: InMemoryCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        await flowable.update(newData: 1)
        let subscriptions = 10_000
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let seconds = await measure {
                for _ in 0..<subscriptions {
                    for await state in flowable.publish() where state.isCompleted { break }
                }
            }
            samples.append(seconds / Double(subscriptions) * 1e6)
        }
        return median(samples)
    }

    static func fanout() async -> Double {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let flowable = AnyStoreFlowable.from(
                cacher: InMemoryCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
            await flowable.update(newData: 0)
            let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
            let subscribers = (0..<100).map { _ in
                Task {
                    var announced = false
                    for await state in flowable.publish() {
                        if !announced {
                            announced = true
                            readyContinuation.yield()
                        }
                        if state.content == 1_000 { return }
                    }
                }
            }
            var readyCount = 0
            for await _ in ready {
                readyCount += 1
                if readyCount == subscribers.count { break }
            }
            let seconds = await measure {
                for value in 1...1_000 { await flowable.update(newData: value) }
                for subscriber in subscribers { await subscriber.value }
            }
            samples.append(seconds * 1e3)
        }
        return median(samples)
    }

    static func singleFlight() async -> Int {
        var worst = 0
        for _ in 0..<1_000 {
            let fetcher = CountingFetcher()
            let flowable = AnyStoreFlowable.from(
                cacher: InMemoryCacher<Int, Int>(), fetcher: fetcher, param: 1)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<100 {
                    group.addTask { _ = try? await flowable.requireData() }
                }
            }
            worst = max(worst, fetcher.count)
        }
        return worst
    }

    static func leakedSubscribers() async -> Int {
        let cacher = InMemoryCacher<Int, Int>()
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: CountingFetcher(), param: 1)
        for _ in 0..<10_000 {
            for await _ in flowable.publish() { break }
        }
        for _ in 0..<10_000 {
            _ = try? await flowable.requireData()
        }
        return cacher.totalSubscriberCount
    }
}
