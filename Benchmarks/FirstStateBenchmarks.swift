import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The first state after a restart, with 1,000 and with 100,000 statuses stored: opening reads no entity
/// and a list reads only what it shows, so both cost the same (issue 28).
enum FirstStateBenchmarks {
    static let repetitions = 9

    static func run(into report: inout Report) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("storeflowable-first-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var built: [StoredStatusesDatabase] = []
        let building = try await PersistenceBenchmarks.seconds {
            for count in [1_000, 100_000] {
                built.append(try await StoredStatusesDatabase.build(statusCount: count, in: folder))
            }
        }
        print("    stored 1,000 and 100,000 statuses in \(Report.format(building)) s")
        let (small, large) = (built[0], built[1])

        var smallSamples: [Double] = []
        var largeSamples: [Double] = []
        var floorSamples: [Double] = []
        // Alternating, so that a busy moment of the machine falls on all three alike.
        for _ in 0..<repetitions {
            smallSamples.append(try await firstState(small.url))
            floorSamples.append(floor(large.url))
            largeSamples.append(try await firstState(large.url))
        }
        let (smallMS, largeMS) = (median(smallSamples), median(largeSamples))
        report.add("sqlite_first_state_1k_ms", smallMS, unit: "ms", target: "(none)")
        report.add(
            "sqlite_first_state_100k_ms", largeMS, floor: median(floorSamples), base: "sqlite_first_state",
            unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add("sqlite_first_state_growth", largeMS / smallMS, unit: "x", target: "<= 1.5")

        let smallMiB = PersistenceMemory.peakMiB(of: PersistenceMemory.firstState, database: small.url)
        let largeMiB = PersistenceMemory.peakMiB(of: PersistenceMemory.firstState, database: large.url)
        print("    resident growth of open + first state: \(Report.format(smallMiB)) MiB with 1,000 stored")
        report.add("sqlite_open_rss_100k_mib", largeMiB, unit: "MiB", target: "(none)")
        report.add("sqlite_open_rss_growth", largeMiB / smallMiB, unit: "x", target: "<= 1.5")
    }

    /// Milliseconds from opening the store to the timeline's first state.
    private static func firstState(_ url: URL) async throws -> Double {
        var opened: (SQLiteStore, shown: Int)?
        let elapsed = try await PersistenceBenchmarks.seconds {
            opened = try await StoredStatusesDatabase.openFirstState(url)
        }
        precondition(opened?.shown == StoredStatusesDatabase.timelineSize, "the stored timeline did not show")
        opened?.0.close()
        return elapsed * 1e3
    }

    private static func floor(_ url: URL) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let read = StoredStatusesDatabase.readTimelineWindow(url)
        let elapsed = start.duration(to: clock.now)
        precondition(read == StoredStatusesDatabase.timelineSize)
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1e3
    }
}
