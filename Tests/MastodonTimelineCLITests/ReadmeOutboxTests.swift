import Foundation
import MastodonDemoInstance
import Testing

/// The README's commands for actions, posts and deletions kept offline run as written, one after another on one demo
/// instance and one cache, each with the outcome its comment tells.
@Suite struct ReadmeOutboxTests {
    /// The commands of the README's section on actions kept offline.
    static func commands() throws -> [[String]] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "### Favourites, boosts and bookmarks offline"))
        let end = try #require(text.range(of: "\n#", range: start.upperBound..<text.endIndex))
        return ReadmeWritesTests.commands(in: String(text[start.upperBound..<end.lowerBound])).map(
            \.arguments)
    }

    @Test func givenTheREADMEsOutboxCommands_whenRunInOrder_thenEachEndsAsItsCommentSays() async throws {
        let commands = try Self.commands()
        try #require(commands.count == 9)
        let path = CacheTests.cachePath()
        let instance = DemoInstance(seed: 1)
        let favourite = "117540980222347991"
        let original = try #require(instance.world.status(id: favourite))
        var runs: [CommandRun] = []
        for arguments in commands {
            runs.append(await CommandRun.run(arguments + ["--cache", path], on: instance))
        }

        #expect(runs.map(\.status) == [0, 0, 0, 0, 0, 1, 0, 0, 0])
        #expect(runs[0].output == "queued: 1 change waiting\n")
        #expect(runs[1].output == "1 favourite \(favourite) waiting (1 failed attempt)\n")
        #expect(runs[2].errorLines == ["sent 1 queued change"])
        #expect(runs[2].output.contains(favourite))
        #expect(runs[3].output == "queued: 1 change waiting\n")
        #expect(
            runs[4].output
                == "unbookmarked \(favourite): it cancels the bookmark that was waiting; nothing is sent\n")
        #expect(
            runs[5].errorLines == [
                "error: the boost was refused: HTTP 403 Forbidden: This action is not allowed; 'outbox' lists "
                    + "it (--retry 3 or --discard 3)"
            ])
        #expect(runs[6].output == "discarded 3\nthe outbox is empty\n")
        #expect(runs[7].output == "queued: 1 change waiting\n")
        #expect(
            runs[8].output == "deleted local-1: it cancels the post that was waiting; nothing is sent\n")
        #expect(instance.world.status(id: favourite)?.favouritesCount == original.favouritesCount + 1)
        #expect(
            instance.requests.filter { $0.method == "POST" && $0.statusCode != 0 }.map(
                \.url.lastPathComponent)
                == ["favourite", "reblog"])
    }
}
