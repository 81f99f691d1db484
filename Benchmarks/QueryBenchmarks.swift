import Foundation
import MastodonAPI
import StoreFlowable

/// Live queries over 100,000 statuses: what one change costs a query, and what a write that no query
/// matches costs with queries open.
enum QueryBenchmarks {
    static let statusCount = 100_000
    static let repetitions = 7

    /// About half the statuses: those with at least five favourites.
    static let isPopular: @Sendable (Status) -> Bool = { $0.favouritesCount >= 5 }
    /// Newest first, then by ID: a total order.
    static let newestFirst: @Sendable (Status, Status) -> Bool = {
        ($0.createdAt, $1.id) > ($1.createdAt, $0.id)
    }

    static func run(into report: inout Report) async {
        print("queries")
        let templates = (0..<1_000).map { StatusFactory.status(number: $0) }
        let statuses = (0..<statusCount).map { EvictionBenchmarks.status(templates, number: $0, prefix: "q") }
        let store = EntityStore()
        store.put(statuses)

        let filterFloor = median(await repeated { refilter(statuses) })
        let change = await liveChange(store: store)
        report.add(
            "queries_live_change_us", change * 1e6, floor: filterFloor * 1e6, base: "queries_live_change",
            unit: "us", target: "(none)", ratioTarget: "<= 0.01")

        let (write, plainWrite) = await unmatchedWrite(store: store, statuses: statuses)
        report.add(
            "queries_unmatched_write_ns", write * 1e9, floor: plainWrite * 1e9,
            base: "queries_unmatched_write", unit: "ns", target: "(none)", ratioTarget: "<= 2")
    }

    static func repeated(_ body: () async -> Double) async -> [Double] {
        var samples: [Double] = []
        for _ in 0..<repetitions { samples.append(await body()) }
        return samples
    }

    /// Seconds to filter the 100,000 statuses once with the query's predicate, as a plain array: what a
    /// query that is not incremental would do at the least on every change.
    static func refilter(_ statuses: [Status]) -> Double {
        let started = ContinuousClock.now
        let popular = statuses.filter(isPopular)
        let elapsed = (ContinuousClock.now - started).components
        precondition(popular.count > statusCount / 3)
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// Median seconds from updating one matching status — it moves to the other end of the order — to
    /// the query's consumer holding the new result.
    static func liveChange(store: EntityStore) async -> Double {
        var results = store.query(Status.self, where: isPopular, sortedBy: newestFirst).makeAsyncIterator()
        guard let first = await results.next() else { preconditionFailure("the query ended") }
        let changedID = first[first.count / 2].id
        var samples: [Double] = []
        var last = first
        for count in 1...21 {
            samples.append(
                await measure {
                    store.update(Status.self, id: changedID) {
                        $0.favouritesCount = 5 + count
                        $0.createdAt = Date(timeIntervalSince1970: Double(count.isMultiple(of: 2) ? 0 : 4e9))
                    }
                    guard let result = await results.next() else { preconditionFailure("the query ended") }
                    last = result
                })
        }
        precondition(last.count == first.count && last.first?.id == changedID)
        precondition(Array(last) == store.entities(Status.self, where: isPopular, sortedBy: newestFirst))
        return median(samples)
    }

    /// Three live queries that no benchmark status matches.
    static func unmatchedQueries(_ store: EntityStore) -> [EntityQuery<Status>] {
        [
            store.query(Status.self, where: { $0.account.id == "nobody" }, sortedBy: newestFirst),
            store.query(Status.self, where: { $0.favouritesCount > 1_000 }, sortedBy: newestFirst),
            store.query(Status.self, where: { $0.bookmarked == true }, sortedBy: newestFirst),
        ]
    }

    /// Median seconds per write of a status that no query matches: with three live queries of statuses
    /// open, and, right before each such round, with none. What the queries add is one read of the
    /// written status joined to its author (about a quarter of a write) and one predicate call each.
    static func unmatchedWrite(store: EntityStore, statuses: [Status]) async -> (Double, Double) {
        func round(_ round: Int) -> [Status] {
            (0..<20_000).map { number in
                var status = statuses[number * 5]
                status.repliesCount = 1_000 + round
                return status
            }
        }
        func perWrite(_ round: [Status]) async -> Double {
            await measure { for status in round { store.put(status) } } / Double(round.count)
        }
        var plain: [Double] = []
        var withQueries: [Double] = []
        for repetition in 0..<repetitions {
            plain.append(await perWrite(round(2 * repetition)))
            var open = unmatchedQueries(store).map { $0.makeAsyncIterator() }
            for index in open.indices {
                guard let first = await open[index].next() else { preconditionFailure("the query ended") }
                precondition(first.isEmpty)
            }
            let delivered = store.liveQueryDeliveryCount
            withQueries.append(await perWrite(round(2 * repetition + 1)))
            precondition(store.liveQueryDeliveryCount == delivered && store.liveQueryCount == 3)
            open.removeAll()
            precondition(store.liveQueryCount == 0)
        }
        return (median(withQueries), median(plain))
    }

    /// Writes statuses no query matches, with three queries open, for a profiler to watch.
    static func profileUnmatchedWrites() async {
        let templates = (0..<1_000).map { StatusFactory.status(number: $0) }
        let statuses = (0..<statusCount).map { EvictionBenchmarks.status(templates, number: $0, prefix: "q") }
        let store = EntityStore()
        store.put(statuses)
        var open = unmatchedQueries(store).map { $0.makeAsyncIterator() }
        for index in open.indices { _ = await open[index].next() }
        for round in 0..<20 {
            for number in 0..<20_000 {
                var status = statuses[number * 5]
                status.repliesCount = 1_000 + round
                store.put(status)
            }
        }
        withExtendedLifetime(open) {}
    }
}
