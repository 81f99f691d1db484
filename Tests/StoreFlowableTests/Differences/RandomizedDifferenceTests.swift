import StoreFlowable
import Testing

/// Random changes of every kind to a normalized list, read by a subscriber at random moments: each
/// difference, applied to the IDs seen before, gives the IDs shown, and names every item that changed.
@Suite struct RandomizedDifferenceTests {
    @Test(arguments: 0..<UInt64(12))
    func givenRandomChanges_whenReadAtRandomMoments_thenEveryDifferenceLeadsFromTheSeenListToTheShownOne(
        seed: UInt64
    ) async {
        var random = SeededGenerator(seed: seed)
        let timeline = TootTimeline(first: Array(0..<8))
        var updates = timeline.home.publishWithDifferences().makeAsyncIterator()
        var shown: [Toot]?
        var keys = (next: 1, prev: 1)
        var failures: [String] = []

        // Reads states until the last one shows the list as the cacher holds it.
        func catchUp() async {
            while shown == nil
                || shown != timeline.store.entities(Toot.self, ids: timeline.cacher.ids(for: "home") ?? [])
            {
                guard let update = await updates.next() else { return }
                failures += Self.check(update, after: shown ?? [])
                shown = update.state.content
            }
        }
        await catchUp()
        for step in 0..<120 {
            let ids = timeline.cacher.ids(for: "home") ?? []
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3 where !ids.isEmpty:
                let id = ids.randomElement(using: &random) ?? ""
                timeline.store.update(Toot.self, id: id) { $0.favouritesCount = step }
            case 3:
                timeline.fetcher.setPage("n\(keys.next)", Self.page(&random, step: step))
                keys.next += 1
                await timeline.home.requestNextData()
            case 4:
                timeline.fetcher.setPage("p\(keys.prev)", Self.page(&random, step: step))
                keys.prev += 1
                await timeline.home.requestPrevData()
            case 5 where !ids.isEmpty:
                timeline.store.remove(Toot.self, id: ids.randomElement(using: &random) ?? "")
            case 6:
                timeline.fetcher.setFirst(Self.page(&random, step: step))
                keys = (1, 1)
                if Bool.random(using: &random) {
                    await timeline.home.refresh()
                } else {
                    await timeline.home.clear()
                }
                await timeline.home.validate()
            case 7:
                timeline.store.put(Self.page(&random, step: step))
            default:
                break
            }
            if Int.random(in: 0..<3, using: &random) == 0 { await catchUp() }
        }
        await catchUp()
        #expect(failures == [], "seed \(seed)")
    }

    /// Up to six toots of 40, some perhaps in the list already, edited at `step`.
    static func page(_ random: inout SeededGenerator, step: Int) -> [Toot] {
        let numbers = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            Int.random(in: 0..<40, using: &random)
        }
        return TootTimeline.toots(numbers, text: "step \(step)")
    }

    /// What is wrong with `update`, given the content seen before it.
    static func check(_ update: StateWithDifference<Toot>, after seen: [Toot]) -> [String] {
        let before = seen.map(\.id)
        let shown = update.state.content ?? []
        var failures: [String] = []
        if before.applying(update.difference.changes) != shown.map(\.id) {
            failures.append("\(before) + \(update.difference.changes) != \(shown.map(\.id))")
        }
        let inserted = Set(
            update.difference.changes.insertions.map { if case .insert(_, let id, _) = $0 { id } else { "" } }
        )
        let kept = Set(before).intersection(shown.map(\.id)).subtracting(inserted)
        let values = Dictionary(seen.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        let changed = Set(shown.filter { kept.contains($0.id) && values[$0.id] != $0 }.map(\.id))
        if !changed.isSubset(of: update.difference.updated) {
            failures.append("changed \(changed) not all in updated \(update.difference.updated)")
        }
        if !update.difference.updated.isSubset(of: kept) {
            failures.append("updated \(update.difference.updated) not all kept \(kept)")
        }
        return failures
    }
}
