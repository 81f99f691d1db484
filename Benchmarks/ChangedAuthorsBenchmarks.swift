import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Pages as a Mastodon server sends them into a stored, subscribed 10,000-status timeline: each page's
/// authors come back with changed counters, and each author wrote about 25 of the stored statuses.
enum ChangedAuthorsBenchmarks {
    static let authors = 400
    static let repetitions = 5

    static func run(into report: inout Report) async throws {
        var built: TimelineDatabase?
        let building = try await PersistenceBenchmarks.seconds {
            built = try await TimelineDatabase.build(authors: authors)
        }
        guard let database = built else { preconditionFailure("the timeline database was not built") }
        defer { database.removeFolder() }
        print("    saved 250 pages by \(authors) authors in \(Report.format(building)) s")

        var floors: [Double] = []
        for repetition in 0..<repetitions {
            let page = database.pages[TimelineDatabase.pageCount + repetition % TimelineDatabase.extraPages]
            let url = try database.copy(named: "changed-floor-\(repetition)")
            floors.append(PersistenceFloors.pageSave(page, at: url))
            database.remove(url)
        }
        var firsts: [Double] = []
        var laters: [Double] = []
        for repetition in 0..<repetitions {
            let url = try database.copy(named: "changed-\(repetition)")
            defer { database.remove(url) }
            let times = try await pageSaves(database: database, at: url)
            firsts.append(times[0])
            laters.append(contentsOf: times.dropFirst())
        }
        report.add(
            "sqlite_page_save_changed_authors_ms", median(laters), floor: median(floors),
            base: "sqlite_page_save_changed_authors", unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add(
            "sqlite_first_page_save_ms", median(firsts), floor: median(laters),
            base: "sqlite_first_page_save",
            unit: "ms", target: "(none)", ratioTarget: "<= 2")
    }

    /// Milliseconds of each page after the stored ones, from `requestNextData()` until the subscriber is
    /// shown it, on a store opened just before: the first is the first page saved in this process.
    static func pageSaves(database: TimelineDatabase, at url: URL) async throws -> [Double] {
        let store = try await SQLiteStore.open(
            at: url, entities: TimelineDatabase.entities, limits: TimelineDatabase.limits)
        defer { store.close() }
        let cacher = try await SQLiteListCacher<Int, Status, String>(
            in: store, name: TimelineDatabase.listName)
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: StoredPagesFetcher(pages: database.pages), param: TimelineDatabase.param)
        let (shown, counted) = AsyncStream<Int>.makeStream()
        let subscriber = Task {
            for await state in timeline.publish() { counted.yield(state.content?.count ?? -1) }
        }
        defer { subscriber.cancel() }
        var counts = shown.makeAsyncIterator()
        var expected = TimelineDatabase.statusCount
        while let count = await counts.next(), count != expected {}
        var times: [Double] = []
        for _ in 0..<TimelineDatabase.extraPages {
            expected += TimelineDatabase.pageSize
            times.append(
                await PersistenceBenchmarks.seconds {
                    await timeline.requestNextData()
                    while let count = await counts.next(), count != expected {}
                } * 1e3)
        }
        precondition(cacher.ids(for: TimelineDatabase.param)?.count == expected)
        return times
    }
}

/// Serves the timeline's pages by their index as the next key; the first page is never asked for, the
/// stored list being shown first.
struct StoredPagesFetcher: PaginationFetcher {
    struct UnexpectedFetch: Error {}

    let pages: [[Status]]

    func fetch(param: Int) async throws -> PaginationFetchResult<Status, String> {
        throw UnexpectedFetch()
    }

    func fetchNext(nextKey: String, param: Int) async throws -> PaginationFetchResult<Status, String> {
        guard let index = Int(nextKey), index < pages.count else { throw UnexpectedFetch() }
        return PaginationFetchResult(data: pages[index], nextKey: String(index + 1))
    }
}
