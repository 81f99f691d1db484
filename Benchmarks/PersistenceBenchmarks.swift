import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// The persisted store (`StoreFlowableSQLite`) on a 10,000-status timeline: saving a page, opening and
/// hydrating, the first state after a restart, a cache hit, the file's size and hydration's peak memory.
enum PersistenceBenchmarks {
    static let repetitions = 7

    static func run(into report: inout Report) async {
        print("persistence")
        do {
            try await measureAll(into: &report)
        } catch {
            FileHandle.standardError.write(Data("error: persistence benchmarks failed: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measureAll(into report: inout Report) async throws {
        var built: TimelineDatabase?
        let building = try await seconds { built = try await TimelineDatabase.build() }
        guard let database = built else { preconditionFailure("the timeline database was not built") }
        defer { database.removeFolder() }
        print("    decoded 10,040 statuses and saved 250 pages in \(Report.format(building)) s")

        let newPage = database.pages[TimelineDatabase.pageCount]
        let encoding = median(
            await repeated { await seconds { _ = PersistenceFloors.encode(newPage) } * 1e3 })
        print("    encoding the 40 statuses alone: \(Report.format(encoding)) ms")
        var saveFloors: [Double] = []
        for repetition in 0..<repetitions {
            let url = try database.copy(named: "floor-save-\(repetition)")
            saveFloors.append(PersistenceFloors.pageSave(newPage, at: url))
            database.remove(url)
        }
        let save = try await pageSave(newPage, database: database)
        report.add(
            "sqlite_page_save_ms", save, floor: median(saveFloors), base: "sqlite_page_save", unit: "ms",
            target: "(none)", ratioTarget: "<= 2")

        let hydrateCopy = try database.copy(named: "hydrate")
        defer { database.remove(hydrateCopy) }
        let hydrateFloor = median(await repeated { PersistenceFloors.hydrate(at: hydrateCopy) })
        let hydrated = try await hydrate(hydrateCopy)
        report.add(
            "sqlite_hydrate_ms", hydrated, floor: hydrateFloor, base: "sqlite_hydrate", unit: "ms",
            target: "(none)", ratioTarget: "<= 1.5")

        report.add(
            "sqlite_first_state_ms", try await firstState(hydrateCopy), unit: "ms", target: "(none)")

        let lookupFloor = await Floors.lockedLookup(calls: 200_000)
        let read = try await cachedRead(in: database.folder)
        report.add(
            "sqlite_cached_read_ns", read, floor: lookupFloor, base: "sqlite_cached_read", unit: "ns",
            target: "(none)", ratioTarget: "<= 4")

        let stored = Array(database.pages.prefix(TimelineDatabase.pageCount).joined())
        report.add(
            "sqlite_bytes_per_status",
            Double(database.checkpointedBytes) / Double(TimelineDatabase.statusCount),
            floor: PersistenceSizeFloor.bytesPerStatus(stored, in: database.folder),
            base: "sqlite_bytes_per_status", unit: "bytes", target: "(none)", ratioTarget: "<= 1.2")
        // Against what the server sent: the statuses' JSON, each carrying its author whole.
        let jsonBytes = (0..<TimelineDatabase.statusCount).reduce(0) {
            $0 + StatusFactory.statusJSON(number: $1).utf8.count
        }
        report.add(
            "sqlite_bytes_per_status_over_json",
            Double(database.checkpointedBytes) / Double(jsonBytes), unit: "x", target: "(none)")

        try await FirstStateBenchmarks.run(into: &report)
        try await ScrollBenchmarks.run(into: &report, database: database)
        try await PartitionBenchmarks.run(into: &report, database: database)
        try await ChangedAuthorsBenchmarks.run(into: &report)

        let floorPeak = PersistenceMemory.peakMiB(of: PersistenceMemory.floor, database: hydrateCopy)
        print("    floor's peak (C API, decoded into an array): \(Report.format(floorPeak)) MiB")
        report.add(
            "sqlite_hydrate_peak_mib",
            PersistenceMemory.peakMiB(of: PersistenceMemory.library, database: hydrateCopy), unit: "MiB",
            target: "(none)")
    }

    /// Milliseconds for what the engine does with one fetched page: `saveNextData`, then `saveNextKey`.
    /// Each repetition opens a fresh copy of the database, so every page lands on the same 10,000 rows.
    /// Before the timing, both this side and the floor write one small row elsewhere (a value of an
    /// ``SQLiteCacher``; a row of `entries`): the first write after opening creates the write-ahead log and
    /// fsyncs it and its folder, a one-time cost of several milliseconds that depends on the disk, not on
    /// the page, and would otherwise make up most of the floor.
    static func pageSave(_ page: [Status], database: TimelineDatabase) async throws -> Double {
        let param = TimelineDatabase.param
        var samples: [Double] = []
        for repetition in 0..<repetitions {
            let url = try database.copy(named: "save-\(repetition)")
            defer { database.remove(url) }
            let store = try await openStore(url)
            let cacher = try await openList(store)
            // Read once, as a subscriber's first state does, and not held: a subscriber that keeps the
            // previous state costs one copy of the list per page, in memory as without a database.
            let cachedCount = await cacher.loadData(param: param)?.count ?? 0
            precondition(cachedCount == TimelineDatabase.statusCount)
            try await SQLiteCacher<Int, Int>(in: store, name: "warm-up").saveData(data: 1, param: 1)
            samples.append(
                try await seconds {
                    try await cacher.saveNextData(cachedData: [], newData: page, param: param)
                    try await cacher.saveNextKey(
                        nextKey: String(TimelineDatabase.pageCount + 1), param: param)
                } * 1e3)
            precondition(cacher.ids(for: param)?.count == TimelineDatabase.statusCount + page.count)
            store.close()
        }
        return median(samples)
    }

    /// Milliseconds to open the store and read its whole 10,000-status list, every entity of it: what
    /// opening cost when it read every stored entity, and what reading a long list costs now.
    static func hydrate(_ url: URL) async throws -> Double {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            var opened: (SQLiteStore, SQLiteListCacher<Int, Status, String>)?
            samples.append(
                try await seconds {
                    let store = try await openStore(url)
                    let cacher = try await openList(store)
                    let read = await cacher.loadData(param: TimelineDatabase.param)
                    precondition(read?.count == TimelineDatabase.statusCount)
                    opened = (store, cacher)
                } * 1e3)
            guard let opened else { preconditionFailure("the store did not open") }
            let (store, cacher) = opened
            precondition(cacher.ids(for: TimelineDatabase.param)?.count == TimelineDatabase.statusCount)
            precondition(store.store.count(of: Status.self) == TimelineDatabase.statusCount)
            store.close()
        }
        return median(samples)
    }

    /// Milliseconds from opening the store to the first state of the timeline's flowable, whose fetcher
    /// throws if called: the stored list must come first.
    static func firstState(_ url: URL) async throws -> Double {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            var shown = -1
            var opened: SQLiteStore?
            samples.append(
                try await seconds {
                    let store = try await openStore(url)
                    opened = store
                    let timeline = AnyPaginationStoreFlowable.from(
                        cacher: try await openList(store), fetcher: CachedOnlyFetcher(),
                        param: TimelineDatabase.param)
                    for await state in timeline.publish() {
                        shown = state.content?.count ?? -1
                        break
                    }
                } * 1e3)
            precondition(shown == TimelineDatabase.statusCount)
            opened?.close()
        }
        return median(samples)
    }

    /// Nanoseconds for `requireData(from: .cache)` on a flowable over an ``SQLiteCacher``, after its value
    /// was saved, the store reopened, and the value read from disk once.
    static func cachedRead(in folder: URL) async throws -> Double {
        let url = folder.appendingPathComponent("values.sqlite")
        do {
            let store = try await SQLiteStore.open(at: url, entities: [])
            let cacher = SQLiteCacher<Int, Int>(in: store, name: "values")
            let flowable = AnyStoreFlowable.from(cacher: cacher, fetcher: CountingFetcher(), param: 1)
            await flowable.update(newData: 1)
            store.close()
        }
        let store = try await SQLiteStore.open(at: url, entities: [])
        defer { store.close() }
        let flowable = AnyStoreFlowable.from(
            cacher: SQLiteCacher<Int, Int>(in: store, name: "values"), fetcher: CountingFetcher(), param: 1)
        let first = try await flowable.requireData(from: .cache)
        precondition(first == 1)
        let calls = 200_000
        var samples: [Double] = []
        for _ in 0..<repetitions {
            var sum = 0
            let elapsed = await seconds {
                for _ in 0..<calls { sum &+= (try? await flowable.requireData(from: .cache)) ?? 0 }
            }
            precondition(sum == calls)
            samples.append(elapsed / Double(calls) * 1e9)
        }
        return median(samples)
    }

    private static func openStore(_ url: URL) async throws -> SQLiteStore {
        try await SQLiteStore.open(
            at: url, entities: TimelineDatabase.entities, limits: TimelineDatabase.limits)
    }

    private static func openList(_ store: SQLiteStore) async throws -> SQLiteListCacher<Int, Status, String> {
        try await SQLiteListCacher<Int, Status, String>(in: store, name: TimelineDatabase.listName)
    }

    private static func repeated(_ body: () async -> Double) async -> [Double] {
        var samples: [Double] = []
        for _ in 0..<repetitions { samples.append(await body()) }
        return samples
    }

    /// Seconds elapsed while `body` runs.
    static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
