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

        let (page, pageFloor, defaultMergePage) = await pages()
        report.add(
            "user_cacher_page_us", page, floor: pageFloor, base: "user_cacher_page", unit: "us",
            target: "(none)", ratioTarget: "<= 2")
        // Informational: the same pages through the protocol's default merge, which reads the IDs of the
        // whole list at each page (so a page costs more as the list grows).
        report.add(
            "user_cacher_default_merge_page_us", defaultMergePage, floor: pageFloor,
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

    /// The median microseconds of a page (pages 2 to 251 of 40 items, seen by a subscriber), of the
    /// floor's page, and of a page merged by the protocol's default.
    static func pages() async -> (page: Double, floor: Double, defaultMerge: Double) {
        let pages = (0..<PaginationBenchmarks.pageCount).map { page in
            (0..<40).map { FeedItem.makeCompact(page * 40 + $0) }
        }
        let merging = { UserPaginationCacher<Int, FeedItem, String>() }
        let defaultMerging = { DefaultMergeUserPaginationCacher<Int, FeedItem, String>() }
        _ = await paginate(pages, on: merging())
        _ = await paginate(pages, on: defaultMerging())
        _ = await Floors.pagedAppends(pages)
        var floors: [Double] = []
        var totals: [Double] = []
        var defaultTotals: [Double] = []
        for _ in 0..<PaginationBenchmarks.repetitions {
            floors.append(median(await Floors.pagedAppends(pages).pageTimes) * 1e6)
            totals.append(median(await paginate(pages, on: merging())) * 1e6)
            defaultTotals.append(median(await paginate(pages, on: defaultMerging())) * 1e6)
        }
        return (median(totals), median(floors), median(defaultTotals))
    }

    /// The seconds of each `requestNextData()` after the first page, with a subscriber following.
    static func paginate<C: PaginationCacher<Int, FeedItem, String>>(_ pages: [[FeedItem]], on cacher: C)
        async -> [Double]
    {
        let flowable = AnyPaginationStoreFlowable.from(
            cacher: cacher, fetcher: FeedFetcher(pages: pages), param: 1)
        let expected = pages.count * 40
        let subscriber = Task {
            for await state in flowable.publish() where state.content?.count == expected { return }
        }
        _ = try? await flowable.requireData()
        var pageTimes: [Double] = []
        for _ in 1..<pages.count {
            pageTimes.append(await measure { await flowable.requestNextData() })
        }
        await subscriber.value
        let stored = await flowable.getData(from: .cache)
        precondition(stored?.count == expected)
        return pageTimes
    }
}
