import Foundation
import StoreFlowable
import Testing

@testable import MastodonAPI
@testable import MastodonTimelineCLI

/// Seeded fuzzing of whole pages shaped like a hostile server's: statuses that boost themselves or each
/// other, boosts nested deep, huge strings, odd numbers and missing fields, each page decoded as the
/// client decodes it, stored in one normalized store as the screens store it, read back and rendered.
/// Nothing crashes or hangs, every page shows what decoded, and memory stays bounded.
///
/// `STOREFLOWABLE_HOSTILE_FUZZ_COUNT` sets the number of pages (default 10,000; 1,000 under the thread
/// sanitizer, which runs this single-threaded work many times slower and finds nothing in it);
/// `STOREFLOWABLE_FUZZ_SEED` the seed (default 16).
@Suite struct HostilePayloadFuzzTests {
    static let count =
        ProcessInfo.processInfo.environment["STOREFLOWABLE_HOSTILE_FUZZ_COUNT"].flatMap { Int($0) }
        ?? (ThreadSanitizerRuntime.isLoaded ? 1_000 : 10_000)
    static let seed =
        ProcessInfo.processInfo.environment["STOREFLOWABLE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 16
    /// How much the resident memory may grow over the whole run.
    static let memoryBound = 512 << 20

    @Test func givenHostilePages_whenDecodedStoredAndRendered_thenEachShowsAndMemoryStaysBounded()
        async throws
    {
        var random = SplitMix64(seed: Self.seed)
        let store = EntityStore(entityBudget: 2_000)
        let lists = NormalizedListCacher<Int, Status, Int>(store: store)
        let before = Self.residentBytes()
        var shownStatuses = 0
        for index in 0..<Self.count {
            let page = Self.page(&random, index: index)
            let data = try JSONSerialization.data(withJSONObject: page)
            guard let list = try? JSONDecoder().decode(LossyList<Status>.self, from: data) else { continue }
            let param = index % 50
            await lists.saveData(data: list.elements, param: param)
            let shown = await lists.loadData(param: param) ?? []
            #expect(Set(shown.map(\.id)) == Set(list.elements.map(\.id)), "page \(index)")
            shownStatuses += shown.count
            Self.render(shown, index: index)
            if index % 500 == 0 { store.collectGarbage() }
            // Lets other tests' tasks run: the pool has a thread per core, and this loop is long.
            if index % 20 == 0 { await Task.yield() }
        }
        let grown = Self.residentBytes() - before
        print(
            "hostile fuzz: \(Self.count) pages (seed \(Self.seed)), \(shownStatuses) statuses shown, memory +\(grown >> 20) MiB"
        )
        #expect(shownStatuses > Self.count, "too few statuses decoded: the fuzzer only exercises error paths")
        #expect(grown < Self.memoryBound, "memory grew by \(grown >> 20) MiB")
    }

    /// Renders `statuses` for people and as JSON: every line is clean text.
    private static func render(_ statuses: [Status], index: Int) {
        let (human, _) = CheckedRendering.render(statuses)
        #expect(TerminalText.isClean(human), "page \(index)")
    }

    /// A page of up to 12 statuses, some of them hostile.
    private static func page(_ random: inout SplitMix64, index: Int) -> [[String: Any]] {
        let size = Int.random(in: 0...12, using: &random)
        var statuses: [[String: Any]] = (0..<size).map { offset in
            status(id: "\(index)-\(offset)", &random)
        }
        guard !statuses.isEmpty else { return statuses }
        switch Int.random(in: 0..<8, using: &random) {
        case 0:  // a status boosting itself
            statuses[0]["reblog"] = statuses[0]
        case 1:  // two boosting each other
            if statuses.count > 1 {
                statuses[0]["reblog"] = statuses[1]
                statuses[1]["reblog"] = statuses[0]
            }
        case 2:  // a chain of boosts
            var chain = statuses[0]
            for depth in 0..<Int.random(in: 2...60, using: &random) {
                var holder = status(id: "\(index)-chain-\(depth)", &random)
                holder["reblog"] = chain
                chain = holder
            }
            statuses[0] = chain
        case 3:  // a huge string
            let repeats =
                Int.random(in: 0..<50, using: &random) == 0
                ? 60_000 : Int.random(in: 1...2_000, using: &random)
            statuses[0]["content"] = String(repeating: "<p>x &amp; <b>y", count: repeats)
        case 4:  // odd numbers
            statuses[0]["favourites_count"] =
                [Int.max, -1, 1e300, "NaN", NSNull()][Int.random(in: 0..<5, using: &random)]
            statuses[0]["reblogs_count"] = Int.min
            statuses[0]["id"] =
                [18_446_744_073_709_551_615 as UInt64, 0, "..", ""][Int.random(in: 0..<4, using: &random)]
        case 5:  // missing and null fields
            statuses[0].removeValue(forKey: "account")
            statuses[0]["created_at"] = NSNull()
        default:
            break
        }
        return statuses
    }

    private static func status(id: String, _ random: inout SplitMix64) -> [String: Any] {
        var status = StatusPayload.status(
            id: 1, text: Int.random(in: 0..<4, using: &random) == 0 ? "\u{1B}[31m" : nil)
        status["id"] = id
        if var account = status["account"] as? [String: Any] {
            account["id"] = "a\(Int.random(in: 0..<40, using: &random))"
            status["account"] = account
        }
        return status
    }

    /// The process's resident memory, from `/proc/self/statm`; 0 where there is none.
    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
