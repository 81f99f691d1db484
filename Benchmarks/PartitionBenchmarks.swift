import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Switching the account an app shows: two partitions of 10,040 stored statuses each, both open, and
/// the first state of the other account's timeline, beside the same first state in a process that only
/// ever opened that one partition.
enum PartitionBenchmarks {
    static let repetitions = 5

    /// One account's partition, opened from its own copy of the timeline database.
    struct Account {
        let partition: CachePartition
        let persisted: SQLiteStore
        let timeline: AnyPaginationStoreFlowable<Status, String>

        init(_ name: String, database: TimelineDatabase) async throws {
            partition = CachePartition(id: name)
            persisted = partition.own(
                try await SQLiteStore.open(
                    at: try database.copy(named: name), entities: TimelineDatabase.entities,
                    limits: TimelineDatabase.limits))
            let cacher = partition.own(
                try await SQLiteListCacher<Int, Status, String>(
                    in: persisted, name: TimelineDatabase.listName))
            timeline = AnyPaginationStoreFlowable.from(
                cacher: cacher, fetcher: CachedOnlyFetcher(), param: TimelineDatabase.param)
        }

        /// Milliseconds from subscribing to the timeline to its first state, which must be the stored list.
        func firstState() async -> Double {
            var shown = -1
            let elapsed = await PersistenceBenchmarks.seconds {
                for await state in timeline.publish() {
                    shown = state.content?.count ?? -1
                    break
                }
            }
            precondition(shown == TimelineDatabase.statusCount)
            return elapsed * 1e3
        }

        func close() {
            persisted.close()
            try? FileManager.default.removeItem(at: persisted.url)
        }
    }

    static func run(into report: inout Report, database: TimelineDatabase) async throws {
        var floors: [Double] = []
        var switches: [Double] = []
        for repetition in 0..<repetitions {
            let alone = try await Account("alone-\(repetition)", database: database)
            floors.append(await alone.firstState())
            alone.close()

            let alice = try await Account("alice-\(repetition)", database: database)
            let bob = try await Account("bob-\(repetition)", database: database)
            // Alice's timeline is on screen, then the app switches to Bob's.
            var aliceStates = alice.timeline.publish().makeAsyncIterator()
            let shown = await aliceStates.next()?.content?.count
            precondition(shown == TimelineDatabase.statusCount)
            switches.append(await bob.firstState())
            alice.close()
            bob.close()
        }
        report.add(
            "partition_switch_first_state_ms", median(switches), floor: median(floors),
            base: "partition_switch_first_state", unit: "ms", target: "(none)", ratioTarget: "<= 1.5")
    }
}
