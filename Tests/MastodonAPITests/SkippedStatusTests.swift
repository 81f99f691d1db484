import Foundation
import MastodonAPI
import Testing

/// One status that cannot be read is left out of its page and reported; the rest of the page shows.
@Suite struct SkippedStatusTests {
    static func status(_ number: Int, createdAt: String = "2026-05-01T09:30:00.000Z") -> String {
        #"""
        {"id": "\#(113_000_000_000_000_100 - number)", "created_at": "\#(createdAt)", "content": "<p>post \#(number)</p>",
         "visibility": "public", "account": {"id": "9", "username": "ada", "acct": "ada"},
         "media_attachments": [], "mentions": [], "tags": [], "emojis": []}
        """#
    }

    /// A page of 40 whose 18th status has an unreadable date.
    static let pageOfForty =
        "["
        + (0..<40).map { status($0, createdAt: $0 == 17 ? "the day after" : "2026-05-01T09:30:00.000Z") }
        .joined(separator: ",") + "]"

    @Test func givenAPageOfFortyWithOneOddStatus_whenLoaded_thenThirtyNineShowAndTheOddOneIsReported()
        async throws
    {
        let replayed = try ReplayedClient()
        let next = replayed.url("/api/v1/timelines/public?max_id=1")
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/public?limit=40"),
            headers: ["Link": "<\(next)>; rel=\"next\""],
            json: Self.pageOfForty)

        let page = try await replayed.client.timeline(.public(), limit: 40)

        #expect(page.statuses.count == 39)
        #expect(!page.statuses.contains { $0.id == "113000000000000083" })
        #expect(
            page.skipped == [
                SkippedItem(
                    index: 17, id: "113000000000000083",
                    reason: "[17].created_at: Invalid date 'the day after'")
            ])
        #expect(page.next?.absoluteString == next)
    }

    @Test func givenAPageWhereNoStatusIsReadable_whenLoaded_thenTheFirstReasonIsTheError() async throws {
        let replayed = try ReplayedClient()
        let page = "[" + Self.status(1, createdAt: "soon") + "," + Self.status(2, createdAt: "later") + "]"
        replayed.script.on("GET", replayed.url("/api/v1/timelines/public"), json: page)
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/timelines/public"))))

        await #expect(
            throws: MastodonError.decoding(
                "[0].created_at: Invalid date 'soon'", request: request, expected: "a Mastodon status list",
                mismatch: .inside)
        ) {
            try await replayed.client.timeline(.public())
        }
    }

    @Test func givenANotificationPageWithOneOddNotification_whenLoaded_thenTheOthersShow() async throws {
        let replayed = try ReplayedClient()
        let body = #"""
            [{"id": "3", "type": "favourite", "created_at": "2026-05-01T09:30:00Z",
              "account": {"id": "9", "username": "ada"}, "status": \#(Self.status(1))},
             {"id": "2", "type": "mention", "created_at": "2026-05-01T09:29:00Z", "account": null},
             {"id": "1", "type": "follow", "created_at": "2026-05-01T09:28:00Z",
              "account": {"id": "8", "username": "bo"}}]
            """#
        replayed.script.on("GET", replayed.url("/api/v1/notifications"), json: body)

        let page = try await replayed.client.notifications()

        #expect(page.notifications.map(\.id) == ["3", "1"])
        #expect(page.notifications.first?.status?.id == "113000000000000099")
        #expect(page.skipped.map(\.id) == ["2"])
        #expect(page.skipped.first?.reason.hasPrefix("[1].account") == true)
    }
}
