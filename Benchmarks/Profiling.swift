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
            for value in 0..<3_000_000 { await user.update(newData: value) }
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
            for _ in 0..<20 { total += await UserCacherBenchmarks.paginate(pages).reduce(0, +) }
            print("mean ms", total / 20 * 1e3)
        default:
            print(
                "profiles: update, publish, cache, pages, propagation, unmatched-write, user-update, "
                    + "user-publish, user-pages")
        }
    }
}
