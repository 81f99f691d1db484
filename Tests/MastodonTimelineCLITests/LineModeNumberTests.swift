import Foundation
import MastodonDemoInstance
import Testing

/// The line-by-line interactive mode (`TERM=dumb`): a timeline keeps what it held on refresh, so a
/// number shown before it still acts on its post; a post the server deleted since is no longer loaded,
/// which the line says rather than that it was never on screen, and nothing is sent.
@Suite struct LineModeNumberTests {
    @Test func givenAPostOnPageTwo_whenActedOnAfterARefresh_thenItIsStillLoadedAndActedOn() async throws {
        let instance = DemoInstance(seed: 1)

        let run = await CommandRun.run(
            ["--limit", "2", "--pages", "2", "--color", "never"], on: instance, lines: ["r", "f 3", "f 9"],
            isTerminal: true)

        #expect(run.status == 0)
        let third = try #require(
            run.output.split(separator: "\n").filter { $0.contains("· id ") }.dropFirst(2).first)
        let id = try #require(third.split(separator: " ").last)
        #expect(!run.output.contains("no longer loaded"))
        #expect(run.output.contains("no post [9] on screen\n"))
        #expect(
            instance.requests.contains {
                $0.method == "POST" && $0.url.path == "/api/v1/statuses/\(id)/favourite"
            })
    }

    @Test func givenAPostDeletedOnTheServer_whenActedOnAfterARefresh_thenItSaysThePostIsNoLongerLoaded()
        async throws
    {
        let server = try EditableServer(posts: [1: "first words", 2: "second words", 3: "third words"])
        defer { server.stop() }

        let run = await CommandRun.run(
            ["--instance", server.baseURL.absoluteString, "--no-cache"],
            environment: ["MASTODON_ACCESS_TOKEN": "line-mode-token"], lines: ["r", "f 3"],
            beforeLine: { line in if line == "r" { server.delete(1) } }, isTerminal: true)

        #expect(run.status == 0)
        #expect(run.output.contains("\n[3] "))
        #expect(run.output.contains("[3] is no longer loaded since the refresh; n loads older posts again\n"))
        #expect(!server.server.requests.contains { $0.method == "POST" })
    }
}
