import Foundation
import MastodonAPI
import StoreFlowableSQLite

/// The peak memory of opening and hydrating the timeline database, each run in a fresh process of this
/// program (`--measure-memory sqlite-hydrate PATH`), as ``NormalizedBenchmarks/memoryRatio()`` does.
///
/// Why the resident set's high-water mark and not ``NormalizedBenchmarks/heapBytesInUse()``: HeapStats
/// tells the live heap bytes at one moment and has no peak, and hydration's peak is made of transient
/// buffers (each row's bytes, the decoded batch before it is stored, SQLite's page cache) freed before
/// `open` returns; reading the heap afterwards would miss them. The kernel's high-water mark (`VmHWM`)
/// catches every page that was resident, malloc'd or not. The child resets the mark to its current size
/// just before opening (`/proc/self/clear_refs`), so the figure is the growth of the resident set at its
/// peak over the resident set before opening: what hydration needed, not the program's baseline.
/// Linux only; elsewhere the figure is NaN.
enum PersistenceMemory {
    /// The child run that opens the store and its list.
    static let library = "sqlite-hydrate"
    /// The child run of the floor's read (C API, decoded into an array), printed for comparison.
    static let floor = "sqlite-hydrate-floor"
    /// The child run that opens the store and shows one timeline's first state.
    static let firstState = "sqlite-first-state"
    /// The child run that pages through the stored timeline from its first page.
    static let scroll = "sqlite-scroll"
    /// The same, keeping every page in memory.
    static let scrollWithoutWindow = "sqlite-scroll-without-window"

    static func isChild(_ side: String) -> Bool {
        side == library || side == floor || side == firstState || side == scroll
            || side == scrollWithoutWindow
    }

    /// The median over three child runs of the peak growth in MiB, or NaN when a child fails.
    static func peakMiB(of side: String, database: URL) -> Double {
        let runs = (0..<3).compactMap { _ in childPeakBytes(side, database: database) }
        guard runs.count == 3 else { return .nan }
        return median(runs.map(Double.init)) / 1_048_576
    }

    private static func childPeakBytes(_ side: String, database: URL) -> Int? {
        ChildRun.integer(arguments: ["--measure-memory", side, database.path])
    }

    /// In the child: hydrates the database at `path` and prints the peak growth in bytes ("nan" when the
    /// platform cannot tell).
    static func measureChild(_ side: String, path: String) async {
        let url = URL(fileURLWithPath: path)
        guard let before = kibibytes("VmRSS") else {
            print("nan")
            return
        }
        resetHighWaterMark()
        if side == scroll || side == scrollWithoutWindow {
            do {
                let limits = side == scroll ? ScrollBenchmarks.window : ScrollBenchmarks.withoutWindow
                _ = try await ScrollBenchmarks.scroll(url, limits: limits)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(1)
            }
        } else if side == firstState {
            do {
                let (store, shown) = try await StoredStatusesDatabase.openFirstState(url)
                precondition(shown == StoredStatusesDatabase.timelineSize)
                withExtendedLifetime(store) {}
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(1)
            }
        } else if side == library {
            do {
                let store = try await SQLiteStore.open(
                    at: url, entities: TimelineDatabase.entities, limits: TimelineDatabase.limits)
                let cacher = try await SQLiteListCacher<Int, Status, String>(
                    in: store, name: TimelineDatabase.listName)
                precondition(cacher.ids(for: TimelineDatabase.param)?.count == TimelineDatabase.statusCount)
                precondition(store.store.count(of: Status.self) == TimelineDatabase.statusCount)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                exit(1)
            }
        } else {
            let (statuses, ids) = PersistenceFloors.readTimeline(at: url)
            precondition(statuses.count == TimelineDatabase.statusCount && ids.count == statuses.count)
        }
        guard let peak = kibibytes("VmHWM") else {
            print("nan")
            return
        }
        print(max(0, peak - before) * 1024)
    }

    /// Writing 5 to `clear_refs` sets the high-water mark to the current resident size (Linux 4.0+). If it
    /// cannot, the mark dates from the process's start, which in this child did nothing else first.
    private static func resetHighWaterMark() {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        try? file.write(contentsOf: Data("5".utf8))
        try? file.close()
    }

    /// A `kB` line of `/proc/self/status`, such as `VmRSS`.
    private static func kibibytes(_ field: String) -> Int? {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/status"),
            let data = try? file.readToEnd()
        else { return nil }
        try? file.close()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n")
        where line.hasPrefix("\(field):") {
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }.first
        }
        return nil
    }
}
