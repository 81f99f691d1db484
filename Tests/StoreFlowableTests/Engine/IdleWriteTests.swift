import StoreFlowable
import StoreFlowableTesting
import Testing

@testable import StoreFlowable

/// `update(newData:)` of a param nobody uses takes its turn without making a machine (an idle write).
/// Whoever comes during it waits for it as for any turn: nobody reads half a write, and a subscriber
/// that arrives sees the written content.
@Suite(.timeLimit(.minutes(10))) struct IdleWriteTests {
    /// A cacher of an app's own whose timestamp saves wait, while `gated`, until the test lets each go;
    /// it counts the reads made while a save waits.
    final class GatedCacher: Cacher {
        private struct State {
            var values: [String: Int] = [:]
            var cachedAt: [String: Double] = [:]
            var gated = false
            var gates: [CheckedContinuation<Void, Never>] = []
            var readsWhileGated = 0
        }

        // Guarded by its own lock: the content, the gates of the saves waiting, and the reads made meanwhile.
        private let state = Locked(State())

        var readsWhileGated: Int { state.withLock { $0.readsWhileGated } }

        func loadData(param: String) async -> Int? {
            state.withLock { state in
                if !state.gates.isEmpty { state.readsWhileGated += 1 }
                return state.values[param]
            }
        }

        func saveData(data: Int?, param: String) async { state.withLock { $0.values[param] = data } }

        func loadDataCachedAt(param: String) async -> Double? {
            state.withLock { state in
                if !state.gates.isEmpty { state.readsWhileGated += 1 }
                return state.cachedAt[param]
            }
        }

        func saveDataCachedAt(epochSeconds: Double?, param: String) async {
            if state.withLock({ $0.gated }) {
                await withCheckedContinuation { gate in state.withLock { $0.gates.append(gate) } }
            }
            state.withLock { $0.cachedAt[param] = epochSeconds }
        }

        func removeAllData() async { state.withLock { $0 = State(gated: $0.gated, gates: $0.gates) } }

        func closeGate() { state.withLock { $0.gated = true } }

        /// Waits until `count` saves wait at the gate.
        func waitForSaves(_ count: Int) async {
            await IdleWriteTests.until { self.state.withLock { $0.gates.count } >= count }
        }

        /// Lets the saves waiting go on, and the next ones pass.
        func openGate() {
            let gates = state.withLock { state in
                state.gated = false
                defer { state.gates = [] }
                return state.gates
            }
            for gate in gates { gate.resume() }
        }
    }

    /// Waits until `condition` holds; records an issue and returns after a few seconds when it does not,
    /// so that a regression fails the test rather than hanging it.
    static func until(
        _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let clock = ContinuousClock()
        // A bound for a regression to fail rather than hang, far past what a loaded machine needs.
        let deadline = clock.now + .seconds(60)
        while !condition() {
            guard clock.now < deadline else {
                Issue.record("The condition never held", sourceLocation: sourceLocation)
                return
            }
            await Task.yield()
        }
    }

    @Test func givenAnIdleWrite_whenSubscribingDuringIt_thenTheSubscriberReadsOnlyAfterItAndShowsIt()
        async
    {
        let cacher = GatedCacher()
        let flowable = AnyStoreFlowable.from(
            cacher: cacher, fetcher: TestFetcher<String, Int> { $0.number * 10 }, param: "key")
        await flowable.update(newData: 1)
        let registry = RegistryDirectory.registry(for: cacher)
        #expect(registry.state.withLock { $0.machines.isEmpty })

        cacher.closeGate()
        let write = Task { await flowable.update(newData: 2) }
        await cacher.waitForSaves(1)
        // The write holds the turn without a machine: the subscriber's machine is made holding it.
        #expect(registry.state.withLock { $0.machines.isEmpty && $0.idleWrites.count == 1 })
        let states = StateRecorder(flowable)
        await Self.until { !registry.state.withLock { $0.machines.isEmpty } }
        #expect(
            registry.state.withLock { $0.idleWrites.isEmpty && $0.machines.first?.value.isTurnFree == false })
        cacher.openGate()
        await write.value

        await states.expectEventually(.completed(2))
        #expect(cacher.readsWhileGated == 0)
    }

    @Test func givenAnIdleWrite_whenAnotherWriteComes_thenItWaitsAndTheLastWriteStays() async {
        let cacher = GatedCacher()
        let flowable = AnyStoreFlowable.from(
            cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "key")
        cacher.closeGate()
        let first = Task { await flowable.update(newData: 1) }
        await cacher.waitForSaves(1)
        let registry = RegistryDirectory.registry(for: cacher)
        let second = Task { await flowable.update(newData: 2) }
        // The second write queues for the turn, in a machine made holding the first's.
        await Self.until { registry.state.withLock { $0.machines.first?.value.isTurnWaitedFor ?? false } }
        cacher.openGate()
        await first.value
        await second.value

        #expect(await flowable.getData(from: .cache) == 2)
        #expect(registry.state.withLock { $0.machines.isEmpty && $0.idleWrites.isEmpty })
    }

    @Test func givenAnIdleWrite_whenTheCacheIsCleared_thenTheClearWaitsForItAndEmptiesAfter() async throws {
        let cacher = GatedCacher()
        let flowable = AnyStoreFlowable.from(
            cacher: cacher, fetcher: TestFetcher<String, Int>(), param: "key")
        cacher.closeGate()
        let write = Task { await flowable.update(newData: 1) }
        await cacher.waitForSaves(1)
        let registry = RegistryDirectory.registry(for: cacher)
        let clear = Task { try await cacher.clearAll() }
        // The clear takes the idle write over as a turn it waits for.
        await Self.until { registry.state.withLock { $0.clearWaiter != nil } }
        #expect(registry.state.withLock { $0.idleWrites.isEmpty })
        cacher.openGate()
        await write.value
        try await clear.value

        #expect(await flowable.getData(from: .cache) == nil)
        #expect(registry.state.withLock { $0.machines.isEmpty && $0.idleWrites.isEmpty })
    }
}
