import Foundation
import Testing

@testable import MastodonTimelineCLI

/// Human output fits the width it is given (`--width`, else the terminal's, else 80 columns), every
/// line of it: headers, text, replies in a thread, media descriptions, cards and polls.
@Suite struct ReadingWidthTests {
    /// A status with something long in every part.
    private static var long: [String: Any] {
        ReadingPayload.status(
            id: "109876543210987654",
            content: "<p>"
                + Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 8).joined(
                    separator: " ")
                + "</p>",
            account: ReadingPayload.account(
                id: "300", username: "alexandra", acct: "alexandra@social.example.test",
                name: "Alexandra Konstantinopoulou"),
            [
                "edited_at": "2026-03-05T12:04:00.000Z", "in_reply_to_id": "1",
                "in_reply_to_account_id": "400",
                "mentions": [
                    ["id": "400", "username": "bartholomew", "acct": "bartholomew@photos.example.test"]
                ],
                "media_attachments": [
                    [
                        "id": "m1", "type": "image", "url": NSNull(),
                        "description": Array(repeating: "A long description of a picture.", count: 5)
                            .joined(separator: " "),
                    ]
                ],
                "card": [
                    "url":
                        "https://news.example.test/2026/03/05/a-very-long-path-to-a-story-about-foxes-and-dogs",
                    "title": "Foxes and dogs: a long story told in several parts", "type": "link",
                    "provider_name": "News",
                ],
                "poll": [
                    "id": "p1", "expires_at": "2026-03-05T14:05:00.000Z", "expired": false, "multiple": false,
                    "votes_count": 3,
                    "options": [
                        [
                            "title": "The fox, who jumped over the dog, quickly and gracefully",
                            "votes_count": 2,
                        ],
                        ["title": "The dog", "votes_count": 1],
                    ],
                ],
            ])
    }

    /// The widest line of `output`, in terminal columns.
    private func widest(_ output: String) -> Int {
        output.split(separator: "\n").map { DisplayWidth.columns(of: $0) }.max() ?? 0
    }

    @Test func givenWidth60_whenShown_thenNoLineIsWiderAndTheTextFillsIt() async throws {
        let server = try ReadingServer(timeline: [Self.long])
        defer { server.stop() }

        let narrow = await server.run(["--width", "60"])
        let standard = await server.run([])

        #expect(narrow.status == 0)
        #expect(widest(narrow.output) <= 60, "\(narrow.output)")
        #expect(widest(narrow.output) > 54)
        #expect(narrow.output.contains("\n    ↳ reply to @bartholomew@photos.example.test\n"))
        #expect(widest(standard.output) > 60)
        #expect(widest(standard.output) <= 80, "\(standard.output)")
    }

    @Test func givenAThreadAt40Columns_whenShown_thenIndentedRepliesFitToo() async throws {
        var reply = Self.long
        reply["id"] = "6"
        reply["in_reply_to_id"] = "5"
        let server = try ReadingServer(routes: [
            "/api/v1/statuses/5": StatusPayload.object(ReadingPayload.status(id: "5")),
            "/api/v1/statuses/5/context": StatusPayload.object(["ancestors": [], "descendants": [reply]]),
        ])
        defer { server.stop() }

        let run = await server.run(["status", "5", "--width", "40"])

        #expect(run.status == 0)
        #expect(run.output.contains("\n  [2] "))
        #expect(widest(run.output) <= 40, "\(run.output)")
    }

    @Test func givenATerminalWidth_whenShown_thenItIsUsedUnlessWidthSaysOtherwise() async throws {
        let server = try ReadingServer(timeline: [Self.long])
        defer { server.stop() }

        let terminal = await server.run([], terminalWidth: 50)
        let overridden = await server.run(["--width", "70"], terminalWidth: 50)

        #expect(widest(terminal.output) <= 50, "\(terminal.output)")
        #expect(widest(terminal.output) > 44)
        #expect(widest(overridden.output) <= 70)
        #expect(widest(overridden.output) > 50)
    }
}
