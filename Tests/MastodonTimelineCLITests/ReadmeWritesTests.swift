import Foundation
import MastodonDemoInstance
import Testing

/// The README's commands for posting and deleting run as written on the demo instance (the real
/// server's on a demo instance answering for its host), each with the outcome its comment tells.
@Suite struct ReadmeWritesTests {
    /// The section of the README on posting and deleting.
    static func section() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "### Posting and deleting at once"))
        let end = try #require(text.range(of: "\n#", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The environment and the arguments of each line that runs `swift run mastodon-timeline`, words
    /// split at spaces outside double quotes, comments dropped.
    static func commands(in section: String) -> [(environment: [String: String], arguments: [String])] {
        section.split(separator: "\n").compactMap { line in
            var words: [String] = []
            var word = ""
            var quoted = false
            var hasWord = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                    hasWord = true
                } else if character == "#", !quoted {
                    break
                } else if character == " ", !quoted {
                    if hasWord { words.append(word) }
                    word = ""
                    hasWord = false
                } else {
                    word.append(character)
                    hasWord = true
                }
            }
            if hasWord { words.append(word) }
            var environment: [String: String] = [:]
            while let first = words.first, let equals = first.firstIndex(of: "="), first.first != "-" {
                environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
                words.removeFirst()
            }
            guard words.starts(with: ["swift", "run", "mastodon-timeline"]) else { return nil }
            return (environment, Array(words.dropFirst(3)))
        }
    }

    @Test func givenTheREADMEsWriteCommands_whenEachRuns_thenEachEndsAsItsCommentSays() async throws {
        let commands = Self.commands(in: try Self.section())
        try #require(commands.count == 6)

        for (environment, arguments) in commands {
            let instance = DemoInstance(seed: 1, host: "mastodon.example")
            let run = await CommandRun.run(
                arguments + ["--no-cache"], on: instance, environment: environment,
                session: instance.makeSession())

            let fails = arguments.contains("--fail-writes")
            #expect(run.status == (fails ? 1 : 0), "\(arguments): \(run.errorOutput)")
            #expect(run.errorLines.count == (fails ? 1 : 0), "\(arguments)")
            #expect(run.output.contains("local-1") == arguments.contains("post"), "\(arguments)")
            #expect(instance.requests.contains { $0.method != "GET" }, "\(arguments)")
        }
    }
}
