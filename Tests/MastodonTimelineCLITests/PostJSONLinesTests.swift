import Foundation
import MastodonDemoInstance
import Testing

/// `post TEXT --format json`: one line per open list at each step, each carrying the whole list, which
/// list it is, the step, and the draft's ID while it is pending.
@Suite struct PostJSONLinesTests {
    @Test func givenJSONFormat_whenPosting_thenEachListHasALineAtEachStepWithItsIDs() async throws {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })
        let demoUser = instance.world.demoAccountID

        let run = await CommandRun.run(["post", "Hello", "--limit", "2", "--format", "json"], on: instance)

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let lines = try run.jsonLines()
        #expect(
            lines.map { $0["step"] as? String } == [
                "loaded", "loaded", "sending", "sending", "posted", "posted",
            ])
        #expect(
            lines.map { $0["list"] as? String }
                == Array(repeating: ["home", "account:\(demoUser)"], count: 3).flatMap { $0 })
        #expect(lines.allSatisfy { $0["state"] as? String == "completed" })
        let ids = lines.map { $0["ids"] as? [String] ?? [] }
        let posted = try #require(instance.world.statuses.first?.id)
        for list in 0..<2 {
            #expect(ids[list].count == 2)
            #expect(ids[2 + list] == ["local-1"] + ids[list])
            #expect(ids[4 + list] == [posted] + ids[list])
        }
        #expect(lines.map { $0["pending"] as? [String] } == [nil, nil, ["local-1"], ["local-1"], nil, nil])
        let sent = try #require((lines[2]["items"] as? [[String: Any]])?.first)
        #expect(sent["id"] as? String == "local-1")
        #expect(sent["text"] as? String == "Hello")
        #expect(sent["account"] as? String == "demo")
    }
}
