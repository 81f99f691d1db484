import Foundation
import StoreFlowable
import Testing

/// Random operations on paginated lists through the public API, some of them concurrent, on the
/// library's in-memory list cacher, the normalized one (with entity writes through its store) and one
/// written as an app writes one. Whatever the order: never two first-page fetches of a param at once, no error shown,
/// no ID twice in a list, and once everything settles every subscriber shows the stored list completed,
/// with more to load exactly when a next key is stored. `STOREFLOWABLE_LIST_SEQUENCES` sets how many
/// sequences run per cacher (default 40; 8 under the thread sanitizer).
@Suite(.timeLimit(.minutes(10))) struct RandomizedListTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_LIST_SEQUENCES"].flatMap(Int.init)
            ?? (RandomizedFlowableTests.underThreadSanitizer ? 8 : 40)
    }

    enum Kind: String, CaseIterable, Sendable {
        case inMemory
        case normalized
        case plain
    }

    @Test(arguments: Kind.allCases)
    func givenRandomOperations_thenEverySubscriberEndsShowingTheStoredListAndFetchesNeverOverlap(kind: Kind)
        async
    {
        for seed in 0..<UInt64(Self.sequenceCount) {
            var run = ListStressRun(kind: kind, seed: seed)
            let failures = await run.play(steps: 30)
            if !failures.isEmpty {
                Issue.record("\(kind) seed \(seed): \(failures.joined(separator: "; "))")
                return
            }
        }
    }
}

/// One random sequence on two lists of one cacher.
private struct ListStressRun {
    static let params = ["a", "b"]

    let fetcher = RacingPagesFetcher()
    let flowables: [String: AnyPaginationStoreFlowable<Author, String>]
    let load: @Sendable (String) async -> (list: [Author]?, next: String?)
    let clearAll: @Sendable () async throws -> Void
    let invalidate: @Sendable (String) -> Void
    /// Renames an author in the entity store, for the normalized cacher.
    let rename: (@Sendable (String) -> Void)?
    var random: SeededGenerator
    var subscribers: [StressSubscriber<[Author]>] = []
    var log: [String] = []
    var failures: [String] = []

    init(kind: RandomizedListTests.Kind, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        switch kind {
        case .inMemory:
            (flowables, load, clearAll, invalidate) = Self.lists(on: InMemoryPaginationCacher(), fetcher)
            rename = nil
        case .normalized:
            let store = EntityStore()
            (flowables, load, clearAll, invalidate) = Self.lists(
                on: NormalizedListCacher(store: store), fetcher)
            rename = { id in store.update(Author.self, id: id) { $0.name += "!" } }
        case .plain:
            (flowables, load, clearAll, invalidate) = Self.lists(on: PlainListCacher<Author>(), fetcher)
            rename = nil
        }
    }

    private static func lists<Cacher: PaginationCacher>(on cacher: Cacher, _ fetcher: RacingPagesFetcher) -> (
        [String: AnyPaginationStoreFlowable<Author, String>],
        @Sendable (String) async -> (list: [Author]?, next: String?),
        @Sendable () async throws -> Void,
        @Sendable (String) -> Void
    ) where Cacher.Param == String, Cacher.Item == Author, Cacher.Key == String {
        let flowables = Dictionary(
            uniqueKeysWithValues: params.map {
                ($0, AnyPaginationStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: $0))
            })
        return (
            flowables,
            { (await cacher.loadData(param: $0), await cacher.loadNextKey(param: $0)) },
            { try await cacher.clearAll() },
            { cacher.invalidate(param: $0) }
        )
    }

    mutating func play(steps: Int) async -> [String] {
        for _ in 0..<steps {
            let param = Self.params.randomElement(using: &random) ?? "a"
            if Int.random(in: 0..<4, using: &random) == 0 {
                let operations = (0..<3).map { _ in Int.random(in: 0..<10, using: &random) }
                log.append("burst(\(param): \(operations))")
                await withTaskGroup(of: Void.self) { group in
                    for operation in operations {
                        group.addTask { [self] in await run(operation, on: param) }
                    }
                }
            } else {
                await step(param)
            }
        }
        await settle()
        for subscriber in subscribers { subscriber.stop() }
        return failures.isEmpty ? [] : failures + ["log: \(log.joined(separator: ", "))"]
    }

    private mutating func step(_ param: String) async {
        let operation = Int.random(in: 0..<12, using: &random)
        switch operation {
        case 10:
            log.append("subscribe(\(param))")
            if let flowable = flowables[param] {
                subscribers.append(StressSubscriber(flowable.publish(), param: param))
            }
        case 11 where !subscribers.isEmpty:
            let gone = subscribers.remove(at: Int.random(in: 0..<subscribers.count, using: &random))
            log.append("unsubscribe(\(gone.param))")
            gone.stop()
        default:
            log.append("op\(operation)(\(param))")
            await run(operation, on: param)
        }
    }

    /// Runs operation `operation` (0 to 9) on `param`.
    private func run(_ operation: Int, on param: String) async {
        guard let flowable = flowables[param] else { return }
        switch operation {
        case 0: await flowable.update(newData: [Author(id: "\(param)-mine", name: "mine")], nextKey: nil)
        case 1: await flowable.refresh()
        case 2: await flowable.validate()
        case 3, 4: await flowable.requestNextData()
        case 5: _ = await flowable.getData(from: .cache)
        case 6: await flowable.clear()
        case 7: try? await clearAll()
        case 8: invalidate(param)
        default:
            if let rename, let first = await load(param).list?.first { rename(first.id) }
        }
    }

    /// Lets every fetch end, then checks what every subscriber shows.
    private mutating func settle() async {
        for param in Self.params where subscribers.contains(where: { $0.param == param }) {
            await flowables[param]?.validate()
        }
        if fetcher.mostAtOnce > 1 {
            failures.append("\(fetcher.mostAtOnce) first pages of one param at once")
        }
        for subscriber in subscribers {
            if subscriber.sawError { failures.append("subscriber of \(subscriber.param) was shown an error") }
            let (list, next) = await load(subscriber.param)
            guard let list else {
                failures.append("\(subscriber.param) has a subscriber and no list once settled")
                continue
            }
            if Set(list.map(\.id)).count != list.count {
                failures.append("\(subscriber.param) holds an ID twice: \(list.map(\.id))")
            }
            let more = AdditionalLoadingState.fixed(canRequestAdditionalData: next != nil)
            let shown = await subscriber.waitForLatest { state in
                state.isCompleted && state.content == list && state.next == more
            }
            if !shown {
                let last = subscriber.states.last.map { "\($0)" } ?? "nothing"
                failures.append(
                    "subscriber of \(subscriber.param) ended on \(last), stored \(list.count) items")
            }
        }
    }
}
