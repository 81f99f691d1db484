import CSQLite
import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Scrolling a stored 10,000-status timeline after a restart: the first page is shown, and each
/// `requestNextData()` reads the next stored page from the file, with no network call (issue 28). Memory
/// keeps a window of ten pages and 2,000 entities: `sqlite_scroll_peak_mib` is bounded by them, and
/// `sqlite_scroll_peak_without_window_mib` shows what keeping every page costs.
enum ScrollBenchmarks {
    static let repetitions = 5
    static let window = SQLiteStoreLimits(
        maxEntities: 50_000, maxPagesPerList: 1_000, maxEntitiesInMemory: 2_000, pagesReadFirst: 1,
        pagesInMemory: 10)
    static let withoutWindow = SQLiteStoreLimits(
        maxEntities: 50_000, maxPagesPerList: 1_000, pagesReadFirst: 1)

    static func run(into report: inout Report, database: TimelineDatabase) async throws {
        let url = try database.copy(named: "scroll")
        defer { database.remove(url) }
        var pageSamples: [Double] = []
        var wholeSamples: [Double] = []
        var floorSamples: [Double] = []
        for _ in 0..<repetitions {
            floorSamples.append(floorPerPage(url))
            pageSamples.append(try await scroll(url))
            wholeSamples.append(try await scroll(url, limits: withoutWindow))
        }
        report.add(
            "sqlite_scroll_page_ms", median(pageSamples), floor: median(floorSamples),
            base: "sqlite_scroll_page",
            unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add(
            "sqlite_scroll_page_without_window_ms", median(wholeSamples), floor: median(floorSamples),
            base: "sqlite_scroll_page_without_window", unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add(
            "sqlite_scroll_peak_mib", PersistenceMemory.peakMiB(of: PersistenceMemory.scroll, database: url),
            unit: "MiB", target: "(none)")
        report.add(
            "sqlite_scroll_peak_without_window_mib",
            PersistenceMemory.peakMiB(of: PersistenceMemory.scrollWithoutWindow, database: url),
            unit: "MiB", target: "(none)")
    }

    /// Milliseconds per page of paging through the whole stored timeline from its first page.
    static func scroll(_ url: URL, limits: SQLiteStoreLimits = window) async throws -> Double {
        // The first page read when shown, the rest as the timeline is paged on.
        let store = try await SQLiteStore.open(at: url, entities: TimelineDatabase.entities, limits: limits)
        defer { store.close() }
        let cacher = try await SQLiteListCacher<Int, Status, String>(
            in: store, name: TimelineDatabase.listName)
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: CachedOnlyFetcher(), param: TimelineDatabase.param)
        var iterator = timeline.publish().makeAsyncIterator()
        let first = await iterator.next()
        precondition(first?.content?.count == TimelineDatabase.pageSize)
        let elapsed = await PersistenceBenchmarks.seconds {
            for _ in 1..<TimelineDatabase.pageCount {
                await timeline.requestNextData(continueWhenError: false)
            }
        }
        let shown =
            limits.pagesInMemory.map { $0 * TimelineDatabase.pageSize } ?? TimelineDatabase.statusCount
        precondition(cacher.ids(for: TimelineDatabase.param)?.count == shown)
        withExtendedLifetime(iterator) {}
        return elapsed * 1e3 / Double(TimelineDatabase.pageCount - 1)
    }

    /// The floor: milliseconds per page of one prepared select of a page's 40 status rows, in order, and
    /// decoding them, their authors read once each and kept, over the same pages.
    static func floorPerPage(_ url: URL) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let database = RawSQLite(path: url.path)
        let rows = database.prepare(
            """
            SELECT e.value, e.id FROM list_items i JOIN entities e ON e.type = 'Status' AND e.id = i.entity_id
            WHERE i.name = '\(TimelineDatabase.listName)' AND i.param = '\(TimelineDatabase.paramText)'
            AND i.page = ? ORDER BY i.position
            """)
        defer { sqlite3_finalize(rows) }
        let reader = StatusRowReader(database)
        var statuses: [Status] = []
        for page in 1..<TimelineDatabase.pageCount {
            sqlite3_bind_int64(rows, 1, Int64(page))
            statuses += reader.statuses(rows)
        }
        let elapsed = start.duration(to: clock.now)
        precondition(statuses.count == TimelineDatabase.statusCount - TimelineDatabase.pageSize)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds * 1e3 / Double(TimelineDatabase.pageCount - 1)
    }
}
