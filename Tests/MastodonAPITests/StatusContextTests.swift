import Foundation
import MastodonAPI
import Testing

@Suite struct StatusContextTests {
    @Test func givenAThread_whenItsContextIsLoaded_thenAncestorsAndDescendantsAreReadInOrder() async throws {
        let replayed = try ReplayedClient()
        let body = """
            {"ancestors": [\(SkippedStatusTests.status(1)), \(SkippedStatusTests.status(2))],
             "descendants": [\(SkippedStatusTests.status(4)), \(SkippedStatusTests.status(5, createdAt: "nope")),
                             \(SkippedStatusTests.status(6))]}
            """
        replayed.script.on("GET", replayed.url("/api/v1/statuses/113000000000000097/context"), json: body)

        let context = try await replayed.client.context(ofStatus: "113000000000000097")

        #expect(context.ancestors.map(\.id) == ["113000000000000099", "113000000000000098"])
        #expect(context.descendants.map(\.id) == ["113000000000000096", "113000000000000094"])
        #expect(context.skipped.map(\.id) == ["113000000000000095"])
        #expect(context.skipped.first?.reason == "descendants[1].created_at: Invalid date 'nope'")
    }

    @Test func givenAnUnknownStatus_whenItsContextIsLoaded_thenHTTP404() async throws {
        let replayed = try ReplayedClient()
        replayed.script.on(
            "GET", replayed.url("/api/v1/statuses/404/context"), status: 404,
            json: #"{"error": "Record not found"}"#)
        let request = MastodonRequest(
            method: "GET", url: try #require(URL(string: replayed.url("/api/v1/statuses/404/context"))))

        await #expect(
            throws: MastodonError.http(
                status: 404, message: "Record not found", rateLimitReset: nil, request: request, body: .json)
        ) {
            try await replayed.client.context(ofStatus: "404")
        }
    }
}
