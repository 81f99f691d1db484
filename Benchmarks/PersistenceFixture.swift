import Foundation
import MastodonAPI
import StoreFlowable
import StoreFlowableSQLite

// MastodonAPI does not depend on StoreFlowableSQLite, so the benchmarks declare the conformances.
extension Status: PersistentEntity {}
extension Account: PersistentEntity {}

/// A 10,000-status timeline (250 pages of 40 in one list) saved through ``SQLiteListCacher`` into a
/// database in a temporary folder, built once for the group; each measurement works on a copy.
struct TimelineDatabase: Sendable {
    static let pageSize = 40
    static let pageCount = 250
    static let statusCount = pageSize * pageCount
    static let listName = "timelines"
    static let param = 1
    /// The list's param as the store writes it (JSON text), for the floors' raw SQL.
    static let paramText = "1"
    static let entities: [any PersistentEntity.Type] = [Status.self, Account.self]
    /// Room for the whole timeline and the page the save benchmark adds: the default limits keep 50 pages
    /// per list, which would cut the timeline to 2,000 statuses.
    /// The whole list is read when first shown, as a long list was before pages were read as they are
    /// paged to: these benchmarks time reading and writing all of it.
    static let limits = SQLiteStoreLimits(maxEntities: 50_000, maxPagesPerList: 1_000, pagesReadFirst: nil)
    /// Pages made beyond the stored ones, for the benchmarks that save pages (`EXTRA_PAGES` when
    /// profiling, so that saving pages outweighs opening the store).
    static let extraPages = Int(ProcessInfo.processInfo.environment["EXTRA_PAGES"] ?? "") ?? 12

    /// The folder every file of the group lives in; ``removeFolder()`` deletes it.
    let folder: URL
    /// The database as built, its write-ahead log checkpointed into it.
    let original: URL
    /// `pageCount + extraPages` pages: the stored ones, then those the save benchmarks add.
    let pages: [[Status]]
    /// Bytes of the database file and its `-wal` file after `PRAGMA wal_checkpoint(TRUNCATE)`.
    let checkpointedBytes: Int

    /// Builds the timeline the way the engine would: the first page, its timestamp and key, then each
    /// next page with its key. With `authors`, the statuses are by that many authors, at random, and each
    /// page after the stored ones brings its authors with changed counters.
    static func build(authors: Int? = nil) async throws -> TimelineDatabase {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("storeflowable-persistence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = folder.appendingPathComponent("timeline.sqlite")
        let pages = (0..<pageCount + extraPages).map { page in
            (0..<pageSize).map {
                StatusFactory.status(
                    number: page * pageSize + $0, authors: authors,
                    counters: authors == nil || page < pageCount ? 0 : page)
            }
        }
        let store = try await SQLiteStore.open(at: original, entities: entities, limits: limits)
        let cacher = try await SQLiteListCacher<Int, Status, String>(in: store, name: listName)
        try await cacher.saveData(data: pages[0], param: param)
        try await cacher.saveDataCachedAt(epochSeconds: Date().timeIntervalSince1970, param: param)
        try await cacher.saveNextKey(nextKey: "1", param: param)
        for index in 1..<pageCount {
            try await cacher.saveNextData(cachedData: [], newData: pages[index], param: param)
            try await cacher.saveNextKey(nextKey: String(index + 1), param: param)
        }
        precondition(cacher.ids(for: param)?.count == statusCount)
        store.close()

        // Closing the last connection usually checkpoints already; the explicit TRUNCATE makes sure the
        // whole database is in the main file, so copies of that file alone are complete.
        let raw = RawSQLite(path: original.path)
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let bytes = withExtendedLifetime(raw) {
            fileBytes(original) + fileBytes(URL(fileURLWithPath: original.path + "-wal"))
        }
        return TimelineDatabase(folder: folder, original: original, pages: pages, checkpointedBytes: bytes)
    }

    /// A copy of the database, in the folder, under `name`, flushed to disk before it is used: the kernel
    /// then has none of the copy's 48 MB left to write back during a timing. Read and written whole, which
    /// is several times faster than `FileManager.copyItem` here.
    func copy(named name: String) throws -> URL {
        let url = folder.appendingPathComponent("\(name).sqlite")
        remove(url)
        try Data(contentsOf: original).write(to: url)
        let file = try FileHandle(forWritingTo: url)
        try file.synchronize()
        try file.close()
        return url
    }

    /// Deletes a database file with its `-wal` and `-shm` files.
    func remove(_ url: URL) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }

    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    static func fileBytes(_ url: URL) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
}
