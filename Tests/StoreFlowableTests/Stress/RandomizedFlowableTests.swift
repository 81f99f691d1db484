import Foundation
import StoreFlowable
import Synchronization
import Testing

/// Random operations through the public API, some of them concurrent, on the library's in-memory cacher
/// (its fast paths) and on a cacher written as an app writes one (the general path). Whatever the order:
/// never two fetches of a param at once, no error shown (nothing fails), a write that returned is what
/// the cache holds, and once everything settles every subscriber shows what the cache holds.
/// `STOREFLOWABLE_FLOWABLE_SEQUENCES` sets how many sequences run per cacher (default 60; 10 under the
/// thread sanitizer, whose runs are many times slower and share the machine with every other test);
/// `STOREFLOWABLE_STRESS_TRACE` prints each operation as it starts, to find one that hangs.
@Suite(.timeLimit(.minutes(10))) struct RandomizedFlowableTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["STOREFLOWABLE_FLOWABLE_SEQUENCES"].flatMap(Int.init)
            ?? (underThreadSanitizer ? 10 : 60)
    }

    /// Whether the thread sanitizer's runtime is loaded in this process.
    static let underThreadSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

    enum Kind: String, CaseIterable, Sendable {
        case inMemory
        case plain
    }

    @Test(arguments: Kind.allCases)
    func givenRandomOperations_thenEverySubscriberEndsShowingTheCacheAndFetchesNeverOverlap(kind: Kind)
        async
    {
        for seed in 0..<UInt64(Self.sequenceCount) {
            if ProcessInfo.processInfo.environment["STOREFLOWABLE_STRESS_TRACE"] != nil {
                print("TRACE seed", seed, kind)
            }
            var run = StressRun(kind: kind, seed: seed)
            let failures = await run.play(steps: 40)
            if !failures.isEmpty {
                Issue.record("\(kind) seed \(seed): \(failures.joined(separator: "; "))")
                return
            }
        }
    }
}

/// One random sequence on two params of one cacher.
private struct StressRun {
    static let params = ["a", "b"]

    let fetcher = RacingFetcher()
    let flowables: [String: AnyStoreFlowable<Int>]
    let load: @Sendable (String) async -> Int?
    let clearAll: @Sendable () async throws -> Void
    let invalidate: @Sendable (String) -> Void
    var random: SeededGenerator
    var subscribers: [StressSubscriber<Int>] = []
    var log: [String] = []
    var failures: [String] = []

    init(kind: RandomizedFlowableTests.Kind, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        switch kind {
        case .inMemory:
            (flowables, load, clearAll, invalidate) = Self.flowables(
                on: InMemoryCacher<String, Int>(), fetcher)
        case .plain: (flowables, load, clearAll, invalidate) = Self.flowables(on: PlainCacher(), fetcher)
        }
    }

    private static func flowables<Storage: Cacher>(on cacher: Storage, _ fetcher: RacingFetcher)
        -> (
            [String: AnyStoreFlowable<Int>],
            @Sendable (String) async -> Int?,
            @Sendable () async throws -> Void,
            @Sendable (String) -> Void
        ) where Storage.Param == String, Storage.Value == Int
    {
        let flowables = Dictionary(
            uniqueKeysWithValues: params.map {
                ($0, AnyStoreFlowable.from(cacher: cacher, fetcher: fetcher, param: $0))
            })
        return (
            flowables, { await cacher.loadData(param: $0) }, { try await cacher.clearAll() },
            { cacher.invalidate(param: $0) }
        )
    }

    mutating func play(steps: Int) async -> [String] {
        let trace = ProcessInfo.processInfo.environment["STOREFLOWABLE_STRESS_TRACE"] != nil
        for _ in 0..<steps {
            let param = Self.params.randomElement(using: &random) ?? "a"
            if Int.random(in: 0..<4, using: &random) == 0 {
                // A burst: three operations at once.
                let operations = (0..<3).map { _ in Int.random(in: 0..<9, using: &random) }
                note("burst(\(param): \(operations))")
                await withTaskGroup(of: Void.self) { group in
                    for operation in operations {
                        group.addTask { [self] in await run(operation, on: param, value: operation) }
                    }
                }
            } else {
                await step(param)
            }
        }
        if trace { print("TRACE settle", log.last ?? "-") }
        await settle()
        if trace { print("TRACE settled") }
        for subscriber in subscribers { subscriber.stop() }
        return failures.isEmpty ? [] : failures + ["log: \(log.joined(separator: ", "))"]
    }

    private mutating func note(_ entry: String) {
        log.append(entry)
        if ProcessInfo.processInfo.environment["STOREFLOWABLE_STRESS_TRACE"] != nil { print("TRACE", entry) }
    }

    /// One operation alone, its effect checked where it has one of its own.
    private mutating func step(_ param: String) async {
        let operation = Int.random(in: 0..<11, using: &random)
        switch operation {
        case 9:
            note("subscribe(\(param))")
            if let flowable = flowables[param] {
                subscribers.append(StressSubscriber(flowable.publish(), param: param))
            }
        case 10 where !subscribers.isEmpty:
            let gone = subscribers.remove(at: Int.random(in: 0..<subscribers.count, using: &random))
            note("unsubscribe(\(gone.param))")
            gone.stop()
        case 0:
            let value = Int.random(in: 0..<1_000, using: &random)
            note("update(\(param), \(value))")
            // A fetch in flight (one a clear or an invalidation started) lands after an update made
            // meanwhile, and wins, as documented: the update is made once it has landed.
            await flowables[param]?.validate()
            await flowables[param]?.update(newData: value)
            let held = await load(param)
            if held != value {
                failures.append("update(\(value)) returned, the cache holds \(String(describing: held))")
            }
        default:
            note("op\(operation)(\(param))")
            await run(operation, on: param, value: operation)
        }
    }

    /// Runs operation `operation` (0 to 8) on `param`.
    private func run(_ operation: Int, on param: String, value: Int) async {
        guard let flowable = flowables[param] else { return }
        switch operation {
        case 0: await flowable.update(newData: value)
        case 1: await flowable.refresh()
        case 2: await flowable.validate()
        case 3: _ = await flowable.getData(from: .both)
        case 4: _ = await flowable.getData(from: .origin)
        case 5: _ = await flowable.getData(from: .cache)
        case 6: await flowable.clear()
        case 7: try? await clearAll()
        default: invalidate(param)
        }
    }

    /// Lets every fetch end, then checks what every subscriber shows.
    private mutating func settle() async {
        for param in Self.params where subscribers.contains(where: { $0.param == param }) {
            await flowables[param]?.validate()
        }
        if fetcher.mostAtOnce > 1 { failures.append("\(fetcher.mostAtOnce) fetches of one param at once") }
        for subscriber in subscribers {
            if subscriber.sawError { failures.append("subscriber of \(subscriber.param) was shown an error") }
            guard let held = await load(subscriber.param) else {
                failures.append("\(subscriber.param) has a subscriber and nothing cached once settled")
                continue
            }
            let expected = LoadingState.completed(
                content: held, next: .fixed(canRequestAdditionalData: false),
                prev: .fixed(canRequestAdditionalData: false))
            if !(await subscriber.waitForLatest({ $0 == expected })) {
                failures.append(
                    "subscriber of \(subscriber.param) ended on \(subscriber.states.last.map { "\($0)" } ?? "nothing"), cache \(held)"
                )
            }
        }
    }
}
