import Foundation
import MastodonDemoInstance
import Testing

/// The README's walk-through of the three screens runs as written, on the demo instance, and its
/// excerpt of the status screen is what that command prints (ages aside).
@Suite struct ReadmeWalkthroughTests {
    /// The walk-through section of the README.
    static func walkthrough() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "### Three screens, one store"))
        let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The arguments of each `swift run mastodon-timeline …` line, comments dropped.
    static func commands(in section: String) -> [[String]] {
        section.split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1).first ?? ""
            let words = command.split(separator: " ").map(String.init)
            guard words.starts(with: ["swift", "run", "mastodon-timeline"]) else { return nil }
            return Array(words.dropFirst(3))
        }
    }

    /// `text` with every age (`· 18h`) replaced, so that output can be compared on any day.
    static func withoutAges(_ text: String) -> String {
        text.replacingOccurrences(of: "· [0-9]+[smhdy]\\b", with: "· AGE", options: .regularExpression)
    }

    @Test func givenTheWalkthrough_whenEachCommandRunsOnTheDemo_thenEachShowsItsScreenAndExits0() async throws
    {
        let section = try Self.walkthrough()
        let commands = Self.commands(in: section)
        try #require(commands.count == 4)

        for arguments in commands {
            let run = await CommandRun.run(arguments + ["--no-cache"], on: DemoInstance(seed: 1))

            #expect(run.status == 0, "\(arguments)")
            #expect(run.errorOutput.isEmpty, "\(arguments): \(run.errorOutput)")
            #expect(run.output.hasPrefix("[1] ") || run.output.contains(" posts · "), "\(arguments)")
        }
        let excerpt = try #require(
            section.components(separatedBy: "```text\n").last?.components(separatedBy: "```").first)
        let status = try #require(commands.first { $0.first == "status" })
        let run = await CommandRun.run(status + ["--no-cache"], on: DemoInstance(seed: 1))
        #expect(Self.withoutAges(run.output).hasPrefix(Self.withoutAges(excerpt)))
    }
}
