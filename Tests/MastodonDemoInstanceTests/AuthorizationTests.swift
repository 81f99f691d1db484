import Foundation
import MastodonDemoInstance
import Testing

@Suite struct AuthorizationTests {
    @Test func homeAndListsNeedABearerToken() async throws {
        let client = DemoClient(DemoInstance())
        for path in ["/api/v1/timelines/home", "/api/v1/timelines/list/1"] {
            let anonymous = try await client.get(path)
            #expect(anonymous.statusCode == 401)
            #expect(try anonymous.object()["error"] as? String == "The access token is invalid")
            #expect(try await client.get(path, token: "").statusCode == 401)
            #expect(try await client.get(path, token: "anything").statusCode == 200)
        }
        #expect(try await client.get("/api/v1/timelines/list/9", token: "t").statusCode == 404)
        #expect(try await client.post("/api/v1/statuses/1/favourite", token: nil).statusCode == 401)
    }

    @Test func userBooleansAppearOnlyWithAToken() async throws {
        let client = DemoClient(DemoInstance())
        let anonymous = try await client.get("/api/v1/timelines/public").statuses()
        let signedIn = try await client.get("/api/v1/timelines/public", token: "t").statuses()
        let userKeys = ["favourited", "reblogged", "bookmarked", "muted", "filtered"]
        #expect(anonymous.allSatisfy { status in userKeys.allSatisfy { status[$0] == nil } })
        #expect(signedIn.allSatisfy { status in userKeys.allSatisfy { status[$0] != nil } })
        #expect(signedIn.allSatisfy { $0["favourited"] as? Bool == false })
    }
}
