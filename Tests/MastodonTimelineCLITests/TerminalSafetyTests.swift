import Foundation
import LoopbackHTTP
import Testing

@testable import MastodonTimelineCLI

/// Server text never controls the terminal: every field of a status carries every class of control
/// text, through a real loopback server.
@Suite struct TerminalSafetyTests {
    private func serve(_ body: String, status: Int = 200) throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.handler = { _ in .json(body, status: status) }
        return server
    }

    @Test func givenControlTextInEveryField_whenShownForPeople_thenNoControlReachesTheOutput() async throws {
        let server = try serve(StatusPayload.page([StatusPayload.status(id: 1, text: StatusPayload.hostile)]))
        defer { server.stop() }

        let run = await CommandRun.run(["--instance", server.baseURL.absoluteString, "--expand-cw"])

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(TerminalText.isClean(run.output), "\(run.output.debugDescription)")
        #expect(!run.output.contains("\r"))
        // The text around the controls is kept: name, content warning, body, poll, card.
        let visible = StatusPayload.hostileVisible
        #expect(run.output.contains("[1] \(visible) @alice\(visible)@evil.example · "))
        #expect(run.output.contains("⚠ CW: \(visible)\n"))
        #expect(run.output.contains("post 1 \(visible)\n"))
        #expect(run.output.contains("🖼 image: \(visible)\n"))
        #expect(run.output.contains("\n       \(visible) · 0 votes · 0%\n"))
        #expect(run.output.contains("🔗 \(visible) · https://news.example.test/\n"))
    }

    @Test func givenControlTextInAnErrorMessage_whenReported_thenTheErrorLineIsClean() async throws {
        let server = try serve(StatusPayload.object(["error": StatusPayload.hostile]), status: 401)
        defer { server.stop() }

        for format in ["human", "json"] {
            let run = await CommandRun.run(["--instance", server.baseURL.absoluteString, "--format", format])

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1)
            #expect(
                run.errorOutput.hasPrefix(
                    "error: GET \(server.url("/api/v1/timelines/public")): HTTP 401 Unauthorized: ARedB"))
            #expect(TerminalText.isClean(run.errorOutput) && !run.errorOutput.contains("\t"))
            #expect(TerminalText.isClean(run.output))
        }
    }

    @Test func givenControlTextInEveryField_whenWrittenAsJSON_thenEscapedAndDecodedBackTheSame() async throws
    {
        let server = try serve(StatusPayload.page([StatusPayload.status(id: 1, text: StatusPayload.hostile)]))
        defer { server.stop() }

        let run = await CommandRun.run(["--instance", server.baseURL.absoluteString, "--format", "json"])

        #expect(run.status == 0)
        #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!run.output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        let last = try #require(try run.jsonLines().last)
        let item = try #require((last["items"] as? [[String: Any]])?.first)
        #expect(item["account"] as? String == "alice\(StatusPayload.hostile)@evil.example")
        #expect((item["text"] as? String)?.hasPrefix("⚠ CW: \(StatusPayload.hostile)\n") == true)
    }

    @Test(arguments: [
        ("\u{1B}[1;31mbold red\u{1B}[0m", "bold red"),
        ("title\u{1B}]2;x\u{1B}\\end", "titleend"),
        ("unterminated \u{1B}]0;forever", "unterminated "),
        ("c1 \u{9B}31mred", "c1 red"),
        ("tab\tnew\nline", "tab new line"),
        ("\u{202E}evil\u{202C} name\u{2069}", "evil name"),
        ("café ☕ 日本", "café ☕ 日本"),
    ])
    func givenText_whenCleanedForOneLine_thenOnlyTheVisibleTextRemains(text: String, expected: String) {
        #expect(TerminalText.clean(text) == expected)
        #expect(TerminalText.isClean(TerminalText.clean(text)))
    }

    @Test func givenMultilineText_whenCleaned_thenNewlinesAndTabsStay() {
        #expect(TerminalText.clean("a\tb\r\nc\u{7}", layout: .multiline) == "a\tb\nc")
    }
}
