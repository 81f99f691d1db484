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

    @Test func givenJSONFormat_whenPosting_thenEachLineCarriesTheDifferenceFromTheListsPreviousLine()
        async throws
    {
        let instance = DemoInstance(seed: 1, clock: { DemoWorld.baseDate })

        let run = await CommandRun.run(["post", "Hello", "--limit", "2", "--format", "json"], on: instance)

        let lines = try run.jsonLines()
        let differences = try lines.map { try #require($0["difference"] as? [String: Any]) }
        let ids = lines.map { $0["ids"] as? [String] ?? [] }
        let posted = try #require(instance.world.statuses.first?.id)
        func changes(_ line: Int, _ kind: String) -> [String] {
            (differences[line][kind] as? [[String: Any]] ?? []).map {
                "\($0["id"] ?? "")@\($0["offset"] ?? "")"
            }
        }
        for list in 0..<2 {
            #expect(differences[list]["initial"] as? Bool == true)
            #expect(changes(list, "inserted") == ids[list].enumerated().map { "\($1)@\($0)" })
            #expect(differences[2 + list]["initial"] as? Bool == false)
            #expect(changes(2 + list, "inserted") == ["local-1@0"])
            #expect(changes(2 + list, "removed").isEmpty)
            #expect(changes(4 + list, "inserted") == ["\(posted)@0"])
            #expect(changes(4 + list, "removed") == ["local-1@0"])
        }
        // Home shows others' posts, untouched; the profile's posts show the author, whose counts the post
        // changed, so they changed in place.
        #expect(differences[4]["updated"] as? [String] == [])
        #expect(differences[5]["updated"] as? [String] == ids[5].dropFirst().sorted())
    }
}
