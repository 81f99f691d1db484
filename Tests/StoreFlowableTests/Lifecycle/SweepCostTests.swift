import Synchronization
import Testing

@testable import StoreFlowable

/// Releasing unused data costs O(1) a write on average, however many entries are kept: a `gcTime` of
/// zero no longer sweeps every entry on every write.
@Suite struct SweepCostTests {
    /// Entries kept by param with their timestamps, and how many the sweeps looked at.
    final class Entries: Sendable {
        let stamps = Mutex<[Int: Double]>([:])
        let visits = Atomic(0)

        func sweep(_ isExpired: (Int, Double?) -> Bool) {
            stamps.withLock { stamps in
                visits.add(stamps.count, ordering: .relaxed)
                stamps = stamps.filter { !isExpired($0.key, $0.value) }
            }
        }
    }

    @Test(arguments: [false, true])
    func givenAZeroGraceAndThousandsOfParamsInUse_whenEachIsWritten_thenSweepsLookAtFewEntriesAWrite(
        clockMoves: Bool
    ) {
        let entries = Entries()
        let time = Mutex(1_000.0)
        let releaser = UnusedDataReleaser<Int>(
            gcTime: .zero, clock: EpochClock { time.withLock { $0 } }, sweep: entries.sweep)
        let writes = 4_000
        for param in 0..<writes {
            releaser.becameActive(ParamKey(param))
            let now = time.withLock { now in
                if clockMoves { now += 1 }
                return now
            }
            entries.stamps.withLock { $0[param] = now }
            releaser.written(at: now)
        }

        #expect(entries.visits.load(ordering: .relaxed) <= 8 * writes)
        #expect(entries.stamps.withLock { $0.count } == writes)
    }

    @Test func givenAZeroGrace_whenUnusedDataIsOlderThanNow_thenAWriteReleasesIt() {
        let entries = Entries()
        let time = Mutex(1_000.0)
        let releaser = UnusedDataReleaser<Int>(
            gcTime: .zero, clock: EpochClock { time.withLock { $0 } }, sweep: entries.sweep)
        entries.stamps.withLock { $0[1] = 1_000 }
        releaser.written(at: 1_000)
        time.withLock { $0 = 1_001 }
        entries.stamps.withLock { $0[2] = 1_001 }

        releaser.written(at: 1_001)

        #expect(entries.stamps.withLock { $0.keys.sorted() } == [2])
    }
}
