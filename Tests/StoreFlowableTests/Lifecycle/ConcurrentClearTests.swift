import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// Clears of one cacher that overlap run one after the other: each returns, and subscribers get one
/// fresh fetch. (Found by `RandomizedFlowableTests`: the second clear waited for ever for turns the first
/// gave back without telling it.)
@Suite(.timeLimit(.minutes(10))) struct ConcurrentClearTests {
    /// An in-memory cacher whose first emptying waits until the test lets it go.
    final class GatedCacher: Cacher {
        // Guarded by its own lock: the values, the emptyings begun, and the gate of the first.
        private let state = Locked<
            (values: [String: Int], emptyings: Int, gate: CheckedContinuation<Void, Never>?)
        >(
            ([:], 0, nil))
        let emptyingBegun = AsyncStream.makeStream(of: Void.self)

        func loadData(param: String) async -> Int? { state.withLock { $0.values[param] } }
        func saveData(data: Int?, param: String) async { state.withLock { $0.values[param] = data } }
        func loadDataCachedAt(param: String) async -> Double? { 0 }
        func saveDataCachedAt(epochSeconds: Double?, param: String) async {}

        func removeAllData() async {
            let first = state.withLock { state -> Bool in
                state.emptyings += 1
                return state.emptyings == 1
            }
            emptyingBegun.continuation.yield()
            if first {
                await withCheckedContinuation { gate in state.withLock { $0.gate = gate } }
            }
            state.withLock { $0.values = [:] }
        }

        /// Lets the first emptying go on, once it waits.
        func openGate() async {
            while true {
                if let gate = state.withLock({ $0.gate.take() }) { return gate.resume() }
                await Task.yield()
            }
        }
    }

    @Test func givenAClearUnderWay_whenAnotherBegins_thenBothReturnAndTheSubscriberShowsTheLastFetch()
        async throws
    {
        let cacher = GatedCacher()
        let fetcher = TestFetcher<String, Int> { request in request.number * 10 }
        let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: "key")
        await flowable.update(newData: 1)
        let states = StateRecorder(flowable)
        await states.expect(.completed(1))
        var begun = cacher.emptyingBegun.stream.makeAsyncIterator()
        let registry = RegistryDirectory.registry(for: cacher)

        let first = Task { try await cacher.clearAll() }
        await begun.next()
        let second = Task { try await cacher.clearAll() }
        // The second clear waits: for the first to end, or for the turns the first holds.
        while registry.state.withLock({ $0.clearWaiter == nil && $0.waitingForClear.isEmpty }) {
            await Task.yield()
        }
        await cacher.openGate()
        try await first.value
        try await second.value
        await flowable.validate()

        // Each clear moves the subscriber on with a fetch of its own; the last one's answer stays.
        let last = fetcher.requestCount * 10
        #expect(await states.expectEventually(.completed(last)))
        #expect(await cacher.loadData(param: "key") == last)
        #expect((1...2).contains(fetcher.requestCount))
    }
}
