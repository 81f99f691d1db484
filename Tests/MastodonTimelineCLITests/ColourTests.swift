import Foundation
import Testing

@testable import MastodonTimelineCLI

/// Colour in the human format: names bold, addresses cyan, counts and IDs dim, warnings yellow,
/// `edited` magenta, boosts green; only the renderer's own SGR sequences, never the server's; and no
/// escape byte at all where colour is off.
@Suite struct ColourTests {
    private static let escape = "\u{1B}"

    /// `text` without the SGR sequences the renderer writes.
    private func withoutOwnColours(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[(0|1|2|32|33|35|36)m", with: "", options: .regularExpression)
    }

    @Test func givenColorAlways_whenShown_thenEachPartHasItsColour() async throws {
        let bob = ReadingPayload.account(id: "200", username: "bob", name: "Bob")
        let original = ReadingPayload.status(
            id: "1", ["spoiler_text": "spoilers", "edited_at": "2026-03-05T12:04:00.000Z"])
        let server = try ReadingServer(timeline: [
            ReadingPayload.status(id: "2", content: "", account: bob, ["reblog": original])
        ])
        defer { server.stop() }

        let run = await server.run(["--color", "always"])

        #expect(run.status == 0)
        let e = Self.escape
        #expect(run.output.hasPrefix("[1] \(e)[32m🔁\(e)[0m \(e)[1mBob\(e)[0m \(e)[32mboosted\(e)[0m · 5m\n"))
        #expect(
            run.output.contains(
                "\n    \(e)[1mAlice\(e)[0m \(e)[36m@alice\(e)[0m · 5m · \(e)[35medited\(e)[0m\n"))
        #expect(run.output.contains("\n    \(e)[33m⚠ CW: spoilers (--expand-cw to show)\(e)[0m\n"))
        #expect(run.output.contains("\n    \(e)[2m💬 0 · 🔁 0 · ★ 0 · id 1\(e)[0m\n"))
        #expect(TerminalText.isClean(withoutOwnColours(run.output)))
    }

    @Test func givenServerTextWithEscapes_whenColoured_thenOnlyTheRenderersOwnSequencesAreWritten()
        async throws
    {
        let server = try ReadingServer(timeline: [StatusPayload.status(id: 1, text: StatusPayload.hostile)])
        defer { server.stop() }

        let run = await server.run(["--color", "always", "--expand-cw"])

        #expect(run.status == 0)
        let e = Self.escape
        let visible = StatusPayload.hostileVisible
        #expect(
            run.output.hasPrefix(
                "[1] \(e)[1m\(visible)\(e)[0m \(e)[36m@alice\(visible)@evil.example\(e)[0m · "))
        #expect(run.output.contains("\(e)[33m⚠ CW: \(visible)\(e)[0m\n"))
        #expect(!run.output.contains("\(e)[31m"))
        #expect(!run.output.contains("\(e)]"))
        #expect(run.output.contains(e))
        #expect(TerminalText.isClean(withoutOwnColours(run.output)), "\(run.output.debugDescription)")
    }

    @Test(arguments: [
        (["--color", "never"], ["NO_COLOR": ""], true),
        ([], ["NO_COLOR": "1"], true),
        ([], [:], false),
        (["--format", "json", "--color", "always"], [:], false),
    ])
    func givenColourOff_whenShown_thenNoEscapeByteIsWritten(
        arguments: [String], environment: [String: String], isTerminal: Bool
    ) async throws {
        let server = try ReadingServer(timeline: [StatusPayload.status(id: 1, text: StatusPayload.hostile)])
        defer { server.stop() }

        let run = await server.run(arguments, environment: environment, isTerminal: isTerminal)

        #expect(run.status == 0)
        #expect(run.output.contains("@evil.example"))
        #expect(!run.output.contains(Self.escape))
    }

    @Test func givenATerminalWithoutNoColor_whenShown_thenColoursAreOn() async throws {
        let server = try ReadingServer(timeline: [ReadingPayload.status(id: "1")])
        defer { server.stop() }

        let run = await server.run([], environment: ["NO_COLOR": ""], isTerminal: true)

        #expect(run.status == 0)
        #expect(run.output.contains("\(Self.escape)[1mAlice\(Self.escape)[0m"))
    }
}
