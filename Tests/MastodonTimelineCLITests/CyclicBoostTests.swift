import Foundation
import MastodonDemoInstance
import Testing

/// A status that boosts itself, or boosts a boost, is left out with a warning: the page shows, and the
/// next run, from the cache, too.
@Suite struct CyclicBoostTests {
    static func status(_ id: String, reblog: String = "null") -> String {
        #"""
        {"id": "\#(id)", "created_at": "2026-05-01T09:30:00.000Z", "visibility": "public",
         "content": "<p>post \#(id)</p>", "account": {"id": "9", "username": "ada", "acct": "ada"},
         "media_attachments": [], "mentions": [], "tags": [], "emojis": [], "reblog": \#(reblog)}
        """#
    }

    /// Status 30 boosts itself, 20 is plain, 10 boosts a boost of 20.
    static let page =
        "[" + status("30", reblog: status("30")) + "," + status("20") + ","
        + status("10", reblog: status("11", reblog: status("20"))) + "]"

    @Test func givenASelfBoostAndABoostOfABoost_whenShown_thenBothAreLeftOutWithWarningsAndTheRunsGoOn()
        async throws
    {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cyclic-\(UUID().uuidString)")
        let instance = DemoInstance(
            seed: 1, failures: [InjectedAnswers.json(Self.page, at: "/api/v1/timelines/public")])

        let first = await CommandRun.run(["--cache", cache.path], on: instance)
        let second = await CommandRun.run(["--cache", cache.path], on: instance)

        for run in [first, second] {
            #expect(run.status == 0)
            #expect(run.output.contains("post 20"))
            #expect(!run.output.contains("post 30"))
            #expect(!run.output.contains("post 10"))
        }
        #expect(first.errorLines.count == 2)
        #expect(first.errorLines.first?.hasPrefix("warning: skipped status 30 ") == true)
        #expect(first.errorLines.first?.hasSuffix("a boost of itself") == true)
        #expect(first.errorLines.last?.hasSuffix("a boost of a boost") == true)
    }
}
