import Foundation
import MastodonAPI
import Testing

@Suite struct TimelineRequestTests {
    @Test(
        arguments: [
            (Timeline.public(), nil, "/api/v1/timelines/public"),
            (Timeline.local, 20, "/api/v1/timelines/public?local=true&limit=20"),
            (
                Timeline.public(local: false, remote: true, onlyMedia: true), 40,
                "/api/v1/timelines/public?remote=true&only_media=true&limit=40"
            ),
            (Timeline.tag("swift"), 10, "/api/v1/timelines/tag/swift?limit=10"),
            (Timeline.tag("#café au/lait"), nil, "/api/v1/timelines/tag/caf%C3%A9%20au%2Flait"),
            (Timeline.home, nil, "/api/v1/timelines/home"),
            (Timeline.list("42"), 5, "/api/v1/timelines/list/42?limit=5"),
            (Timeline.account("109000000000000001"), nil, "/api/v1/accounts/109000000000000001/statuses"),
        ] as [(Timeline, Int?, String)])
    func givenTimeline_whenLoaded_thenRequestsDocumentedPath(timeline: Timeline, limit: Int?, path: String)
        async throws
    {
        let replayed = try ReplayedClient()
        replayed.script.on("GET", replayed.url(path), json: "[]")

        let page = try await replayed.client.timeline(timeline, limit: limit)

        #expect(page.statuses.isEmpty)
        #expect(replayed.script.seen.map(\.url.absoluteString) == [replayed.url(path)])
        #expect(replayed.script.seen.first?.method == "GET")
    }

    @Test func givenToken_whenRequestingOwnOrigin_thenBearerHeaderSent() async throws {
        let replayed = try ReplayedClient(token: "secret-token")
        replayed.script.on("GET", replayed.url("/api/v1/timelines/home"), json: "[]")

        _ = try await replayed.client.timeline(.home)

        #expect(replayed.script.seen.first?.authorization == "Bearer secret-token")
    }

    @Test func givenNoToken_whenRequesting_thenNoAuthorizationHeader() async throws {
        let replayed = try ReplayedClient(token: nil)
        replayed.script.on("GET", replayed.url("/api/v1/timelines/public"), json: "[]")

        _ = try await replayed.client.timeline(.public())

        #expect(replayed.script.seen.count == 1)
        #expect(replayed.script.seen.first?.authorization == nil)
    }
}
