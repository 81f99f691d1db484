import Foundation
import MastodonDemoInstance
import Testing

/// One status of a page that cannot be read is reported and left out; the page still shows.
@Suite struct SkippedStatusTests {
    /// A page of 40 Mastodon-shaped statuses whose 18th has an unreadable `created_at`.
    static let pageOfForty: String = {
        let statuses = (0..<40).map { number in
            let date = number == 17 ? "the day after" : "2026-05-01T09:30:00.000Z"
            return #"""
                {"id": "\#(113_000_000_000_000_100 - number)", "created_at": "\#(date)", "visibility": "public",
                 "content": "<p>post \#(number)</p>", "account": {"id": "9", "username": "ada", "acct": "ada"},
                 "media_attachments": [], "mentions": [], "tags": [], "emojis": [], "reblog": null}
                """#
        }
        return "[" + statuses.joined(separator: ",") + "]"
    }()

    private func instance() -> DemoInstance {
        DemoInstance(
            seed: 1, failures: [InjectedAnswers.json(Self.pageOfForty, at: "/api/v1/timelines/public")])
    }

    @Test func givenAPageOfFortyWithOneOddStatus_whenShownForPeople_thenThirtyNineShowAndOneWarning() async {
        let run = await CommandRun.run(["--limit", "40"], on: instance())

        #expect(run.status == 0)
        #expect(run.output.contains("\n[39] ada @ada · "))
        #expect(!run.output.contains("[40] "))
        #expect(!run.output.contains("post 17\n"))
        #expect(
            run.errorLines == [
                "warning: skipped status 113000000000000083 (it could not be read): "
                    + "[17].created_at: Invalid date 'the day after'"
            ])
    }

    @Test func givenAPageOfFortyWithOneOddStatus_whenShownAsJSON_thenThirtyNineIdsAndASkippedField()
        async throws
    {
        let run = await CommandRun.run(["--limit", "40", "--format", "json"], on: instance())

        #expect(run.status == 0)
        let lines = try run.jsonLines()
        let last = try #require(lines.last)
        #expect((last["ids"] as? [String])?.count == 39)
        #expect((last["ids"] as? [String])?.contains("113000000000000083") == false)
        let skipped = try #require(last["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1)
        #expect(skipped.first?["id"] as? String == "113000000000000083")
        #expect(skipped.first?["index"] as? Int == 17)
        #expect(skipped.first?["reason"] as? String == "[17].created_at: Invalid date 'the day after'")
        #expect(lines.dropLast().allSatisfy { $0["skipped"] == nil })
        #expect(run.errorLines.count == 1)
    }
}
