import Foundation
import StoreFlowable

/// The engine's general path, the one an app's own cacher takes: the core and pagination workloads on
/// ``UserCacher`` and ``UserPaginationCacher``, each beside the floor the library's cachers are measured
/// against.
enum UserCacherBenchmarks {
    static func run(into report: inout Report) async {
        print("user cachers")
        let firstFloor = median(
            await CoreBenchmarks.repeated { await Floors.streamFirstValue(count: 10_000) })
        let first = await publishFirstState()
        report.add(
            "user_cacher_first_state_us", first, floor: firstFloor, base: "user_cacher_first_state",
            unit: "us",
            target: "(none)", ratioTarget: "<= 2")

        let writeFloor = median(await CoreBenchmarks.repeated { await Floors.lockedWrite(calls: 100_000) })
        let update = await updateWithoutSubscribers()
        report.add(
            "user_cacher_update_ns", update, floor: writeFloor, base: "user_cacher_update", unit: "ns",
            target: "(none)", ratioTarget: "<= 2")
        // Informational: the same update beside the cacher's own two saves called directly, the least any
        // engine can cost on a cacher that saves the data and its time in two calls, as `Cacher` asks.
        let ownSaves = median(await CoreBenchmarks.repeated { await cacherAlone(calls: 100_000) })
        report.add(
            "user_cacher_update_own_saves_ns", ownSaves, unit: "ns", target: "(none)")
        report.add("user_cacher_update_over_own_saves", update / ownSaves, unit: "x", target: "(none)")

        // A page's time is a 251-page run's over its page count, subscriber included, beside the floor the
        // library's cachers stand beside (`pagination_250_pages`): late pages, which grow the list and its
        // set of IDs, weigh as much as early ones.
        let figures = await pages()
        report.add(
            "user_cacher_page_us", figures.page, floor: figures.floor, base: "user_cacher_page", unit: "us",
            target: "(none)", ratioTarget: "<= 2")
        // Informational: the median `requestNextData()` call alone, beside the floor's median page.
        report.add(
            "user_cacher_median_page_us", figures.medianPage, floor: figures.medianFloor,
            base: "user_cacher_median_page", unit: "us", target: "(none)", ratioTarget: "(none)")
        // Informational: the same pages through the protocol's default merge, which reads the IDs of the
        // whole list at each page (so a page costs more as the list grows).
        report.add(
            "user_cacher_default_merge_page_us", figures.defaultMergePage, floor: figures.floor,
            base: "user_cacher_default_merge_page", unit: "us", target: "(none)", ratioTarget: "(none)")
    }

    /// Microseconds for a subscriber to get the first (completed) state of cached content.
    static func publishFirstState() async -> Double {
        let flowable = AnyStoreFlowable.from(
            cacher: UserCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        await flowable.update(newData: 1)
        let subscriptions = 10_000
        for await state in flowable.publish() where state.isCompleted { break }
        return median(
            await CoreBenchmarks.repeated {
                let seconds = await measure {
                    for _ in 0..<subscriptions {
                        for await state in flowable.publish() where state.isCompleted { break }
                    }
                }
                return seconds / Double(subscriptions) * 1e6
            })
    }

    /// Nanoseconds for `update(newData:)` with nobody subscribed.
    static func updateWithoutSubscribers() async -> Double {
        let flowable = AnyStoreFlowable.from(
            cacher: UserCacher<Int, Int>(), fetcher: CountingFetcher(), param: 1)
        let calls = 100_000
        let samples = await CoreBenchmarks.repeated {
            let seconds = await measure {
                for value in 0..<calls { await flowable.update(newData: value) }
            }
            return seconds / Double(calls) * 1e9
        }
        let last = await flowable.getData(from: .cache)
        precondition(last == calls - 1)
        return median(samples)
    }

    /// Nanoseconds for the user cacher's two saves of an update, called directly, with the clock read.
    static func cacherAlone(calls: Int) async -> Double {
        let cacher = UserCacher<Int, Int>()
        let seconds = await measure {
            for value in 0..<calls { await saveBoth(value, at: Date().timeIntervalSince1970, in: cacher) }
        }
        let last = await cacher.loadData(param: 1)
        precondition(last == calls - 1)
        return seconds / Double(calls) * 1e9
    }

    /// The cacher's two saves, each a real async call, as the engine makes them.
    @inline(never)
    static func saveBoth(_ value: Int, at now: Double, in cacher: UserCacher<Int, Int>) async {
        await saveData(value, in: cacher)
        await saveCachedAt(now, in: cacher)
    }

    @inline(never)
    private static func saveData(_ value: Int, in cacher: UserCacher<Int, Int>) async {
        await cacher.saveData(data: value, param: 1)
    }

    @inline(never)
    private static func saveCachedAt(_ now: Double, in cacher: UserCacher<Int, Int>) async {
        await cacher.saveDataCachedAt(epochSeconds: now, param: 1)
    }

    struct PageFigures {
        /// Microseconds a page over a whole run, and the floor's.
        var page: Double
        var floor: Double
        /// The median microseconds of one `requestNextData()` after the first page, and the floor's.
        var medianPage: Double
        var medianFloor: Double
        /// Microseconds a page over a whole run merged by the protocol's default.
        var defaultMergePage: Double
    }

    /// Medians over the repetitions of 251 pages of 40 items seen by a subscriber, on the merging cacher,
    /// on the default-merging one, and on the floor.
    static func pages() async -> PageFigures {
        let pages = (0..<PaginationBenchmarks.pageCount).map { page in
            (0..<40).map { FeedItem.makeCompact(page * 40 + $0) }
        }
        let merging = { UserPaginationCacher<Int, FeedItem, String>() }
        let defaultMerging = { DefaultMergeUserPaginationCacher<Int, FeedItem, String>() }
        _ = await paginate(pages, on: merging())
        _ = await paginate(pages, on: defaultMerging())
        _ = await Floors.pagedAppends(pages)
        var floors: [Double] = []
        var medianFloors: [Double] = []
        var totals: [Double] = []
        var medianPages: [Double] = []
        var defaultTotals: [Double] = []
        let perPage = 1e6 / Double(pages.count)
        for _ in 0..<PaginationBenchmarks.repetitions {
            let floor = await Floors.pagedAppends(pages)
            floors.append(floor.total * perPage)
            medianFloors.append(median(floor.pageTimes) * 1e6)
            let run = await paginate(pages, on: merging())
            totals.append(run.total * perPage)
            medianPages.append(median(run.pageTimes) * 1e6)
            defaultTotals.append(await paginate(pages, on: defaultMerging()).total * perPage)
        }
        return PageFigures(
            page: median(totals), floor: median(floors), medianPage: median(medianPages),
            medianFloor: median(medianFloors), defaultMergePage: median(defaultTotals))
    }

    /// Seconds for the first page and the others seen by a subscriber, as `PaginationBenchmarks` measures
    /// the library's cacher, and the seconds of each `requestNextData()` after the first page.
    static func paginate<C: PaginationCacher<Int, FeedItem, String>>(_ pages: [[FeedItem]], on cacher: C)
        async -> (total: Double, pageTimes: [Double])
    {
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: FeedFetcher(pages: pages), param: 1)
        let expected = pages.count * 40
        var pageTimes: [Double] = []
        pageTimes.reserveCapacity(pages.count)
        let total = await measure {
            let subscriber = Task {
                for await state in flowable.publish() where state.content?.count == expected { return }
            }
            _ = try? await flowable.requireData()
            for _ in 1..<pages.count {
                pageTimes.append(await measure { await flowable.requestNextData() })
            }
            await subscriber.value
        }
        let stored = await flowable.getData(from: .cache)
        precondition(stored?.count == expected)
        return (total, pageTimes)
    }
}
