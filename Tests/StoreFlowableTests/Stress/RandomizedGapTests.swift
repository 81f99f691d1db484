import Foundation
import StoreFlowable
import Testing

/// Random refreshes, pages and gap loads, some of them concurrent, on a timeline that grows while it is
/// read, through lists that keep what they had (`ListRefresh.keepingList`), in memory and normalized.
/// Whatever the order: no error shown, no post twice, posts newest first; and once every gap is loaded,
/// the list holds every post from its top to its bottom, none missing. `STOREFLOWABLE_GAP_SEQUENCES`
/// sets how many sequences run per cacher (default 40; 8 under the thread sanitizer).
@Suite(.timeLimit(.minutes(10))) struct RandomizedGapTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_GAP_SEQUENCES"].flatMap(Int.init)
            ?? (RandomizedFlowableTests.underThreadSanitizer ? 8 : 40)
    }

    enum Kind: String, CaseIterable, Sendable {
        case inMemory
        case normalized
    }

    @Test(arguments: Kind.allCases)
    func givenRandomRefreshesPagesAndGaps_thenNoPostIsLostOrDoubledOnceTheGapsAreLoaded(kind: Kind) async {
        for seed in 0..<UInt64(Self.sequenceCount) {
            var run = GapStressRun(kind: kind, seed: seed)
            let failures = await run.play(steps: 30)
            if !failures.isEmpty {
                Issue.record("\(kind) seed \(seed): \(failures.joined(separator: "; "))")
                return
            }
        }
    }
}

/// One random sequence on one timeline.
private struct GapStressRun {
    let server = GrowingTimeline()
    let timeline: AnyPaginationStoreFlowable<Tick, String>
    var random: SeededGenerator
    var log: [String] = []

    init(kind: RandomizedGapTests.Kind, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        switch kind {
        case .inMemory:
            timeline = AnyPaginationStoreFlowable.from(
                cacher: InMemoryPaginationCacher<String, Tick, String>(refresh: .keepingList),
                fetcher: server,
                param: "home")
        case .normalized:
            timeline = AnyPaginationStoreFlowable.from(
                cacher: NormalizedListCacher<String, Tick, String>(
                    store: EntityStore(), refresh: .keepingList),
                fetcher: server, param: "home")
        }
    }

    mutating func play(steps: Int) async -> [String] {
        var failures: [String] = []
        let subscriber = StressSubscriber(timeline.publish(), param: "home")
        // Every sequence starts from a gap: twelve new posts, more than a page, between two refreshes.
        await timeline.refresh()
        server.publish(12)
        await timeline.refresh()
        if (await gaps()).count != 1 { failures.append("no gap after a refresh that missed the list") }
        for _ in 0..<steps {
            if Int.random(in: 0..<4, using: &random) == 0 {
                let operations = (0..<3).map { _ in Int.random(in: 0..<7, using: &random) }
                log.append("burst\(operations)")
                await withTaskGroup(of: Void.self) { group in
                    for operation in operations {
                        group.addTask { [self] in await run(operation) }
                    }
                }
            } else {
                let operation = Int.random(in: 0..<7, using: &random)
                log.append("op\(operation)")
                await run(operation)
            }
            if let broken = await check() { failures.append(broken) }
        }
        // Every gap loaded, from the top or the bottom, until none is left.
        for _ in 0..<200 {
            guard let gap = await gaps().first else { break }
            await timeline.requestGap(gap, from: Bool.random(using: &random) ? .top : .bottom)
        }
        if let broken = await check() { failures.append(broken) }
        let list = await timeline.getData(from: .cache)?.map(\.id) ?? []
        if !(await gaps()).isEmpty { failures.append("gaps left after loading them all") }
        if let top = list.first, let bottom = list.last,
            list != Array(stride(from: top, through: bottom, by: -1))
        {
            failures.append("posts missing once every gap was loaded: \(list)")
        }
        if subscriber.sawError { failures.append("the subscriber was shown an error") }
        subscriber.stop()
        return failures.isEmpty ? [] : failures + ["log: \(log.joined(separator: ", "))"]
    }

    /// Runs operation `operation` (0 to 6).
    private func run(_ operation: Int) async {
        switch operation {
        case 6:
            // A reading position saved while refreshes and gap pages write the list's places.
            let top = await timeline.getData(from: .cache)?.first?.id ?? 0
            try? await timeline.saveAnchor(ListAnchor(itemID: top))
        case 0: server.publish(Int.random(in: 0...12))
        case 1: await timeline.refresh()
        case 2: await timeline.requestNextData()
        case 3: await timeline.requestPrevData()
        default:
            guard let gap = await gaps().randomElement() else { return await timeline.refresh() }
            await timeline.requestGap(gap, from: operation == 4 ? .top : .bottom)
        }
    }

    /// The gaps the list shows now.
    private func gaps() async -> [ListGap] {
        var states = timeline.publishCacheOnlyWithGaps().makeAsyncIterator()
        return await states.next()?.gaps ?? []
    }

    /// What is wrong with the list now, if anything: a post twice, out of order, or one that does not exist.
    private func check() async -> String? {
        let list = await timeline.getData(from: .cache)?.map(\.id) ?? []
        if Set(list).count != list.count { return "a post twice: \(list)" }
        if list != list.sorted(by: >) { return "posts out of order: \(list)" }
        if let top = list.first, top > server.newestID { return "a post not published: \(top)" }
        return nil
    }
}
