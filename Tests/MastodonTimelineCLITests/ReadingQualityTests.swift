import Foundation
import Testing

/// Each status says what a reader needs to act on it and to trust it: its ID, what it replies to,
/// whether it was edited, when it was boosted, its poll, media descriptions, card, links in full, and
/// its content warning before anything it hides.
@Suite struct ReadingQualityTests {
    private func show(_ statuses: [[String: Any]], _ arguments: [String] = []) async throws
        -> ReadingServer.Run
    {
        let server = try ReadingServer(timeline: statuses)
        defer { server.stop() }
        let run = await server.run(arguments)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty, "\(run.errorOutput)")
        return run
    }

    @Test func givenAStatus_whenShown_thenItsIDEndsItsCountsLine() async throws {
        let run = try await show([
            ReadingPayload.status(id: "109876543210", ["replies_count": 2, "favourites_count": 9])
        ])

        #expect(
            run.output == """
                [1] Alice @alice · 5m
                    hello
                    💬 2 · 🔁 0 · ★ 9 · id 109876543210

                ── end of timeline ──

                """)
    }

    @Test func givenReplies_whenShown_thenEachSaysWhoItAnswers() async throws {
        let bob: [String: Any] = ["id": "200", "username": "bob", "acct": "bob@elsewhere.test"]
        let run = try await show([
            ReadingPayload.status(
                id: "3", content: "<p>@bob hi</p>",
                ["in_reply_to_id": "2", "in_reply_to_account_id": "200", "mentions": [bob]]),
            ReadingPayload.status(id: "2", ["in_reply_to_id": "1", "in_reply_to_account_id": "100"]),
            ReadingPayload.status(id: "1", ["in_reply_to_id": "55", "in_reply_to_account_id": "999"]),
        ])

        #expect(
            run.output.contains("[1] Alice @alice · 5m\n    ↳ reply to @bob@elsewhere.test\n    @bob hi\n"))
        // A reply to oneself names the author; an account neither mentioned nor the author, the status.
        #expect(run.output.contains("[2] Alice @alice · 5m\n    ↳ reply to @alice\n    hello\n"))
        #expect(run.output.contains("[3] Alice @alice · 5m\n    ↳ reply to status 55\n    hello\n"))
    }

    @Test func givenAnEditedStatusAndAnotherNot_whenShown_thenOnlyTheEditedOneSaysSo() async throws {
        let run = try await show([
            ReadingPayload.status(id: "2", ["edited_at": "2026-03-05T12:03:00.000Z"]),
            ReadingPayload.status(id: "1"),
        ])

        #expect(run.output.contains("[1] Alice @alice · 5m · edited\n"))
        #expect(run.output.contains("[2] Alice @alice · 5m\n"))
        #expect(run.output.components(separatedBy: "edited").count == 2)
    }

    @Test func givenABoost_whenShown_thenTheBoostsTimeAndTheOriginalsShow() async throws {
        let original = ReadingPayload.status(id: "1", createdAt: "2026-03-05T10:05:00.000Z")
        let bob = ReadingPayload.account(id: "200", username: "bob", name: "Bob")
        let run = try await show([
            ReadingPayload.status(id: "2", content: "", account: bob, ["reblog": original])
        ])

        #expect(run.output.hasPrefix("[1] 🔁 Bob boosted · 5m\n    Alice @alice · 2h\n    hello\n"))
        #expect(run.output.contains("    💬 0 · 🔁 0 · ★ 0 · id 1\n"))
    }

    @Test func givenAnOpenPollAndAClosedOne_whenShown_thenVotesSharesAndClosingShow() async throws {
        let open: [String: Any] = [
            "id": "p1", "expires_at": "2026-03-05T14:05:00.000Z", "expired": false, "multiple": false,
            "votes_count": 4,
            "options": [["title": "Tea", "votes_count": 1], ["title": "Coffee", "votes_count": 3]],
        ]
        let closed: [String: Any] = [
            "id": "p2", "expires_at": "2026-03-05T12:01:00.000Z", "expired": true, "multiple": false,
            "votes_count": 0,
            "options": [["title": "Yes", "votes_count": 0], ["title": "No", "votes_count": NSNull()]],
        ]
        let run = try await show([
            ReadingPayload.status(id: "2", ["poll": open]), ReadingPayload.status(id: "1", ["poll": closed]),
        ])

        #expect(
            run.output.contains(
                "\n    📊 poll · 4 votes · closes in 2h\n       Tea · 1 vote · 25%\n       Coffee · 3 votes · 75%\n"
            ))
        #expect(
            run.output.contains("\n    📊 poll · 0 votes · closed\n       Yes · 0 votes · 0%\n       No\n"))
    }

    @Test func givenMediaWithAndWithoutDescriptions_whenShown_thenEachIsListedWithItsOwn() async throws {
        let media: [[String: Any]] = [
            [
                "id": "m1", "type": "image", "url": "https://files.example.test/1.jpg",
                "description": "A cat asleep",
            ],
            ["id": "m2", "type": "video", "url": NSNull(), "description": NSNull()],
            ["id": "m3", "type": "audio", "url": NSNull(), "description": "  "],
        ]
        let run = try await show([ReadingPayload.status(id: "1", ["media_attachments": media])])

        #expect(
            run.output.contains(
                "\n    hello\n    🖼 image: A cat asleep\n    🎞 video: no description\n    🔊 audio: no description\n"
                    + "    💬 0 · 🔁 0 · ★ 0 · id 1\n"))
    }

    @Test func givenALinkCard_whenShown_thenItsTitleProviderAndURLShow() async throws {
        let card: [String: Any] = [
            "url": "https://news.example.test/story", "title": "A story", "type": "link",
            "provider_name": "News",
        ]
        let run = try await show([ReadingPayload.status(id: "1", ["card": card])])

        #expect(run.output.contains("\n    🔗 A story · News · https://news.example.test/story\n"))
    }

    @Test func givenALinkTheServerShortened_whenShown_thenItsWholeTargetIsPrinted() async throws {
        let content =
            #"<p>read <a href="https://example.test/a/long/path?page=2" rel="nofollow">"#
            + #"<span class="invisible">https://</span><span class="ellipsis">example.test/a/lo</span>"#
            + #"<span class="invisible">ng/path?page=2</span></a> with "#
            + #"<span class="h-card"><a href="https://example.test/@bob" class="u-url mention">@<span>bob</span></a>"#
            + #"</span> <a href="https://example.test/tags/x" class="mention hashtag">#<span>x</span></a></p>"#
        let run = try await show([ReadingPayload.status(id: "1", content: content)])

        #expect(run.output.contains("\n    read https://example.test/a/long/path?page=2 with @bob #x\n"))
        #expect(!run.output.contains("…"))
    }

    @Test func givenAContentWarning_whenShownWithoutExpandCW_thenOnlyTheWarningShows() async throws {
        let run = try await show([Self.warned])

        #expect(
            run.output.hasPrefix(
                "[1] Alice @alice · 5m\n    ⚠ CW: the finale (--expand-cw to show)\n"
                    + "    💬 0 · 🔁 0 · ★ 0 · 📎 1 media · id 1\n"))
        #expect(!run.output.contains("secret"))
    }

    @Test func givenAContentWarning_whenShownWithExpandCW_thenTheTextAndMediaShowUnderIt() async throws {
        let run = try await show([Self.warned], ["--expand-cw"])

        #expect(
            run.output.hasPrefix(
                "[1] Alice @alice · 5m\n    ⚠ CW: the finale\n    the secret ending\n"
                    + "    🖼 image: secret still\n    💬 0 · 🔁 0 · ★ 0 · id 1\n"))
        #expect(!run.output.contains("--expand-cw to show"))
    }

    /// A status behind a content warning, with text and an image that give it away.
    private static var warned: [String: Any] {
        ReadingPayload.status(
            id: "1", content: "<p>the secret ending</p>",
            [
                "spoiler_text": "the finale", "sensitive": true,
                "media_attachments": [
                    ["id": "m1", "type": "image", "url": NSNull(), "description": "secret still"]
                ],
            ])
    }
}
