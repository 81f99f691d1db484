import StoreFlowable

/// A refresh that keeps a long list: the newest page joined to a 10,000-item list kept in an
/// `InMemoryPaginationCacher` (`ListRefresh.keepingList`), as the engine does it in the list's turn:
/// the kept list read, the page merged on top, list and places saved.
enum GapBenchmarks {
    static let repetitions = 11
    static let joinsPerRun = 200
    static let kept = 10_000

    static func run(into report: inout Report) async {
        let items = (0..<(kept + joinsPerRun * 10)).map(FeedItem.makeCompact)
        // The kept list holds the oldest 10,000; each refresh brings 10 newer items and 30 it holds.
        let stored = Array(items.suffix(kept))
        var pages: [[FeedItem]] = []
        for join in 0..<joinsPerRun {
            let newestNew = items.count - kept - 10 * (join + 1)
            pages.append(Array(items[newestNew..<(newestNew + 40)]))
        }
        var ours: [Double] = []
        var floors: [Double] = []
        _ = await joinAll(pages, onto: stored)
        _ = await Floors.appendsToSharedList(pages, onto: stored)
        for _ in 0..<repetitions {
            floors.append(await Floors.appendsToSharedList(pages, onto: stored) / Double(joinsPerRun) * 1e6)
            ours.append(await joinAll(pages, onto: stored) / Double(joinsPerRun) * 1e6)
        }
        report.add(
            "gap_refresh_merge_us", median(ours), floor: median(floors), base: "gap_refresh_merge",
            unit: "us",
            target: "(none)", ratioTarget: "<= 2")
    }

    /// Seconds for `pages.count` refreshes, each joining a page to the list kept in a new cacher that
    /// starts with `stored`, a subscriber's copy of the list held throughout, as a screen holds it.
    static func joinAll(_ pages: [[FeedItem]], onto stored: [FeedItem]) async -> Double {
        let cacher = InMemoryPaginationCacher<Int, FeedItem, String>(refresh: .keepingList)
        await cacher.saveData(data: stored, param: 1)
        await cacher.saveNextKey(nextKey: "older", param: 1)
        guard
            let gaps = cacher.gapOperations(param: 1, fetchPage: { _, _ in throw CancellationError() })
        else { preconditionFailure("the cacher keeps no gaps") }
        var shown = stored
        let seconds = await measure {
            for page in pages {
                try? await gaps.joinRefresh((page, "older", "newer"), 1)
                shown = cacher.peekData(param: 1)?.data ?? []
            }
        }
        precondition(shown.count == stored.count + 10 * pages.count && gaps.shown(shown, [:]).gaps.isEmpty)
        return seconds
    }
}
