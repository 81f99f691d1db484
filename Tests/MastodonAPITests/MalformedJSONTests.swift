import Foundation
import MastodonAPI
import Testing

@Suite struct MalformedJSONTests {
    @Test func givenStatusWithBadDateInPage_whenLoaded_thenItIsSkippedWithItsPathAndTheOtherShows()
        async throws
    {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/timelines/public"), json: StatusFixtures.timelineWithBadDate)

        let page = try await replayed.client.timeline(.public())

        #expect(page.statuses.map(\.id) == ["110000000000000001"])
        #expect(page.skipped.count == 1)
        #expect(page.skipped.first?.id == "110000000000000003")
        #expect(page.skipped.first?.reason.hasPrefix("[1].created_at") == true)
        #expect(page.skipped.first?.reason.contains("yesterday") == true)
    }

    @Test func givenTruncatedJSON_whenLoaded_thenDecodingErrorSaysInvalidJSON() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on("GET", replayed.url("/api/v1/statuses/1"), json: #"{"id": "1", "created_at": "#)

        let error = await #expect(throws: MastodonError.self) {
            try await replayed.client.status(id: "1")
        }

        guard case .decoding(let detail, _, _, let mismatch) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("not valid JSON"))
        #expect(mismatch == .malformed)
        #expect(error?.suggestsNonMastodonServer == false)
    }

    @Test func givenStatusWithoutAccount_whenDecoded_thenKeyNotFoundPath() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/statuses/1"),
            json: #"{"id": "1", "created_at": "2026-01-01T00:00:00Z"}"#)
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/statuses/1"))))

        await #expect(
            throws: MastodonError.decoding(
                "account: required key is missing", request: request, expected: "a Mastodon status",
                mismatch: .topLevel)
        ) {
            try await replayed.client.status(id: "1")
        }
    }
}
