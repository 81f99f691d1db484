import Foundation
import StoreFlowableTesting
import Testing

@testable import MastodonTimelineCLI

/// What a run prints is what the server holds: after an edit, a rename and a deletion on the server, a
/// piped run prints the new text and name and not the deleted post, although the cache held the old
/// ones; `--follow` prints each such change as it happens.
@Suite struct ServerTruthTests {
    private static let posts = [1: "first words", 2: "second words", 3: "third words"]

    private static func cachePath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("truth-\(UUID().uuidString)").path
    }

    @Test(arguments: [OutputFormat.human, .json])
    func givenEditsOnTheServer_whenRunAgainPiped_thenOnlyWhatTheServerHoldsIsPrinted(format: OutputFormat)
        async throws
    {
        let server = try EditableServer(posts: Self.posts)
        defer { server.stop() }
        let arguments = [
            "--instance", server.baseURL.absoluteString, "--cache", Self.cachePath(), "--format",
            format.rawValue,
        ]
        let first = await CommandRun.run(arguments)
        #expect(first.status == 0)
        #expect(first.output.contains("first words"))

        server.edit(3, to: "third words, edited")
        server.rename(to: "Alice Renamed")
        server.delete(1)
        let second = await CommandRun.run(arguments)

        #expect(second.status == 0)
        #expect(second.errorOutput.isEmpty)
        let last = format == .json ? String(second.output.split(separator: "\n").last ?? "") : second.output
        #expect(last.contains("third words, edited"))
        #expect(!last.contains("first words"))
        if format == .human {
            #expect(second.output.contains("Alice Renamed @alice"))
            #expect(!second.output.contains("Alice @alice"))
            #expect(!second.output.contains("first words"))
            #expect(!second.output.contains("cached"))
            #expect(second.output.components(separatedBy: "second words").count == 2)
        }
    }

    @Test(arguments: [OutputFormat.human, .json])
    func givenFollow_whenThePostsChangeOnTheServer_thenEachChangeIsPrintedAsItHappens(format: OutputFormat)
        async throws
    {
        let server = try EditableServer(posts: Self.posts)
        defer { server.stop() }
        let output = TextBuffer()
        let errorOutput = TextBuffer()
        // Under the thread sanitizer on a busy machine a first load can take longer than the standard limit.
        let waitClock = TestClock(waitLimit: WaitLimit(.seconds(300)))
        let arguments = [
            "mastodon-timeline", "--instance", server.baseURL.absoluteString, "--no-cache", "--follow",
            "--refresh-every", "30s", "--format", format.rawValue,
        ]
        let run = Task {
            await MastodonTimelineCommand.run(
                arguments: arguments, environment: [:], input: ScriptedLineReader([]), output: output,
                errorOutput: errorOutput, isTerminal: false, demoInstance: nil, waitClock: waitClock)
        }
        try await waitClock.waitForSleeps(1)
        let shown = output.text

        server.edit(3, to: "third words, edited")
        server.delete(1)
        server.add(4, text: "fourth words")
        waitClock.advance(by: .seconds(30))
        try await waitClock.waitForSleeps(2)
        let changes = String(output.text.dropFirst(shown.count))
        run.cancel()

        #expect(await run.value == 0)
        #expect(errorOutput.text.isEmpty)
        #expect(server.server.requests.count == 2)
        if format == .human {
            #expect(shown.contains("first words") && !shown.contains("fourth"))
            #expect(changes.hasPrefix("removed 1 (@alice: first words)\n"))
            #expect(changes.contains("\nupdated 3:\n[2] Alice @alice"))
            #expect(changes.contains("    third words, edited\n"))
            #expect(changes.contains("\nnew 4:\n[1] Alice @alice"))
            #expect(!changes.contains("second words"))
        } else {
            let events = changes.split(separator: "\n").map(String.init)
            #expect(events.count == 3)
            #expect(events.first == #"{"event":"removed","id":"1"}"#)
            #expect(
                events.dropFirst().first?.hasPrefix(#"{"event":"updated","id":"3","index":1,"item":{"#)
                    == true)
            #expect(events.dropFirst().first?.contains("third words, edited") == true)
            #expect(events.last?.hasPrefix(#"{"event":"added","id":"4","index":0,"item":{"#) == true)
        }
    }
}
