import Foundation
import Testing

/// The programs the docs describe, built from their blocks as written, run as a reader runs them: the
/// getting-started guide's `main.swift` and the README's two programs.
@Suite struct SnippetProgramTests {
    @Test func theGettingStartedProgramPrintsWhatItsCommentsSay() async throws {
        let guide = "\(SnippetLayout.catalog)/GettingStarted.md"
        let promised = try DocBlock.blocks(inDoc: guide).flatMap(\.lines).compactMap { line -> String? in
            guard line.contains("print("), let comment = line.range(of: "  // ") else { return nil }
            return String(line[comment.upperBound...])
        }

        let run = try await Self.run("GettingStartedSnippet")

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(promised.count == 6)
        // The first state may be `.loading`, or already the user when the fake API answered first.
        let printed = Self.lines(run.output).drop { $0 == "loading; cached: nothing" }
        #expect(Array(printed) == promised)
    }

    @Test func theReadmesFirstProgramLoadsTheUserAndTwoPages() async throws {
        let run = try await Self.run("ReadmeUsageSnippet")

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(
            Array(Self.lines(run.output).drop { $0 == "loading… " }) == [
                "hello, Grace",
                "check: fetched Grace cached Grace",
                "check: after the refresh Grace",
                #"check: pages ["first", "second"]"#,
            ])
    }

    @Test func theReadmesSecondProgramShowsTheStoredTimelineAfterARestart() async throws {
        let home = TemporaryFolder()
        // The README keeps its database in the user's caches folder: here, in `home`.
        let environment = [
            "XDG_CACHE_HOME": home.url.path, "HOME": home.url.path, "CFFIXED_USER_HOME": home.url.path,
        ]

        let first = try await Self.run("ReadmeStoreSnippet", environment: environment)
        let restarted = try await Self.run("ReadmeStoreSnippet", environment: environment)

        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(restarted.status == 0, "\(restarted.errorOutput)")
        let stored = FileManager.default.enumerator(atPath: home.url.path)?.contains {
            ($0 as? String)?.hasSuffix("timelines.sqlite") == true
        }
        #expect(stored == true, "the README's database is not in the caches folder")
        let expected = [
            "check: favourited [true]",
            #"check: boost ["0"]"#,
            #"check: renamed ["Ada L., boosting Ada L."]"#,
            "completed([1 item], next: end, prev: end)",
            "check: stored favourite true",
            "FRESHNESS",
            "check: old session gone true",
            #"check: model's list ["1"]"#,
            "check: signed out true 0",
        ]
        // The first run fetches the timeline (its first state may already be the fetched one); the
        // restarted one shows the stored timeline at once, fresh: no loading state.
        #expect(
            Self.withFreshnessMarked(Self.lines(first.output).filter { $0 != "loading(nil)" }) == expected)
        #expect(Self.withFreshnessMarked(Self.lines(restarted.output)) == expected)
    }

    /// Runs the snippet program `name`, built next to the tests.
    static func run(_ name: String, environment: [String: String] = [:]) async throws -> ChildProcess.Result {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let program = try #require(
            [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "\(name) was not built next to the tests")
        return try await ChildProcess.run(program, [], environment: environment)
    }

    /// The lines of `output` (none of the programs prints an empty one).
    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
    }

    /// `lines` with the line the README's freshness loop prints, when and whence the list was saved (which
    /// differ from run to run), replaced by `FRESHNESS`.
    static func withFreshnessMarked(_ lines: [String]) -> [String] {
        lines.map { line in
            line.wholeMatch(of: /(nil|Optional\(.+\)) (nil|Optional\(.+\))/) != nil ? "FRESHNESS" : line
        }
    }
}
