import Foundation
import StoreFlowable

/// Runs one operation in a loop for a few seconds, for a profiler to watch (`--profile NAME`).
enum Profiling {
    static func run(_ name: String) async {
        let flowable = AnyStoreFlowable.from(
            cacher: InMemoryCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        await flowable.update(newData: 1)
        switch name {
        case "update":
            for value in 0..<1_000_000 { await flowable.update(newData: value) }
        case "publish":
            for _ in 0..<300_000 {
                for await state in flowable.publish() where state.isCompleted { break }
            }
        case "cache":
            var sum = 0
            for _ in 0..<3_000_000 { sum &+= (try? await flowable.requireData(from: .cache)) ?? 0 }
            print(sum)
        case "pages":
            let pages = (0..<PaginationBenchmarks.pageCount).map { page in
                (0..<40).map { FeedItem.makeCompact(page * 40 + $0) }
            }
            var total = 0.0
            for _ in 0..<200 { total += await PaginationBenchmarks.paginate(pages).total }
            print("mean ms", total / 200 * 1e3)
        case "first-page":
            let pages = (0..<2).map { page in (0..<40).map { FeedItem.makeCompact(page * 40 + $0) } }
            var total = 0.0
            for _ in 0..<20_000 { total += await PaginationBenchmarks.paginate(pages).total }
            print("mean us", total / 20_000 * 1e6)
        case "propagation":
            let (woken, milliseconds) = await NormalizedBenchmarks.observersAndPropagation(repetitions: 3_000)
            print("woken", woken, "median ms", milliseconds)
        case "unmatched-write":
            await QueryBenchmarks.profileUnmatchedWrites()
        case "user-update":
            let user = AnyStoreFlowable.from(
                cacher: UserCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
            let calls = Int(ProcessInfo.processInfo.environment["PROFILE_CALLS"] ?? "") ?? 3_000_000
            let seconds = await measure { for value in 0..<calls { await user.update(newData: value) } }
            print("ns per update", seconds / Double(calls) * 1e9)
        case "user-update-direct":
            // The cacher's own part of an update: its two saves, called directly, with the clock read.
            let cacher = UserCacher<Int, Int>()
            let calls = Int(ProcessInfo.processInfo.environment["PROFILE_CALLS"] ?? "") ?? 3_000_000
            let seconds = await measure {
                for value in 0..<calls {
                    await UserCacherBenchmarks.saveBoth(value, at: Date().timeIntervalSince1970, in: cacher)
                }
            }
            print("ns per update", seconds / Double(calls) * 1e9)
        case "user-publish":
            let user = AnyStoreFlowable.from(
                cacher: UserCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
            await user.update(newData: 1)
            for _ in 0..<1_000_000 {
                for await state in user.publish() where state.isCompleted { break }
            }
        case "user-pages":
            let pages = (0..<PaginationBenchmarks.pageCount).map { page in
                (0..<40).map { FeedItem.makeCompact(page * 40 + $0) }
            }
            var total = 0.0
            let rounds = Int(ProcessInfo.processInfo.environment["PROFILE_CALLS"] ?? "") ?? 200
            for _ in 0..<rounds {
                let cacher = UserPaginationCacher<Int, FeedItem, String>()
                total += await UserCacherBenchmarks.paginate(pages, on: cacher).pageTimes.reduce(0, +)
            }
            print("mean us per page", total / Double(rounds * (pages.count - 1)) * 1e6)
        case "user-pages-direct":
            // The cacher's own part of a page, called directly: load, merge, save the key, read both back.
            let pages = (0..<PaginationBenchmarks.pageCount).map { page in
                (0..<40).map { FeedItem.makeCompact(page * 40 + $0) }
            }
            var total = 0.0
            var floorTotal = 0.0
            let rounds = Int(ProcessInfo.processInfo.environment["PROFILE_CALLS"] ?? "") ?? 200
            for _ in 0..<rounds {
                let cacher = UserPaginationCacher<Int, FeedItem, String>()
                total += await measure {
                    for page in pages {
                        // Handed over as the engine hands it, so that the list grows in place.
                        var list = await cacher.loadData(param: 1)
                        await cacher.saveNextData(cachedData: list.take() ?? [], newData: page, param: 1)
                        await cacher.saveNextKey(nextKey: "k", param: 1)
                        _ = await cacher.loadData(param: 1)
                        _ = await cacher.loadNextKey(param: 1)
                    }
                }
                floorTotal += await Floors.pagedAppends(pages).total
            }
            print(
                "direct mean us per page", total / Double(rounds * pages.count) * 1e6,
                "floor", floorTotal / Double(rounds * pages.count) * 1e6)
        case "hydrate":
            do {
                let database = try await TimelineDatabase.build()
                defer { database.removeFolder() }
                let url = try database.copy(named: "profile-hydrate")
                for _ in 0..<8 { print("ms", Report.format(try await PersistenceBenchmarks.hydrate(url))) }
            } catch {
                print("failed: \(error)")
            }
        case "scroll":
            do {
                let database = try await TimelineDatabase.build()
                defer { database.removeFolder() }
                let url = try database.copy(named: "profile-scroll")
                for _ in 0..<8 { print("ms per page", Report.format(try await ScrollBenchmarks.scroll(url))) }
            } catch {
                print("failed: \(error)")
            }
        case "changed-authors":
            do {
                let database = try await TimelineDatabase.build(authors: ChangedAuthorsBenchmarks.authors)
                defer { database.removeFolder() }
                for repetition in 0..<3 {
                    let url = try database.copy(named: "profile-\(repetition)")
                    // WHOLE_LIST=1: the whole list in memory, as `..._whole_list_*` measures it.
                    let limits =
                        ProcessInfo.processInfo.environment["WHOLE_LIST"] == "1"
                        ? TimelineDatabase.limits : ScrollBenchmarks.window
                    let times = try await ChangedAuthorsBenchmarks.pageSaves(
                        database: database, at: url, limits: limits)
                    print("ms per page", times.map(Report.format).joined(separator: " "))
                    database.remove(url)
                }
            } catch {
                print("failed: \(error)")
            }
        case "outbox-enqueue":
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for round in 0..<10 {
                    let times = try await OutboxBenchmarks.enqueue(in: folder, round: round)
                    print("us per enqueue", Report.format(times.ours), "floor", Report.format(times.floor))
                }
            } catch {
                print("failed: \(error)")
            }
        default:
            print(
                "profiles: outbox-enqueue, update, publish, cache, pages, propagation, unmatched-write, user-update, "
                    + "user-publish, user-pages, user-pages-direct, changed-authors, hydrate")
        }
    }
}
