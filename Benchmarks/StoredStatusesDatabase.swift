import CSQLite
import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

/// A database holding `statusCount` statuses by 400 authors: a 40-status timeline (param 0), the one a
/// first state shows, and the rest in lists of 1,000 (params 1, 2, …) that nothing opens. Built once a
/// size, through ``SQLiteListCacher``, in a temporary folder.
struct StoredStatusesDatabase: Sendable {
    static let timelineParam = 0
    static let timelineSize = 40
    static let listSize = 1_000
    static let authors = 400
    static let limits = SQLiteStoreLimits(maxEntities: 1_000_000, maxPagesPerList: 1_000)

    let url: URL
    let statusCount: Int

    static func build(statusCount: Int, in folder: URL) async throws -> StoredStatusesDatabase {
        let url = folder.appendingPathComponent("stored-\(statusCount).sqlite")
        let store = try await SQLiteStore.open(at: url, entities: TimelineDatabase.entities, limits: limits)
        let lists = try await SQLiteListCacher<Int, Status, String>(
            in: store, name: TimelineDatabase.listName)
        var saved = 0
        var param = timelineParam
        while saved < statusCount {
            let size = min(param == timelineParam ? timelineSize : listSize, statusCount - saved)
            let statuses = (saved..<saved + size).map { StatusFactory.status(number: $0, authors: authors) }
            try await lists.saveData(data: statuses, param: param)
            try await lists.saveDataCachedAt(epochSeconds: Date().timeIntervalSince1970, param: param)
            try await lists.saveNextKey(nextKey: String(saved + size), param: param)
            saved += size
            param += 1
        }
        store.close()
        let raw = RawSQLite(path: url.path)
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        precondition(raw.integer("SELECT count(*) FROM entities WHERE type = 'Status'") == statusCount)
        return StoredStatusesDatabase(url: url, statusCount: statusCount)
    }

    /// Opens the store and returns it with the number of statuses the timeline's first state shows, its
    /// fetcher throwing if called: the stored list must come first.
    static func openFirstState(_ url: URL) async throws -> (SQLiteStore, shown: Int) {
        let store = try await SQLiteStore.open(at: url, entities: TimelineDatabase.entities, limits: limits)
        let timeline = AnyPaginationStoreFlowable.from(
            cacher: try await SQLiteListCacher<Int, Status, String>(
                in: store, name: TimelineDatabase.listName),
            fetcher: CachedOnlyFetcher(), param: timelineParam)
        for await state in timeline.publish() { return (store, state.content?.count ?? -1) }
        return (store, -1)
    }

    /// The floor of a first state: opening a connection, one prepared select of the timeline's 40 status
    /// rows in order, a prepared select of each author not read yet, and decoding them with the store's
    /// row codec. Returns how many statuses were decoded.
    static func readTimelineWindow(_ url: URL) -> Int {
        let database = RawSQLite(path: url.path)
        let rows = database.prepare(
            """
            SELECT e.value, e.id FROM list_items i JOIN entities e ON e.type = 'Status' AND e.id = i.entity_id
            WHERE i.name = 'timelines' AND i.param = '\(timelineParam)' ORDER BY i.position
            """)
        defer { sqlite3_finalize(rows) }
        return StatusRowReader(database).statuses(rows).count
    }
}
