import Foundation
import MastodonAPI
import Testing

@Suite struct CrossOriginLinkTests {
    @Test func givenNextLinkOnOtherHost_whenFollowed_thenRefusedBeforeAnyRequest() async throws {
        let evil = ReplayScript.uniqueOrigin()
        let replayed = try ReplayedClient(alsoServing: [evil])
        let base = replayed.url("/api/v1/timelines/public?limit=1")
        let stolen = evil.absoluteString + "/api/v1/timelines/public?max_id=1"
        replayed.script.on(
            "GET", base, headers: ["Link": "<\(stolen)>; rel=\"next\""],
            json: TimelineFixtures.statuses(ids: [2], tag: "x"))
        replayed.script.on("GET", stolen, json: "[]")
        let page = try await replayed.client.timeline(.public(), limit: 1)
        let next = try #require(page.next)

        await #expect(throws: MastodonError.crossOriginLink(next)) {
            try await replayed.client.page(at: next)
        }

        #expect(replayed.script.seen.map(\.url.absoluteString) == [base])
        #expect(!replayed.script.seen.contains { $0.url.host == evil.host })
    }

    @Test(arguments: [
        "http://HOST/api/v1/timelines/public", "https://HOST:8443/api/v1/timelines/public",
        "https://sub.HOST/api/v1/timelines/public", "file:///etc/passwd",
    ])
    func givenLinkDifferingInSchemePortOrHost_whenFollowed_thenRefused(template: String) async throws {
        let replayed = try ReplayedClient()
        let host = try #require(replayed.origin.host)
        let url = try #require(URL(string: template.replacingOccurrences(of: "HOST", with: host)))

        await #expect(throws: MastodonError.crossOriginLink(url)) {
            try await replayed.client.page(at: url)
        }
        #expect(replayed.script.seen.isEmpty)
    }
}
