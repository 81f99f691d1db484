import Foundation
import Testing

/// The status, profile and notifications screens show each status as the timeline does: with its ID,
/// what it replies to and `edited`.
@Suite struct ReadingScreensTests {
    private static var bob: [String: Any] { ReadingPayload.account(id: "200", username: "bob", name: "Bob") }
    private static var aliceMention: [String: Any] { ["id": "100", "username": "alice", "acct": "alice"] }

    @Test func givenAThread_whenShown_thenEachStatusHasItsIDAndItsReplyContext() async throws {
        let focus = ReadingPayload.status(
            id: "5",
            [
                "in_reply_to_id": "4", "in_reply_to_account_id": "100",
                "edited_at": "2026-03-05T12:04:00.000Z",
            ])
        let reply = ReadingPayload.status(
            id: "6", content: "<p>@alice yes</p>", account: Self.bob,
            ["in_reply_to_id": "5", "in_reply_to_account_id": "100", "mentions": [Self.aliceMention]])
        let server = try ReadingServer(routes: [
            "/api/v1/statuses/5": StatusPayload.object(focus),
            "/api/v1/statuses/5/context": StatusPayload.object([
                "ancestors": [ReadingPayload.status(id: "4")], "descendants": [reply],
            ]),
        ])
        defer { server.stop() }

        let run = await server.run(["status", "5"])

        #expect(run.status == 0)
        #expect(
            run.output == """
                [1] Alice @alice · 5m
                    hello
                    💬 0 · 🔁 0 · ★ 0 · id 4

                [2] ▶ Alice @alice · 5m · edited
                    ↳ reply to @alice
                    hello
                    💬 0 · 🔁 0 · ★ 0 · id 5

                  [3] Bob @bob · 5m
                      ↳ reply to @alice
                      @alice yes
                      💬 0 · 🔁 0 · ★ 0 · id 6

                ── end of thread ──

                """)
    }

    @Test func givenAProfile_whenShown_thenItsPostsHaveTheirIDsAndMarks() async throws {
        let post = ReadingPayload.status(
            id: "7",
            [
                "in_reply_to_id": "55", "in_reply_to_account_id": "999",
                "edited_at": "2026-03-05T12:04:00.000Z",
            ])
        let server = try ReadingServer(routes: [
            "/api/v1/accounts/lookup": StatusPayload.object(ReadingPayload.account()),
            "/api/v1/accounts/100/statuses": StatusPayload.page([post]),
        ])
        defer { server.stop() }

        let run = await server.run(["profile", "alice"])

        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                """
                Alice @alice
                    Hello
                    3 posts · 2 following · 1 followers

                [1] Alice @alice · 5m · edited
                    ↳ reply to status 55
                    hello
                    💬 0 · 🔁 0 · ★ 0 · id 7

                """))
    }

    @Test func givenAMention_whenShownAsANotification_thenItsStatusHasItsIDReplyAndEditedMark() async throws {
        let mention = ReadingPayload.status(
            id: "8", content: "<p>@alice hi</p>", account: Self.bob,
            [
                "in_reply_to_id": "1", "in_reply_to_account_id": "100", "mentions": [Self.aliceMention],
                "edited_at": "2026-03-05T12:04:00.000Z",
            ])
        let notification: [String: Any] = [
            "id": "n1", "type": "mention", "created_at": ReadingPayload.postedAt, "account": Self.bob,
            "status": mention,
        ]
        let server = try ReadingServer(routes: ["/api/v1/notifications": StatusPayload.page([notification])])
        defer { server.stop() }

        let run = await server.run(
            ["--timeline", "notifications"], environment: ["MASTODON_ACCESS_TOKEN": "token"])

        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                """
                [1] 💬 Bob @bob mentioned you · 5m
                    ↳ reply to @alice
                    @alice hi
                    💬 0 · 🔁 0 · ★ 0 · edited · id 8

                """))
    }
}
