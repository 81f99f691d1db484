import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// Pages as a Mastodon server sends them into a stored, subscribed 10,000-status timeline: each page's
/// authors come back with changed counters, and each author wrote about 25 of the stored statuses.
///
/// The timeline is opened as an app keeps a long one (``ScrollBenchmarks/window``: its first page read
/// when shown, ten pages and 2,000 entities in memory) and paged to its stored end before the pages come:
/// an author's new counters reach the statuses shown, and the rest of the author's statuses read them when
/// they are shown again. `sqlite_page_save_changed_authors_whole_list_*` keeps the whole list in memory
/// instead (`TimelineDatabase.limits`), so that every status by those authors is shown and changes.
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

        // Each repetition measures the floor right before the store, so that both see the machine as it is
        // then: on this machine the floor alone moved between 3.3 and 5.5 ms from one minute to the next.
        var floors: [Double] = []
        var firsts: [Double] = []
        var laters: [Double] = []
        var wholeLists: [Double] = []
        for repetition in 0..<repetitions {
            let page = database.pages[TimelineDatabase.pageCount + repetition % TimelineDatabase.extraPages]
            let floorCopy = try database.copy(named: "changed-floor-\(repetition)")
            floors.append(PersistenceFloors.pageSave(page, at: floorCopy))
            database.remove(floorCopy)
            let url = try database.copy(named: "changed-\(repetition)")
            let times = try await pageSaves(database: database, at: url, limits: ScrollBenchmarks.window)
            database.remove(url)
            firsts.append(times[0])
            laters.append(contentsOf: times.dropFirst())
            let whole = try database.copy(named: "changed-whole-\(repetition)")
            wholeLists.append(
                contentsOf: try await pageSaves(
                    database: database, at: whole, limits: TimelineDatabase.limits
                )
                .dropFirst())
            database.remove(whole)
        }
        report.add(
            "sqlite_page_save_changed_authors_ms", median(laters), floor: median(floors),
            base: "sqlite_page_save_changed_authors", unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add(
            "sqlite_first_page_save_ms", median(firsts), floor: median(laters),
            base: "sqlite_first_page_save",
            unit: "ms", target: "(none)", ratioTarget: "<= 2")
        report.add(
            "sqlite_page_save_changed_authors_whole_list_ms", median(wholeLists), floor: median(floors),
            base: "sqlite_page_save_changed_authors_whole_list", unit: "ms", target: "(none)",
            ratioTarget: "(none)")
    }

    /// Milliseconds of each page after the stored ones, from `requestNextData()` until the subscriber is
    /// shown it, on a store opened just before and paged to its stored end: the first is the first page
    /// saved in this process.
    static func pageSaves(database: TimelineDatabase, at url: URL, limits: SQLiteStoreLimits) async throws
        -> [Double]
    {
        let store = try await SQLiteStore.open(at: url, entities: TimelineDatabase.entities, limits: limits)
        defer { store.close() }
        let cacher = try await SQLiteListCacher<Int, Status, String>(
            in: store, name: TimelineDatabase.listName)
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: StoredPagesFetcher(pages: database.pages), param: TimelineDatabase.param)
        let (shown, shownLast) = AsyncStream<String?>.makeStream()
        let subscriber = Task {
            for await state in timeline.publish() { shownLast.yield(state.content?.last?.id) }
        }
        defer { subscriber.cancel() }
        var lasts = shown.makeAsyncIterator()
        var lastShown: String?
        func waitForShown(_ page: Int) async {
            let last = database.pages[page].last?.id
            while lastShown != last, let shown = await lasts.next() { lastShown = shown }
        }
        // Paged to the stored end: from the file, with no network call.
        await waitForShown(limits.pagesReadFirst.map { $0 - 1 } ?? TimelineDatabase.pageCount - 1)
        while cacher.ids(for: TimelineDatabase.param)?.last
            != database.pages[TimelineDatabase.pageCount - 1].last?.id
        {
            await timeline.requestNextData(continueWhenError: false)
        }
        await waitForShown(TimelineDatabase.pageCount - 1)
        var times: [Double] = []
        for page in TimelineDatabase.pageCount..<(TimelineDatabase.pageCount + TimelineDatabase.extraPages) {
            times.append(
                await PersistenceBenchmarks.seconds {
                    await timeline.requestNextData()
                    await waitForShown(page)
                } * 1e3)
        }
        let shownCount = limits.pagesInMemory.map { $0 * TimelineDatabase.pageSize }
        precondition(
            cacher.ids(for: TimelineDatabase.param)?.count
                == shownCount ?? TimelineDatabase.statusCount + TimelineDatabase.extraPages
                * TimelineDatabase.pageSize)
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
