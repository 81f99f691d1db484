import Foundation
import StoreFlowable
import StoreFlowableSQLite
import Testing

/// Kills a writer that refreshes a timeline kept with `.keepingList` and loads its gaps
/// (`SQLiteCrashWriter --gaps`) with SIGKILL at random moments, then reopens its database and checks that
/// the list and its gaps are one consistent state: each refresh and each gap page whole or absent.
@Suite struct GapCrashTests {
    static let kills = max(20, CrashTests.kills / 2)

    @Test func givenGapWriterKilledAtRandomMoments_whenReopened_thenTheListAndItsGapsAgree() async throws {
        let writer = try #require(CrashTests.writerExecutable(), "SQLiteCrashWriter is built with the tests")
        let folder = TemporaryFolder()
        var linesSeen = 0
        var gapsSeen = 0
        var longest = 0
        for kill in 0..<Self.kills {
            let run = try await CrashTests.runAndKill(
                writer, arguments: ["--gaps", folder.database.path], when: .afterLines(Int.random(in: 0...8)))
            if run.exited {
                Issue.record("kill \(kill): the writer exited with \(run.status): \(run.errors)")
            }
            linesSeen += run.lines

            let persisted = try await openStatuses(at: folder.database)
            #expect(persisted.movedAside == nil, "kill \(kill): the file was damaged")
            let cacher = try await SQLiteListCacher<String, Status, Int>(
                in: persisted, name: "gaps", refresh: .keepingList)
            let problems = await Self.problems(in: cacher)
            #expect(problems.isEmpty, "kill \(kill): \(problems)")
            gapsSeen += cacher.places(param: "home").gaps.count
            longest = max(longest, cacher.ids(for: "home")?.count ?? 0)
            persisted.close()
        }
        #expect(linesSeen > Self.kills, "the writer stored refreshes and pages between kills")
        #expect(gapsSeen > 0, "no gap was ever kept")
        #expect(longest > 10, "the list never grew past a page")
    }

    /// What is wrong with the stored list "home": its statuses not distinct, not newest first or not all
    /// readable; its keys not those of its first and last statuses; a gap not between two neighbouring
    /// statuses, or with a key that does not load from the status next to it; statuses missing where no
    /// gap says so.
    static func problems(in cacher: SQLiteListCacher<String, Status, Int>) async -> [String] {
        guard let ids = cacher.ids(for: "home") else { return [] }
        var problems: [String] = []
        if Set(ids).count != ids.count { problems.append("statuses listed twice") }
        if zip(ids, ids.dropFirst()).contains(where: { $0 <= $1 }) { problems.append("not newest first") }
        let items = await cacher.loadData(param: "home") ?? []
        if items.map(\.id) != ids || items.contains(where: { $0.text != "status \($0.id)" }) {
            problems.append("\(ids.count - items.count) statuses not read back whole")
        }
        if let first = ids.first, let last = ids.last {
            let keys = cacher.peekKeys(param: "home")
            if keys?.prev != first + 1 { problems.append("previous key \(String(describing: keys?.prev))") }
            if keys?.next != (last > 1 ? last - 1 : nil) {
                problems.append("next key \(String(describing: keys?.next)) after \(last)")
            }
        }
        let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let gaps = cacher.places(param: "home").gaps
        var between: Set<Int> = []
        var lastIndex = -1
        for gap in gaps {
            guard let above = index[gap.above], let below = index[gap.below], below == above + 1 else {
                problems.append("gap \(gap.above)/\(gap.below) not between neighbours")
                continue
            }
            if below <= lastIndex { problems.append("gaps out of order") }
            lastIndex = below
            between.insert(below)
            if let key = gap.nextKey, key != gap.above - 1 {
                problems.append("gap below \(gap.above) loads from the top with \(key)")
            }
            if let key = gap.prevKey, key != gap.below + 1 {
                problems.append("gap above \(gap.below) loads from the bottom with \(key)")
            }
            if gap.nextKey == nil && gap.prevKey == nil { problems.append("gap with no key kept") }
        }
        for (position, pair) in zip(ids, ids.dropFirst()).enumerated()
        where pair.0 - pair.1 > 1 && !between.contains(position + 1) {
            problems.append("\(pair.1 + 1)…\(pair.0 - 1) missing without a gap")
        }
        return problems
    }
}
